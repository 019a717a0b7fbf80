import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// A `why:` expectation's `fixChecked` (SPEC 14): `taplab check` replays the
/// answer's first fix on a fresh copy of the layout and compares what that
/// showed.
final class ExpectationCheckerFixCheckedTests: XCTestCase {
    /// A disabled button: enabling it is a change TapLab makes and replays.
    private func layout(fixChecked: String) -> String {
        """
        view:
          id: root
          subviews:
            - {id: save, class: button, frame: [20, 80, 350, 60], enabled: false}
        script:
          - tap: [195, 110]
        expect:
          - why: {view: save, rule: disabledControl, culprit: save, fixChecked: \(fixChecked)}
        """
    }

    func testAFixThatWorksWhenReplayedPassesFixCheckedWorks() throws {
        // Precondition
        let loaded = try loadLayout(layout(fixChecked: "works"))

        // Action
        let problems = ExpectationChecker.check(loaded)

        // Assertion
        XCTAssertEqual(problems.count, 0)
    }

    func testAnExpectationOfNextFailsNamingWhatTheReplayShowed() throws {
        // Precondition
        let loaded = try loadLayout(layout(fixChecked: "next"))

        // Action
        let problems = ExpectationChecker.check(loaded)

        // Assertion
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(problems.first?.problem as? ExpectationProblem,
                       .whyMismatch(view: "save", expected: .init(rule: "disabledControl", culprit: "save", fixChecked: "next"),
                                    actual: .init(rule: "disabledControl", culprit: "save", fixChecked: "works"), file: Self.layoutFileName))
    }

    func testAValueOutsideTheFourIsALayoutError() {
        // Precondition
        let yaml = layout(fixChecked: "maybe")

        // Action
        let result = Result { try LayoutLoader.load(text: yaml, file: Self.layoutFileName) }

        // Assertion
        guard case let .failure(error as LayoutError) = result else { return XCTFail("'maybe' was accepted") }
        XCTAssertEqual(error.diagnostics.first?.line, 8)
    }
}
