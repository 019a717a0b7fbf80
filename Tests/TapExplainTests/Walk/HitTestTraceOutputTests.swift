import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// A walk step's printed forms (HitTestTrace+Output): its line of the text
/// walk and its JSON object.
final class HitTestTraceOutputTests: XCTestCase {
    func testAStepsTextAndJSONCarryItsVerdict() {
        // Given
        let f = CoreFixture()
        f.addView("v", CGRect(x: 10, y: 10, width: 100, height: 100))

        // When
        let step = f.app.hitTest(CGPoint(x: 20, y: 30), traced: true).trace!.steps.last!

        // Then
        XCTAssertTrue(step.text.hasPrefix("    v (10, 20) hitSelf -> v: "), step.text)
        XCTAssertTrue(step.json.contains("\"verdict\":\"hitSelf\""), step.json)
        XCTAssertTrue(step.json.contains("\"depth\":2"), step.json)
    }

    func testTheTraceSaysWhichHitAForwardingRuleHandedOn() {
        // Given
        let f = CoreFixture()
        let container = f.addView("container", CGRect(x: 0, y: 100, width: 390, height: 200))
        let carousel = f.addView("carousel", CGRect(x: 95, y: 0, width: 200, height: 200), to: container)
        f.addView("card", CGRect(x: 10, y: 10, width: 50, height: 50), to: carousel)
        container.hitTestRule = .forward(to: ViewReference(carousel))

        // When
        let text = (f.app.hitTest(CGPoint(x: 120, y: 130), traced: true).trace?.steps ?? []).map(\.text).joined(separator: "\n")

        // Then
        XCTAssertTrue(text.contains("custom hit rule 'forward': the hit on card goes to carousel"), text)
    }
}
