import XCTest
@testable import TapExplain
@testable import TapKit

/// `--why` when an ancestor's bounds stop the walk.
extension ExplanationRegressionTests {
    func testAButtonDrawnBelowAZeroHeightBarIsDrawnOutsideItAndTheBarIsNamed() {
        // Given a bar of zero height holding a button that draws below it
        let bar = f.addView("composer", CGRect(x: 0, y: 760, width: 390, height: 0))
        let send = f.add(UIButton(), "send", CGRect(x: 300, y: 10, width: 70, height: 44), to: bar)
        // When --why asks about the button in its middle
        let answer = why(send, 335, 792)
        // Then it is drawn outside an unclipped ancestor of zero height
        XCTAssertEqual(answer.rule, .drawnOutsideUnclippedAncestor)
        XCTAssertEqual(answer.culprit, "composer")
        XCTAssertTrue(answer.message.contains("composer has zero height, so no point is inside its bounds"), answer.message)
    }

    func testAClippingAncestorMakesItOutsideAncestorBecauseTheViewIsNotDrawnThere() {
        // Given the same bar, clipping
        let bar = f.addView("composer", CGRect(x: 0, y: 760, width: 390, height: 0))
        let send = f.add(UIButton(), "send", CGRect(x: 300, y: 10, width: 70, height: 44), to: bar)
        bar.clipsToBounds = true
        // When --why asks about the button
        // Then the button is not drawn there either
        XCTAssertEqual(why(send, 335, 792).rule, .outsideAncestor)
    }

    func testAPointOutsideTheViewAndItsAncestorNamesTheAncestorFirst() {
        // Given a card and a close button enlarged by 15 points past the card's top
        let card = f.addView("card", CGRect(x: 40, y: 200, width: 310, height: 200))
        let close = f.add(UIButton(), "close", CGRect(x: 270, y: 10, width: 30, height: 30), to: card)
        close.hitInsets = UIEdgeInsets(top: -15, left: -15, bottom: -15, right: -15)
        // When --why asks above the card, where only the enlarged area reaches
        let answer = why(close, 325, 196)
        // Then the card's bounds stop the walk, and the button is not drawn there
        XCTAssertEqual(answer.rule, .outsideAncestor)
        XCTAssertEqual(answer.culprit, "card")
    }

    func testAnOutOfBoundsRuleLetsTheWalkPastTheAncestor() {
        // Given a badge hanging off a card whose rule looks into subviews outside its bounds
        let card = f.addView("card", CGRect(x: 100, y: 100, width: 200, height: 200))
        let badge = f.add(UIButton(), "badge", CGRect(x: 180, y: -20, width: 40, height: 40), to: card)
        card.hitTestRule = .outOfBounds
        // When --why asks about the badge outside the card
        // Then it gets the touch
        XCTAssertEqual(why(badge, 310, 90).rule, .getsTouch)
    }

    func testAViewInNoWindowOrInAWindowTheApplicationDoesNotHaveIsNotInWindow() {
        // Given a view never added, and a view in a window never given to the application
        let stray = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stray.accessibilityIdentifier = "stray"
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        other.accessibilityIdentifier = "other"
        let inside = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.addSubview(inside)
        // When --why asks about them
        // Then neither is in a window of the application
        XCTAssertEqual(why(stray, 50, 50).rule, .notInWindow)
        XCTAssertEqual(why(inside, 50, 50).rule, .notInWindow)
        XCTAssertTrue(why(inside, 50, 50).message.contains("its window other is not one of the application's windows"))
    }
}
