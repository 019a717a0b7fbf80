import XCTest
@testable import TapKit
import TapTestSupport

/// UIView+HitTestCache: which classes the walk may pass without calling their
/// `hitTest(_:with:)`, and that a trace keeps the facts its sentences are
/// written from (TapExplainTests' HitTestTraceReasonTests word them).
final class UIViewHitTestCacheTests: XCTestCase {
    /// A program's button that overrides nothing: still a subclass.
    final class PlainSubclass: UIButton {}

    /// A program's scroll view that widens its hit area.
    final class WideScrollView: UIScrollView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    func testTapKitsOwnClassesDeclareThemselvesForTheBuiltInWalk() {
        // Given: one view of each TapKit class
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let views: [UIView] = [UIView(frame: frame), UIControl(frame: frame), UIButton(frame: frame), UILabel(frame: frame),
                               UIImageView(frame: frame), UIScrollView(frame: frame), UIWindow(frame: frame)]
        // Then: every one takes the built-in walk
        for view in views { XCTAssertTrue(view.usesBuiltInHitTest, "\(type(of: view))") }
    }

    func testAProgramsSubclassIsAlwaysAskedThroughItsOwnMethods() {
        // Given: subclasses of TapKit classes, with and without overrides
        let plain = PlainSubclass(), wide = WideScrollView()
        // Then: neither inherits its superclass's declaration
        XCTAssertFalse(plain.usesBuiltInHitTest)
        XCTAssertFalse(wide.usesBuiltInHitTest)
        XCTAssertFalse(UIView.isBuiltInHitTestClass(WideScrollView.self))
    }

    func testAnOverriddenPointInsideDecidesTheUntracedWalkToo() {
        // Given: a subclass whose override takes points 20 points outside its bounds
        let f = CoreFixture()
        let wide = WideScrollView()
        f.add(wide, "wide", CGRect(x: 100, y: 100, width: 50, height: 50))
        // When: a point just outside its bounds is hit-tested, untraced and traced
        let untraced = f.app.hitTest(CGPoint(x: 90, y: 90)).view
        let traced = f.app.hitTest(CGPoint(x: 90, y: 90), traced: true)
        // Then: both find the subclass, and the walk notes that its override said yes where UIKit's default says no
        XCTAssertIdentical(untraced, wide)
        XCTAssertIdentical(traced.view, wide)
        let facts = traced.trace?.step(for: wide)?.facts
        guard case let .hitSelf(note?)? = facts else {
            return XCTFail("no point(inside:with:) note: \(String(describing: facts))")
        }
        XCTAssertEqual(note.className, "WideScrollView")
        XCTAssertTrue(note.returned)
        XCTAssertFalse(note.byDefault)
    }

    func testAStepKeepsTheViewAsItWasWhenWalked() {
        // Given: a traced walk that finds a point outside a view's bounds
        let f = CoreFixture()
        let view = UIView()
        f.add(view, "box", CGRect(x: 0, y: 0, width: 40, height: 40))
        let trace = f.app.hitTest(CGPoint(x: 300, y: 300), traced: true).trace
        // When: the view is resized after the walk
        view.bounds.size = CGSize(width: 400, height: 400)
        // Then: the step still holds the bounds the walk saw
        let facts = trace?.step(for: view)?.facts
        guard case let .outside(bounds)? = facts else { return XCTFail("not outside: \(String(describing: facts))") }
        XCTAssertEqual(bounds, CGRect(x: 0, y: 0, width: 40, height: 40))
    }
}
