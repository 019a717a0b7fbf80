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

    /// Weak references to everything a layout made: its application and
    /// delegate, every object with an id, every view in every window (with
    /// its layer, recognizers and controller).
    private final class Watch {
        private(set) var refs: [(String, () -> AnyObject?)] = []

        func add(_ name: String, _ object: AnyObject?) {
            weak let weak = object
            refs.append((name, { weak }))
        }

        func add(_ layout: LoadedLayout) {
            add("application", layout.application)
            add("delegate", layout.application.delegate)
            for (id, object) in layout.objects {
                switch object {
                case let .view(v): add(id, v)
                case let .controller(c): add(id, c)
                case let .layer(l): add(id, l)
                case let .recognizer(r): add(id, r)
                case let .application(a): add(id, a)
                case let .delegate(d): add(id, d)
                }
            }
            for window in layout.application.windows {
                var stack: [UIView] = [window]
                while let view = stack.popLast() {
                    add("view \(view.logName)", view)
                    add("layer of \(view.logName)", view.layer)
                    for r in view.gestureRecognizers ?? [] { add("recognizer \(r.logName)", r) }
                    stack.append(contentsOf: view.subviews)
                }
            }
        }

        var alive: [String] { refs.filter { $0.1() != nil }.map(\.0) }
    }

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
