import XCTest
@testable import TapExplain
@testable import TapKit

/// `--why` when something in front, inside, or a custom rule decides.
extension ExplanationRegressionTests {
    func testALaterSiblingThatTakesThePointCoversAndIsCalledOutWhenNearlyInvisible() {
        // Given a button under an overlay of alpha 0.01, added after it
        let button = f.add(UIButton(), "button", CGRect(x: 0, y: 0, width: 200, height: 200))
        let overlay = f.addView("overlay", CGRect(x: 0, y: 0, width: 390, height: 400))
        overlay.alpha = 0.01
        // When --why asks about the button
        let answer = why(button, 100, 100)
        // Then the overlay covers it, and is named nearly invisible
        XCTAssertEqual(answer.rule, .coveredBySibling)
        XCTAssertEqual(answer.culprit, "overlay")
        XCTAssertTrue(answer.message.contains("overlay is nearly invisible but still hit-tested"), answer.message)
    }

    func testASiblingOfAnAncestorCoversOnlyWhenTheViewItselfWouldTakeThePoint() {
        // Given a card with a small button, and a banner over the card's left half added after it
        let card = f.addView("card", CGRect(x: 0, y: 0, width: 390, height: 300))
        let button = f.add(UIButton(), "button", CGRect(x: 300, y: 10, width: 50, height: 50), to: card)
        f.addView("banner", CGRect(x: 0, y: 0, width: 200, height: 300))
        // When --why asks about the button on the banner, and when the banner spans the button
        // Then the button is outside first; covered only where it would take the point
        XCTAssertEqual(why(button, 100, 100).rule, .outside)
        f.root.subviews.last?.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        XCTAssertEqual(why(button, 320, 30).rule, .coveredBySibling)
        XCTAssertEqual(why(button, 320, 30).culprit, "banner")
    }

    func testAWindowInFrontThatTakesThePointCovers() {
        // Given an alert window at level alert over the whole screen
        let buy = f.add(UIButton(), "buy", CGRect(x: 0, y: 700, width: 390, height: 60))
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        alert.accessibilityIdentifier = "alertWindow"
        alert.windowLevel = .alert
        f.app.addWindow(alert)
        // When --why asks about the button
        let answer = why(buy, 195, 730)
        // Then the alert window covers it
        XCTAssertEqual(answer.rule, .coveredByWindow)
        XCTAssertEqual(answer.culprit, "alertWindow")
    }

    func testAViewWhoseSubviewTakesThePointIsToldSo() {
        // Given a card holding a button
        let card = f.addView("card", CGRect(x: 0, y: 0, width: 300, height: 300))
        f.add(UIButton(), "button", CGRect(x: 10, y: 10, width: 100, height: 100), to: card)
        // When --why asks about the card on the button
        let answer = why(card, 50, 50)
        // Then the button is named
        XCTAssertEqual(answer.rule, .subviewTakesTouch)
        XCTAssertEqual(answer.culprit, "button")
    }

    func testEachCustomRuleThatDecidesIsNamedWithItsOwner() {
        // Given a 'never' decoration with a child, a 'passThrough' overlay, and a 'forward' container
        let decoration = f.addView("decoration", CGRect(x: 0, y: 0, width: 100, height: 100))
        let sparkle = f.addView("sparkle", CGRect(x: 0, y: 0, width: 50, height: 50), to: decoration)
        decoration.hitTestRule = .never
        let overlay = f.addView("overlay", CGRect(x: 100, y: 0, width: 100, height: 100))
        overlay.hitTestRule = .passThrough
        let target = f.addView("target", CGRect(x: 0, y: 400, width: 100, height: 100))
        let container = f.addView("container", CGRect(x: 200, y: 0, width: 100, height: 100))
        container.hitTestRule = .forward(to: ViewReference(target))
        // When --why asks about each on itself
        // Then each answer names the rule's owner
        XCTAssertEqual([why(sparkle, 10, 10), why(overlay, 150, 50), why(container, 250, 50)].map(\.rule),
                       [.customHitRule, .customHitRule, .customHitRule])
        XCTAssertEqual([why(sparkle, 10, 10), why(overlay, 150, 50), why(container, 250, 50)].map(\.culprit),
                       ["decoration", "overlay", "container"])
        XCTAssertEqual(why(target, 250, 50).rule, .getsTouch)
    }

    func testAnOverriddenHitTestThatNeverAsksItsSubviewIsNamed() {
        // Given a container subclass whose hitTest returns itself without asking its subviews
        let container = f.add(SelfishView(), "selfish", CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = f.add(UIButton(), "button", CGRect(x: 10, y: 10, width: 100, height: 100), to: container)
        // When --why asks about the button
        let answer = why(button, 50, 50)
        // Then the override is the culprit
        XCTAssertEqual(answer.rule, .customHitRule)
        XCTAssertEqual(answer.culprit, "selfish")
    }

    func testAnOverriddenHitTestThatReplacesItsSubviewsAnswerIsNamed() {
        // Given a container subclass that asks its subviews, then returns itself instead
        let container = f.add(SwallowingView(), "swallowing", CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = f.add(UIButton(), "button", CGRect(x: 10, y: 10, width: 100, height: 100), to: container)
        // When --why asks about the button
        let answer = why(button, 50, 50)
        // Then the override is the culprit
        XCTAssertEqual(answer.rule, .customHitRule)
        XCTAssertEqual(answer.culprit, "swallowing")
        XCTAssertTrue(answer.message.contains("it asked button, which returned button, and returned swallowing instead"), answer.message)
    }

    func testAnOverriddenPointInsideCounts() {
        // Given a button subclass that takes only its left half
        let half = f.add(LeftHalfButton(), "half", CGRect(x: 0, y: 0, width: 200, height: 100))
        // When --why asks on its right half
        // Then it is outside
        XCTAssertEqual(why(half, 150, 50).rule, .outside)
        XCTAssertEqual(why(half, 50, 50).rule, .getsTouch)
    }

    func testALayerIsNotAResponder() {
        // Given a card with a sublayer
        let card = f.addView("card", CGRect(x: 0, y: 0, width: 300, height: 300))
        let layer = CALayer()
        layer.name = "fakeButton"
        card.layer.addSublayer(layer)
        // When --why asks about the layer
        // Then it is not a responder
        XCTAssertEqual(f.app.explainHit(of: layer, at: CGPoint(x: 50, y: 50)).rule, .layerNotResponder)
    }
}

/// An app's container that claims every touch inside it for itself.
private final class SelfishView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        self.point(inside: point, with: event) ? self : nil
    }
}

/// An app's container that asks its subviews, then keeps the touch.
private final class SwallowingView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event) == nil ? nil : self
    }
}

/// An app's button that is tappable on its left half only.
private final class LeftHalfButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x >= 0 && point.x < bounds.width / 2 && point.y >= 0 && point.y < bounds.height
    }
}
