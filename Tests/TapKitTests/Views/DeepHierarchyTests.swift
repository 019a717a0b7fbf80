import Foundation
import XCTest
@testable import TapKit
import TapTestSupport

/// A very deep view chain. UIKit's hit test is recursive through the
/// overridable `hitTest(_:with:)`, and so is TapKit's (an override must be
/// able to call `super`); the default `touches*` pass the call to `next`
/// recursively too, and freeing a view frees its subviews from its deinit.
/// So depth costs stack, and TapLab measures how much instead of capping it
/// in TapKit. Layout files cannot go past YAML's nesting limit (1,050 views
/// deep, see LimitCommandTests), which keeps any file well inside a
/// thread's default 8 MB; code that builds deeper trees gives the work a
/// stack to match, as these tests do.
final class DeepHierarchyTests: XCTestCase {
    /// Runs `body` on a new thread with a stack of `megabytes` and waits for it.
    private func onThread(stackMegabytes: Int, _ body: @escaping () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = stackMegabytes << 20
        thread.start()
        done.wait()
    }

    /// A window holding a chain of `depth` views, each filling its parent,
    /// built from the leaf up (so that no insertion walks a long ancestry).
    private func makeChain(_ depth: Int) -> (UIApplication, UIWindow, UIView, EventLog) {
        let app = UIApplication()
        let log = EventLog()
        app.observer = log
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.identifier = "window"
        let leaf = UIView(frame: window.bounds)
        leaf.identifier = "leaf"
        var top = leaf
        for level in 0..<depth - 1 {
            let parent = UIView(frame: window.bounds)
            parent.identifier = "v\(depth - 2 - level)"
            parent.addSubview(top)
            top = parent
        }
        window.addSubview(top)
        app.addWindow(window)
        return (app, window, leaf, log)
    }

    func testATenThousandDeepChainHitTestsDeliversAndFreesGivenTheStack() {
        onThread(stackMegabytes: 64) {
            weak var weakLeaf: UIView?
            weak var weakWindow: UIWindow?
            do {
                let (app, window, leaf, log) = self.makeChain(10_000)
                weakLeaf = leaf
                weakWindow = window

                // Hit testing walks all the way down, traced or not
                XCTAssertTrue(app.hitTest(CGPoint(x: 5, y: 5)).view === leaf)
                let traced = app.hitTest(CGPoint(x: 5, y: 5), traced: true)
                XCTAssertEqual(traced.trace?.steps.count, 10_001)
                XCTAssertEqual(leaf.responderChain.count, 10_002)

                // A touch travels the whole chain, both ways
                app.send(TouchInput(touchID: 1, phase: .began, location: CGPoint(x: 5, y: 5), timestamp: 0))
                app.send(TouchInput(touchID: 1, phase: .ended, location: CGPoint(x: 5, y: 5), timestamp: 0.1))
                XCTAssertEqual(log.records.filter { $0.kind == .touchesBegan }.count, 10_002)
                XCTAssertEqual(log.records.filter { $0.kind == .touchesEnded }.count, 10_002)
                assertRecord(log.records.last, is: .touchesEnded(app))
            }
            // And freeing it (recursive, through each view's deinit) leaves nothing
            XCTAssertNil(weakLeaf)
            XCTAssertNil(weakWindow)
        }
    }

    final class StackProbe: UIView {
        var deepest: UInt = 0
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            var marker = 0
            deepest = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            return super.hitTest(point, with: event)
        }
    }

    /// The figures docs/RELIABILITY.md quotes: stack per level of hit testing
    /// (debug: about 2.1 KB). The deepest chain a file can hold must fit in
    /// under a third of a default 8 MB thread stack, whatever the build.
    func testTheStackADeepFileNeedsFitsEasilyInADefaultThread() throws {
        let (app, window, _, _) = makeChain(1_000)
        let probe = StackProbe(frame: window.bounds)
        var deepest: UIView = window
        while let next = deepest.subviews.first { deepest = next }
        deepest.addSubview(probe)
        var marker = 0
        let top = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        XCTAssertTrue(app.hitTest(CGPoint(x: 5, y: 5)).view === probe)
        let perLevel = (Int(bitPattern: top) - Int(bitPattern: probe.deepest)) / 1_001
        // AddressSanitizer moves locals to a stack of its own: nothing to measure then.
        guard (1...65_536).contains(perLevel) else { throw XCTSkip("the stack cannot be measured in this build") }
        print("hit testing uses \(perLevel) bytes of stack per level of views")
        XCTAssertLessThan(perLevel * 1_050, 9 << 18, "1,050 levels (the deepest a file can nest) must fit in 2.25 MB")
    }
}
