import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// A walk step's reason (HitTestTrace+Reason): the sentence TapExplain
/// writes, when it is read, from the facts the walk recorded.
final class HitTestTraceReasonTests: XCTestCase {
    /// A program's scroll view that widens its hit area.
    final class WideScrollView: UIScrollView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    func testTheAlphaVerdictSaysTheRuleIsLessThanOneHundredth() {
        // Given
        let f = CoreFixture()
        f.addView("faded", CGRect(x: 0, y: 0, width: 100, height: 100)).alpha = 0.009

        // When
        let step = f.app.hitTest(CGPoint(x: 50, y: 50), traced: true).trace?.steps.first { $0.viewID == "faded" }

        // Then
        XCTAssertEqual(step?.verdict, .alpha)
        XCTAssertTrue(step?.reason.contains("less than 0.01") == true, step?.reason ?? "")
    }

    func testTheWalkNamesAnOverriddenPointInsideThatDecided() {
        // Given: a subclass whose override takes points 20 points outside its bounds
        let f = CoreFixture()
        let wide = WideScrollView()
        f.add(wide, "wide", CGRect(x: 100, y: 100, width: 50, height: 50))

        // When: a point just outside its bounds is hit-tested, traced
        let traced = f.app.hitTest(CGPoint(x: 90, y: 90), traced: true)

        // Then: the walk finds the subclass and names its override
        XCTAssertIdentical(traced.view, wide)
        let reason = traced.trace?.step(for: wide)?.reason ?? ""
        XCTAssertTrue(reason.contains("WideScrollView.point(inside:with:) is overridden and returned true"), reason)
    }

    func testAStepsReasonDescribesTheViewAsItWasWhenWalked() {
        // Given: a traced walk that finds a point outside a view's bounds
        let f = CoreFixture()
        let view = UIView()
        f.add(view, "box", CGRect(x: 0, y: 0, width: 40, height: 40))
        let trace = f.app.hitTest(CGPoint(x: 300, y: 300), traced: true).trace

        // When: the view is resized after the walk
        view.bounds.size = CGSize(width: 400, height: 400)

        // Then: the reason still gives the bounds the walk saw
        let reason = trace?.step(for: view)?.reason ?? ""
        XCTAssertTrue(reason.hasSuffix("is outside its bounds [0, 0, 40, 40]"), reason)
    }
}
