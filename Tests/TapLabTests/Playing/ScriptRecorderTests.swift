@testable import TapLab
import TapKit
import TapLayout
import TapPicture
import XCTest

/// `ScriptRecorder`: a script stopped at every frame of a recording.
final class ScriptRecorderTests: XCTestCase {
    private func puzzle() throws -> LoadedLayout {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try LayoutLoader.load(path: root.appendingPathComponent("Layouts/001-gesture-puzzle.yaml").path)
    }

    func testTheFrameCountIsTheLengthTimesTheRateRoundedUpPlusTheFirstFrame() {
        // Action and assertion
        XCTAssertEqual(ScriptRecorder.frameCount(length: 2.05, fps: 10), 21)
        XCTAssertEqual(ScriptRecorder.frameCount(length: 2.1, fps: 10), 21, "2.1 × 10 is 21 however the float rounds")
        XCTAssertEqual(ScriptRecorder.frameCount(length: 2, fps: 1), 2)
    }

    func testATapShorterThanAFrameStillShowsItsFingerInTheFrameAfterIt() throws {
        // Precondition: a tap from 0.12 s to 0.17 s, between the frames at 0.1 and 0.2
        let loaded = try puzzle()
        let steps = try ScriptFile.load(text: "- wait: 0.12\n- tap: [195, 400]\n", file: "<script>", for: loaded)
        var fingers: [[FingerMark]] = [], captions: [RecordingCaption] = []

        // Action
        try ScriptRecorder.play(steps, on: loaded.application, screenSize: loaded.screenSize, fps: 10, language: .en) { scene, caption in
            fingers.append(scene.fingers ?? [])
            captions.append(caption)
        }

        // Assertion
        XCTAssertEqual(fingers.count, ScriptRecorder.frameCount(length: 0.17 + ScriptRunner.settleTime, fps: 10))
        XCTAssertEqual(fingers[1], [])
        XCTAssertEqual(fingers[2], [FingerMark(id: 1, trail: [CGPoint(x: 195, y: 400), CGPoint(x: 195, y: 400)], phase: .ended, view: "B")])
        XCTAssertEqual(fingers[3], [])
        XCTAssertEqual(captions[2].lines.first?.text, "hitTest 1 -> B")
        XCTAssertEqual(captions[2].time, 0.2, accuracy: 1e-9)
        XCTAssertTrue(captions[2].lines.allSatisfy(\.isNew))
        XCTAssertFalse(captions[3].lines.contains(where: \.isNew))
    }

    func testADragsFingerGoesTheWayOfItsMovesAndStaysDownBetweenFrames() throws {
        // Precondition: a finger held down, moved over 0.3 s, lifted
        let loaded = try puzzle()
        let steps = try ScriptFile.load(text: "- down: {touch: 1, at: [100, 300]}\n- move: {touch: 1, to: [250, 300], duration: 0.3}\n"
                                        + "- wait: 0.3\n- up: {touch: 1}\n", file: "<script>", for: loaded)
        var fingers: [[FingerMark]] = []

        // Action
        try ScriptRecorder.play(steps, on: loaded.application, screenSize: loaded.screenSize, fps: 10, language: .en) { scene, _ in
            fingers.append(scene.fingers ?? [])
        }

        // Assertion
        XCTAssertEqual(fingers[0].first?.phase, .began)
        let second = try XCTUnwrap(fingers[2].first)
        XCTAssertEqual(second.phase, .moved)
        XCTAssertGreaterThan(second.trail.count, 2, "every move since the last frame")
        XCTAssertLessThan(second.trail[0].x, second.trail[second.trail.count - 1].x)
        XCTAssertEqual(fingers[6].first?.phase, .stationary, "down and still while the script waits")
        XCTAssertEqual(fingers[6].first?.view, "A")
    }

    func testAFrameDrawsTheWalkOnlyWhileTheViewsAreWhereItFoundThem() throws {
        // Precondition: the list of ScenePlayerTests, its script dragging row 0 up after a tap on row 1
        let loaded = try LayoutLoader.load(text: ScenePlayerTests.scrolledList, file: "list.yaml")
        var frames: [(walk: String?, offset: CGFloat)] = []

        // Action
        try ScriptRecorder.play(loaded.script, on: loaded.application, screenSize: loaded.screenSize, fps: 10, language: .en) { scene, _ in
            let list = scene.application.windows.first?.subviews.first?.subviews.first as? UIScrollView
            frames.append((scene.walk?.hitView?.logName, list?.contentOffset.y ?? -1))
        }

        // Assertion: the tap's walk shows until the drag; the drag's walk shows only in frames where the list is still at 0
        XCTAssertTrue(frames.contains { $0.walk == "r1" })
        for frame in frames where frame.walk != nil { XCTAssertEqual(frame.offset, 0, "a walk drawn over a scrolled list: \(frames)") }
        XCTAssertGreaterThan(frames.last?.offset ?? 0, 99)
        XCTAssertNil(frames.last?.walk)
    }
}
