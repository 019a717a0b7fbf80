import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// `trace --stack` lists the views under a point strictly front to back as
/// they are drawn (SPEC 12): a view before everything drawn behind it.
final class HitStackTests: XCTestCase {
    func testABannerCoveringACardListsTheBannerTheButtonTheCardTheirSuperviewAndTheWindow() {
        // Precondition: a card with a button, and a banner added after the card, over both
        let f = WhyFixture()
        let card = f.add(UIView(), "card", frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        f.add(UIButton(), "button", frame: CGRect(x: 50, y: 50, width: 100, height: 100), to: card)
        f.add(UIView(), "banner", frame: CGRect(x: 0, y: 120, width: 300, height: 80)).isUserInteractionEnabled = false

        // Action: a tap on the button, under the banner that lets touches through
        let stack = f.app.hitStack(at: pt(100, 170))

        // Assertion
        XCTAssertEqual(stack.map(\.view.logName), ["banner", "button", "card", "root", "main"])
        XCTAssertEqual(stack.map(\.verdict.name), ["interactionDisabled", "hit", "subviewTakesTouch", "subviewTakesTouch", "subviewTakesTouch"])
    }

    func testAViewBehindTheHitViewComesAfterItButBeforeTheAncestorsDrawnBeforeIt() {
        // Precondition: two overlapping siblings inside a panel; the later one is hit
        let f = WhyFixture()
        let panel = f.add(UIView(), "panel", frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        f.add(UIView(), "back", frame: CGRect(x: 0, y: 0, width: 200, height: 200), to: panel)
        f.add(UIView(), "front", frame: CGRect(x: 50, y: 50, width: 200, height: 200), to: panel)

        // Action
        let stack = f.app.hitStack(at: pt(100, 200))

        // Assertion: back is drawn after panel, so it comes before panel
        XCTAssertEqual(stack.map(\.view.logName), ["front", "back", "panel", "root", "main"])
        XCTAssertEqual(stack.map(\.verdict.name), ["hit", "notAsked", "subviewTakesTouch", "subviewTakesTouch", "subviewTakesTouch"])
    }

    func testOnRandomWorldsEveryStackIsInReverseDrawingOrderAndHoldsTheHitViewsAncestors() {
        for seed in UInt64(1)...300 {
            // Precondition: a random world, its views in drawing order by an
            // independent walk of its description (windows by level, then
            // the order added; a view before its subviews)
            let world = ExplanationWorld(seed: seed)
            var drawingIndex: [ObjectIdentifier: Int] = [:]
            func walk(_ view: SpecView) {
                drawingIndex[ObjectIdentifier(view.real)] = drawingIndex.count
                for child in view.children { walk(child) }
            }
            let windows = world.windows.enumerated().sorted { ($0.element.level, $0.offset) < ($1.element.level, $1.offset) }
            windows.forEach { walk($0.element) }

            for point in world.probePoints(5) {
                // Action
                let stack = world.app.hitStack(at: point)
                let hit = world.app.hitTest(point).view

                // Assertion: each entry drawn after the next; the hit view's ancestors all listed
                let order = stack.map { drawingIndex[ObjectIdentifier($0.view)] ?? -1 }
                XCTAssertEqual(order, order.sorted(by: >), "seed \(seed) at \(point): \(stack.map(\.view.logName))")
                let ancestors = sequence(first: hit?.superview) { $0?.superview }.compactMap { $0 }
                for ancestor in ancestors {
                    XCTAssertTrue(stack.contains { $0.view === ancestor && $0.verdict == .rule(.subviewTakesTouch) }, "seed \(seed)")
                }
                // (an override may return a view in no window, which is drawn nowhere)
                XCTAssertEqual(stack.filter { $0.verdict == .hit }.count, hit?.window == nil ? 0 : 1, "seed \(seed)")
            }
        }
    }
}
