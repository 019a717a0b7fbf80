import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// The fix `--why` gives depends on what the views are, not only on the
/// rule: a control that takes the touch keeps it, and a button's label is
/// left out of hit testing on purpose.
final class DeliveryExplainerFixTests: XCTestCase {
    func testACardWhoseControlTakesTheTouchIsToldTheControlKeepsItWhereAPlainViewPassesItOn() throws {
        // Precondition: a card with a plain view and a control inside it
        let f = WhyFixture()
        let card = f.add(UIView(), "card", frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        f.add(UIControl(), "rating", frame: CGRect(x: 20, y: 20, width: 200, height: 60), to: card)
        f.add(UIView(), "badge", frame: CGRect(x: 20, y: 100, width: 200, height: 60), to: card)

        // Action: a tap on the control, and one on the plain view
        f.tap(pt(100, 150))
        let onControl = try XCTUnwrap(f.answer(.view(card)))
        let g = WhyFixture()
        let card2 = g.add(UIView(), "card", frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        g.add(UIView(), "badge", frame: CGRect(x: 20, y: 100, width: 200, height: 60), to: card2)
        g.tap(pt(100, 230))
        let onView = try XCTUnwrap(g.answer(.view(card2)))

        // Assertion: the control keeps the touch, and its fix says so; a plain
        // view passes it on through next, so the card works
        XCTAssertEqual(onControl.rule, .subviewTakesTouch)
        XCTAssertEqual(onControl.cause.fix?.in(.en), WhyStrings.en.fixSubviewControl("rating", "card"))
        XCTAssertEqual(onView.rule, .worked)
    }

    func testAButtonsOwnLabelIsSentToTheButtonNotToldToTakeTouches() throws {
        // Precondition: a button with its title label (interaction off, as UIKit makes it)
        let f = WhyFixture()
        let button = f.add(UIButton(), "buy", frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let label = f.add(UILabel(), "buy.title", frame: CGRect(x: 50, y: 12, width: 100, height: 20), to: button)
        f.tap(pt(100, 122))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(label)))

        // Assertion
        XCTAssertEqual(answer.rule, .interactionDisabled)
        XCTAssertEqual(answer.cause.fix?.in(.en), WhyStrings.en.fixPartOfControl("buy.title", "buy"))
    }
}
