import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// A loaded layout lets go of everything when it is dropped: every gallery
/// layout, after its script ran with hit-test tracing on, and a layout
/// dropped in the middle of a touch (a reload with a finger down).
final class LayoutMemoryTests: XCTestCase {
    private static let gallery = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Layouts")


    func testEveryGalleryLayoutIsFreedAfterItsScriptRan() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.gallery.path).filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertGreaterThan(files.count, 10)
        for name in files {
            let watch = Watch()
            do {
                let layout = try LayoutLoader.load(path: Self.gallery.appendingPathComponent(name).path)
                watch.add(layout)
                layout.application.tracesHitTests = true
                let log = try ScriptRunner.run(layout.script, on: layout.application)
                watch.add("log", log)
            }
            XCTAssertEqual(watch.alive, [], name)
        }
    }

    func testALayoutDroppedMidGestureIsFreed() throws {
        // Given the double-tap and pan layouts, each with a finger down, a
        // tap waiting for its second and a scroll decelerating
        for name in ["001-single-vs-double-tap.yaml", "002-carousel.yaml", "107-nested-scroll.yaml", "109-pinch-and-rotate.yaml"] {
            let watch = Watch()
            do {
                let layout = try LayoutLoader.load(path: Self.gallery.appendingPathComponent(name).path)
                watch.add(layout)
                let app = layout.application
                let center = CGPoint(x: layout.screenSize.width / 2, y: layout.screenSize.height / 2)
                func send(_ id: Int, _ phase: TouchInput.Phase, _ dx: CGFloat, _ t: TimeInterval) {
                    app.send(TouchInput(touchID: id, phase: phase, location: CGPoint(x: center.x + dx, y: center.y), timestamp: t))
                }
                send(1, .began, 0, 0)
                for k in 1...6 { send(1, .moved, CGFloat(-40 * k), 0.02 * Double(k)) }
                send(1, .ended, -240, 0.12)
                send(2, .began, 0, 0.2)
                send(2, .ended, 0, 0.25)
                send(3, .began, 10, 0.3)
                for t in app.activeTouches { watch.add("touch \(t.touchIdentifier)", t) }
            }
            // When the layout is dropped, as a reload drops it
            // Then nothing of it is left
            XCTAssertEqual(watch.alive, [], name)
        }
    }
}
