import TapLab
import XCTest

final class TapLabReplayTests: XCTestCase {
    func testAScriptTapsAViewByItsAccessibilityIdentifier() throws {
        // Precondition
        let (app, _) = roundButtonApplication()

        // Action
        let log = try TapLab.replay(app, script: "- tap: {on: round}")

        // Assertion: SPEC 5 lines, the control's events in UIKit's order.
        XCTAssertEqual(log, ["hitTest 1 -> round", "touchesBegan round", "control round touchDown", "touchesEnded round",
                             "control round touchUpInside", "control round primaryActionTriggered"])
    }

    func testASecondScriptIsNotTakenForASecondTapOfTheFirst() throws {
        // Precondition
        let (app, _) = roundButtonApplication()
        _ = try TapLab.replay(app, script: "- tap: [195, 375]")

        // Action
        let second = try TapLab.replay(app, script: "- tap: [195, 375]")

        // Assertion: no touchDownRepeat: the second script starts after the first settled.
        XCTAssertFalse(second.contains("control round touchDownRepeat"), "\(second)")
        XCTAssertTrue(second.contains("control round touchUpInside"))
    }

    func testABadScriptIsAnErrorWithItsLineAndColumn() {
        // Precondition
        let (app, _) = roundButtonApplication()

        // Action / Assertion
        XCTAssertThrowsError(try TapLab.replay(app, script: "- tap: [195, 375]\n- tap: {on: rund}\n")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.hasPrefix("<script>:2:"), message)
            XCTAssertTrue(message.contains("no view named 'rund'"), message)
        }
    }
}
