import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// `--why` on hand-made trees: the user's switch, and the rules about the
/// path itself (each view's own checks, window first).
final class ExplanationRegressionTests: XCTestCase {
    var f: CoreFixture!

    override func setUp() {
        super.setUp()
        f = CoreFixture()
    }

    func why(_ view: UIView, _ x: CGFloat, _ y: CGFloat) -> HitTestExplanation {
        f.app.explainHit(of: view, at: CGPoint(x: x, y: y))
    }

    func testASwitchFarFromATapTakenByAButtonInFrontIsOutsideNotCovered() {
        // Given a card with a switch on the right and, added after it, a button on the left
        let card = f.addView("card", CGRect(x: 0, y: 120, width: 390, height: 200))
        let notifySwitch = f.add(UIControl(), "notifySwitch", CGRect(x: 300, y: 45, width: 51, height: 31), to: card)
        f.add(UIButton(), "fakeButton", CGRect(x: 20, y: 20, width: 200, height: 60), to: card)
        // When --why asks about the switch at a point on the button
        let answer = why(notifySwitch, 100, 165)
        // Then the switch is not blamed on the button: the point is simply not on it
        XCTAssertEqual(answer.rule, .outside)
        XCTAssertEqual(answer.culprit, "notifySwitch")
        XCTAssertFalse(answer.message.contains("fakeButton"), answer.message)
    }

    func testTheHitViewGetsTheTouchAndIsCalledOutWhenNearlyInvisible() {
        // Given a button whose parent has alpha 0.03
        let faint = f.addView("faint", CGRect(x: 0, y: 0, width: 200, height: 200))
        faint.alpha = 0.03
        let button = f.add(UIButton(), "button", CGRect(x: 10, y: 10, width: 100, height: 100), to: faint)
        // When --why asks about the button on it
        let answer = why(button, 50, 50)
        // Then it gets the touch, and the faint parent is named
        XCTAssertEqual(answer.rule, .getsTouch)
        XCTAssertTrue(answer.message.contains("faint is nearly invisible but still hit-tested"), answer.message)
    }

    func testAHiddenAncestorIsTheCulpritEvenWhenTheViewItselfIsAlsoHidden() {
        // Given a hidden toolbar holding a hidden button
        let toolbar = f.addView("toolbar", CGRect(x: 0, y: 700, width: 390, height: 100))
        let share = f.add(UIButton(), "share", CGRect(x: 300, y: 20, width: 60, height: 60), to: toolbar)
        toolbar.isHidden = true
        share.isHidden = true
        // When --why asks about the button
        let answer = why(share, 330, 750)
        // Then the first hidden view from the window down is named
        XCTAssertEqual(answer.rule, .hidden)
        XCTAssertEqual(answer.culprit, "toolbar")
    }

    func testAViewInAHiddenWindowIsHiddenBecauseOfItsWindow() {
        // Given the only window is hidden
        let button = f.add(UIButton(), "button", CGRect(x: 0, y: 0, width: 100, height: 100))
        f.window.isHidden = true
        // When --why asks about the button
        let answer = why(button, 50, 50)
        // Then the window is the culprit, and the message says so
        XCTAssertEqual(answer.rule, .hidden)
        XCTAssertEqual(answer.culprit, "main")
        XCTAssertTrue(answer.message.contains("its window main is hidden"), answer.message)
    }

    func testAlphaJustBelowOneHundredthIsSkippedAndExactlyOneHundredthIsNot() {
        // Given two buttons, one at alpha 0.009 and one at alpha 0.01
        let gone = f.add(UIButton(), "gone", CGRect(x: 0, y: 0, width: 100, height: 100))
        let faint = f.add(UIButton(), "faint", CGRect(x: 200, y: 0, width: 100, height: 100))
        gone.alpha = 0.009
        faint.alpha = 0.01
        // When --why asks about each on itself
        // Then the first is skipped for its alpha and the second gets the touch
        XCTAssertEqual(why(gone, 50, 50).rule, .alpha)
        XCTAssertEqual(why(faint, 250, 50).rule, .getsTouch)
    }

    func testInteractionOffOnAnAncestorAndADisabledControlAreNamed() {
        // Given a parent with interaction off, and beside it a disabled button
        let parent = f.addView("parent", CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = f.add(UIButton(), "child", CGRect(x: 0, y: 0, width: 100, height: 100), to: parent)
        parent.isUserInteractionEnabled = false
        let disabled = f.add(UIButton(), "disabled", CGRect(x: 200, y: 0, width: 100, height: 100))
        disabled.isEnabled = false
        // When --why asks about each
        // Then the ancestor's interaction and the control's isEnabled are named
        XCTAssertEqual(why(child, 50, 50).rule, .interactionDisabled)
        XCTAssertEqual(why(child, 50, 50).culprit, "parent")
        XCTAssertEqual(why(disabled, 250, 50).rule, .disabledControl)
    }

    func testOutsideIsJudgedInTheViewsOwnCoordinatesThroughScrollingAndTransforms() {
        // Given a scroll view scrolled by 100 holding a row, and a button scaled to zero
        let scroll = f.add(UIScrollView(), "scroll", CGRect(x: 0, y: 0, width: 390, height: 400))
        let row = f.addView("row", CGRect(x: 0, y: 0, width: 390, height: 50), to: scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        let collapsed = f.add(UIButton(), "collapsed", CGRect(x: 0, y: 500, width: 100, height: 100))
        collapsed.transform = CGAffineTransform(scaleX: 0, y: 0)
        // When --why asks about the row where it was before scrolling, and about the collapsed button
        // Then both are outside
        XCTAssertEqual(why(row, 20, 20).rule, .outside)
        XCTAssertEqual(why(collapsed, 50, 550).rule, .outside)
    }

    func testAPointInsideTheBoundsButOutsideTheHitShapeIsOutside() {
        // Given a round button
        let round = f.add(UIButton(), "round", CGRect(x: 0, y: 0, width: 100, height: 100))
        round.hitShape = .circle(center: nil, radius: nil)
        // When --why asks at a corner of its frame
        let answer = why(round, 5, 5)
        // Then the shape is the reason
        XCTAssertEqual(answer.rule, .outside)
        XCTAssertTrue(answer.message.contains("circle hit shape"), answer.message)
    }
}
