import TapKit
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

    func testAScriptsRecordsAreTypedAndTheLogsLinesAreTheirText() throws {
        // Precondition
        let (app, _) = roundButtonApplication()

        // Action
        let records = try TapLab.records(app, script: "- tap: {on: round}", tracing: true)

        // Assertion: typed kinds and values, the walk kept; the text is the records' own.
        XCTAssertEqual(records.map(\.kind), [.hitTest, .touchesBegan, .control, .touchesEnded, .control, .control])
        guard case let .control(control, event, _) = records[4].event else { return XCTFail("not a control record") }
        XCTAssertEqual(control.name, "round")
        XCTAssertEqual(control.id, records.first?.walk?.hitView.map(ResponderID.init), "the control is the hit view itself")
        XCTAssertEqual(event, .touchUpInside)
        XCTAssertEqual(records.first?.walk?.hitView?.accessibilityIdentifier, "round")
        let (again, _) = roundButtonApplication()
        XCTAssertEqual(try TapLab.replay(again, script: "- tap: {on: round}"), records.map(\.text))
    }

    func testAScriptsLogInJSONHasTheWalkOfEachHitTest() throws {
        // Precondition
        let (app, _) = roundButtonApplication()

        // Action
        let log = try TapLab.replay(app, script: "- tap: {on: round}", json: true)

        // Assertion
        let first = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(log[0].utf8)) as? [String: Any])
        XCTAssertEqual(first["event"] as? String, "hitTest")
        XCTAssertEqual(first["view"] as? String, "round")
        XCTAssertEqual((first["walk"] as? [Any])?.count, 3)
        XCTAssertEqual(log.count, 6)
        XCTAssertFalse(app.tracesHitTests)
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

    func testAnEmptyScriptOrAStepWithoutItsDashSaysSoInScriptTerms() {
        // Precondition
        let (app, _) = roundButtonApplication()

        // Action / Assertion
        XCTAssertThrowsError(try TapLab.replay(app, script: "")) { error in
            XCTAssertEqual("\(error)", "<script>:1:1: error: empty script: expected a list of steps such as `- tap: [x, y]`")
        }
        XCTAssertThrowsError(try TapLab.replay(app, script: "tap: [1, 2]")) { error in
            XCTAssertEqual("\(error)", "<script>:1:1: error: script must be a list ([...] or '- ' items), found a mapping")
        }
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

final class TapLabNamesTests: XCTestCase {
    /// Two buttons named `dup`, one unnamed button, two unnamed views.
    private func crowdedApplication() -> (UIApplication, [UIView]) {
        let app = TapLab.application(screen: CGSize(width: 390, height: 844))
        let root = app.keyWindow!.rootViewController!.view!
        let views = [UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
                     UIButton(frame: CGRect(x: 0, y: 200, width: 100, height: 100)),
                     UIButton(frame: CGRect(x: 0, y: 400, width: 100, height: 100)),
                     UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100)),
                     UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))]
        views[0].accessibilityIdentifier = "dup"
        views[1].accessibilityIdentifier = "dup"
        views.forEach(root.addSubview)
        return (app, views)
    }

    func testANameTwoViewsShareIsAmbiguousInAScript() {
        // Precondition
        let (app, _) = crowdedApplication()

        // Action / Assertion
        XCTAssertThrowsError(try TapLab.replay(app, script: "- tap: {on: dup}")) { error in
            XCTAssertTrue("\(error)".contains("2 views answer to 'dup' (dup, dup#2)"), "\(error)")
        }
    }

    func testAClassNameCountsEveryViewOfThatClass() {
        // Precondition
        let (app, _) = crowdedApplication()

        // Action / Assertion: three buttons, named or not.
        XCTAssertThrowsError(try TapLab.replay(app, script: "- tap: {on: UIButton}")) { error in
            XCTAssertTrue("\(error)".contains("3 views answer to 'UIButton'"), "\(error)")
        }
    }

    func testWhyOnTheOtherViewOfASharedNameSaysItIsNotTheHitView() {
        // Precondition
        let (app, views) = crowdedApplication()

        // Action: a tap on the first dup, asking about the second.
        let report = TapLab.trace(app, at: CGPoint(x: 50, y: 50), why: views[1])

        // Assertion
        XCTAssertTrue(report.hitView === views[0])
        XCTAssertTrue(report.lines.first { $0.hasPrefix("why ") }?.hasPrefix("why dup [not the hit view: more than one view is named dup]: [outside]") == true,
                      report.text)
    }
}
