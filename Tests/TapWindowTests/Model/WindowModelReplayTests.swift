import Foundation
import XCTest
import TapKit
@testable import TapWindow

/// The `r` key replays the layout's script in the open window, in real
/// time, on the application as it is.
final class WindowModelReplayTests: XCTestCase {
    /// A tap at a point: down at 0, up at 0.05.
    struct TapScript: ScriptPlayback {
        var point: CGPoint
        var inputEnd: TimeInterval { 0.05 }
        var duration: TimeInterval { 2.05 }
        func play(on application: UIApplication, after from: TimeInterval, through: TimeInterval, offset: TimeInterval) {
            for (time, phase) in [(0.0, TouchInput.Phase.began), (0.05, .ended)] where time > from && time <= through {
                application.send([TouchInput(touchID: 1, phase: phase, location: point, timestamp: time + offset)])
            }
        }
        func nextInputTime(after t: TimeInterval) -> TimeInterval? { [0.0, 0.05].first { $0 > t } }
    }

    private func model(script: ScriptPlayback?) throws -> (WindowModel, MemoryLayouts, [String]) {
        let yaml = try String(contentsOf: RenderFixture.repositoryRoot.appendingPathComponent("Layouts/000-overlapping-buttons.yaml"), encoding: .utf8)
        let source = MemoryLayouts([(path: "Layouts/000-overlapping-buttons.yaml", yaml: yaml)])
        source.script = script
        let model = WindowModel(source: source, fonts: try RenderFixture.fonts(), now: 0)
        model.resize(pixels: CGSize(width: 1280, height: 900), points: CGSize(width: 1280, height: 900))
        return (model, source, [])
    }

    func testRReplaysTheScriptInRealTimeAndTheLogShowsIt() throws {
        // Given the window on a layout whose script taps button2
        let (model, _, _) = try model(script: TapScript(point: CGPoint(x: 200, y: 300)))
        var log: [String] = []
        model.onRecord = { log.append($0.text) }
        var finished: [Int] = []
        model.hooks.onReplayFinished = { finished.append($0) }
        // When r is pressed and the clock runs on
        model.handle(.keyDown(name: "r", modifiers: [], isRepeat: false), now: 1)
        model.tick(now: 1.01)
        XCTAssertTrue(model.isReplaying, "still running after the finger came down")
        model.tick(now: 1.2)
        // Then the tap happened, the replay ended, and it says so
        XCTAssertTrue(log.contains("hitTest 1 -> button2"), log.joined(separator: "\n"))
        XCTAssertTrue(log.contains("control button2 touchUpInside"), log.joined(separator: "\n"))
        XCTAssertEqual(model.lastTouchPoint, CGPoint(x: 200, y: 300), "the walk overlay follows the script's touch")
        XCTAssertFalse(model.isReplaying)
        XCTAssertEqual(finished, [1])
        XCTAssertEqual(model.status, "Replayed the script.")
    }

    func testTheCanvasTakesNoTouchWhileAReplayRunsAndEscStopsIt() throws {
        // Given a replay under way, its finger down
        let (model, _, _) = try model(script: TapScript(point: CGPoint(x: 200, y: 300)))
        var log: [String] = []
        model.onRecord = { log.append($0.text) }
        model.handle(.keyDown(name: "r", modifiers: [], isRepeat: false), now: 1)
        model.tick(now: 1.01)
        // When the mouse clicks the canvas, then esc is pressed
        let canvas = model.layout.canvasRect
        model.handle(.mouseDown(x: Double(canvas.midX), y: Double(canvas.midY), button: .left, modifiers: [], clicks: 1), now: 1.02)
        model.handle(.keyDown(name: "escape", modifiers: [], isRepeat: false), now: 1.03)
        // Then only the script's finger was hit-tested, and it was cancelled
        XCTAssertEqual(log.filter { $0.hasPrefix("hitTest") }, ["hitTest 1 -> button2"])
        XCTAssertTrue(log.contains("touchesCancelled button2"), log.joined(separator: "\n"))
        XCTAssertFalse(model.isReplaying)
    }

    func testALayoutWithoutAScriptSaysSo() throws {
        let (model, _, _) = try model(script: nil)

        model.handle(.keyDown(name: "r", modifiers: [], isRepeat: false), now: 1)

        XCTAssertFalse(model.isReplaying)
        XCTAssertTrue(model.status.contains("no script"), model.status)
    }

    func testReplaysRunBackToBackAsManyTimesAsAsked() throws {
        // Given a window asked for 20 replays when it opens
        let (model, _, _) = try model(script: TapScript(point: CGPoint(x: 200, y: 300)))
        var hits = 0
        model.onRecord = { if $0.text.hasPrefix("hitTest") { hits += 1 } }
        var finished: [Int] = []
        model.hooks.onReplayFinished = { finished.append($0) }
        model.replaysOnStart = 20
        // When the clock runs, waking when the model asks
        var t = 1.0
        for _ in 0..<1_000 where finished.isEmpty {
            model.tick(now: t)
            t = max(t + 0.001, model.nextWakeTime)
        }
        // Then every run tapped once and the count came back
        XCTAssertEqual(finished, [20])
        XCTAssertEqual(hits, 20)
    }
}
