import XCTest
@testable import TapKit
import TapTestSupport

/// One refusal rule (`HitRefusal`): its order is UIKit's, and the walk, the
/// explainer and the cached eligibility all agree with it.
final class UIViewHitRefusalTests: XCTestCase {
    /// The rule as the Event Handling Guide lists it, written out here
    /// independently of TapKit: TapLab's `never` first, then hidden, alpha
    /// below 0.01, interaction off, a disabled control.
    private func oracle(never: Bool, hidden: Bool, alpha: CGFloat, interaction: Bool, enabled: Bool) -> [HitRefusal] {
        var out: [HitRefusal] = []
        if never { out.append(.never) }
        if hidden { out.append(.hidden) }
        if alpha < 0.01 { out.append(.alpha) }
        if !interaction { out.append(.interactionDisabled) }
        if !enabled { out.append(.disabledControl) }
        return out
    }

    func testEveryCombinationOfStatesRefusesInUIKitsOrderAndTheWalkAgrees() {
        for bits in 0..<32 {
            // Precondition: a control in one of the 32 combinations of states.
            let f = CoreFixture()
            let never = bits & 1 != 0, hidden = bits & 2 != 0, alpha: CGFloat = bits & 4 != 0 ? 0.009 : 0.01
            let interaction = bits & 8 == 0, enabled = bits & 16 == 0
            let control = f.add(UIControl(), "c", CGRect(x: 0, y: 0, width: 100, height: 100))
            if never { control.hitTestRule = .never }
            control.isHidden = hidden
            control.alpha = alpha
            control.isUserInteractionEnabled = interaction
            control.isEnabled = enabled
            let expected = oracle(never: never, hidden: hidden, alpha: alpha, interaction: interaction, enabled: enabled)

            // Action
            let hit = f.hitView(50, 50)

            // Assertion: the same refusals, the first one decides, the walk skips the control exactly when one applies.
            XCTAssertEqual(control.hitRefusals, expected, "bits \(bits)")
            XCTAssertEqual(control.hitRefusal, expected.first, "bits \(bits)")
            XCTAssertEqual(control.isHitEligible, expected.allSatisfy { $0 == .never }, "bits \(bits)")
            XCTAssertEqual(hit === control, expected.isEmpty, "bits \(bits)")
        }
    }
}
