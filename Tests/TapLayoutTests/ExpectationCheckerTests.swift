import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// `expect:` (SPEC 3, "Expectations"): they pass on a correct layout, and fail
/// with a diagnostic at the expectation's own line and column when the layout
/// does not do what they say.
final class ExpectationCheckerTests: XCTestCase {
    /// Two overlapping buttons in a green card; button2 is added last, so in
    /// front. They overlap around (200, 260) on the screen.
    static let overlapping = """
        title: Overlapping buttons
        view:
          id: root
          subviews:
            - id: green
              frame: [20, 120, 350, 300]
              subviews:
                - {id: button1, class: button, frame: [40, 60, 200, 120]}
                - {id: button2, class: button, frame: [150, 120, 150, 100]}
        script:
          - tap: [200, 260]
        expect:
          - hit: {at: [200, 260], view: button2}
          - hit: {at: [70, 200], view: button1}
          - hit: {at: [30, 130], view: green}
          - hit: {at: [5, 5], view: root}
          - chain: {from: button2, is: [button2, green, root, rootVC, main, application, appDelegate]}
          - log: [hitTest 1 -> button2, touchesBegan button2, control button2 touchDown, control button2 touchUpInside]
          - notInLog: [touchesBegan button1, control button1 touchUpInside]
        """

    /// The same layout with the two buttons' lines (8 and 9) swapped: button1 now in front.
    static var flipped: String {
        var lines = overlapping.components(separatedBy: "\n")
        lines.swapAt(7, 8)
        return lines.joined(separator: "\n")
    }

    private func check(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        ExpectationChecker.check(try loadLayout(yaml, file: file, line: line)).map(\.description)
    }

    // MARK: Passing

    func testEveryKindOfExpectationPassesOnACorrectLayout() throws {
        // Given
        let yaml = Self.overlapping

        // When
        let problems = try check(yaml)

        // Then
        XCTAssertEqual(problems, [])
    }

    func testALayoutWithoutExpectationsHasNothingToFail() throws {
        // Given
        let yaml = "view: {id: root}\nscript:\n  - tap: [1, 1]\n"

        // When
        let problems = try check(yaml)

        // Then
        XCTAssertEqual(problems, [])
    }

    func testAHitExpectationOfNullPassesWhereNoViewIsHit() throws {
        // Given
        let yaml = """
            screen: {width: 390, height: 844}
            view: {id: root}
            expect:
              - hit: {at: [500, 900], view: null}
            """

        // When
        let problems = try check(yaml)

        // Then
        XCTAssertEqual(problems, [])
    }

    // MARK: Failing

    func testFlippingTheSiblingOrderMakesTheHitExpectationFailAtItsLineAndColumn() throws {
        // Given
        let flipped = Self.flipped
        let views = try XCTUnwrap(flipped.components(separatedBy: "script:").first)
        XCTAssertGreaterThan(try XCTUnwrap(views.range(of: "{id: button1")?.lowerBound),
                             try XCTUnwrap(views.range(of: "{id: button2")?.lowerBound), "button1 is now added last")

        // When
        let problems = try check(flipped).filter { !$0.contains("log line") }

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:13:5: error: expected the touch at (200, 260) to hit button2, but it hit button1 (see 'taplab trace test.yaml --at 200,260')",
        ], "the hits outside the overlap still pass")
    }

    func testFlippingTheSiblingOrderAlsoFailsTheLogExpectationsThatFollowFromIt() throws {
        // Given
        let flipped = Self.flipped

        // When
        let problems = try check(flipped)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:13:5: error: expected the touch at (200, 260) to hit button2, but it hit button1 (see 'taplab trace test.yaml --at 200,260')",
            "test.yaml:18:5: error: log line 'hitTest 1 -> button2' not found (see 'taplab replay test.yaml')",
            "test.yaml:19:5: error: log line 'touchesBegan button1' should not occur, but it does (see 'taplab replay test.yaml')",
            "test.yaml:19:5: error: log line 'control button1 touchUpInside' should not occur, but it does (see 'taplab replay test.yaml')",
        ])
    }

    func testAHitExpectationOnAHiddenViewFailsAndNamesTheViewThatWasHit() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: ghost, frame: [0, 0, 100, 100], hidden: true}
            expect:
                - hit: {at: [50, 50], view: ghost}
            """

        // When
        let problems = try check(yaml)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:6:7: error: expected the touch at (50, 50) to hit ghost, but it hit root (see 'taplab trace test.yaml --at 50,50')",
        ])
    }

    func testAHitExpectationOfNullFailsWhenAViewIsHit() throws {
        // Given
        let yaml = """
            view: {id: root}
            expect:
              - hit: {at: [10.5, 20.25], view: null}
            """

        // When
        let problems = try check(yaml)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:3:5: error: expected the touch at (10.5, 20.25) to hit no view, but it hit root (see 'taplab trace test.yaml --at 10.5,20.25')",
        ])
    }

    func testAChainExpectationFailsWithTheExpectedAndTheActualChain() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: button, class: button, controller: buttonVC}
            expect:
              - chain: {from: button, is: [button, root, rootVC, main, application, appDelegate]}
            """

        // When
        let problems = try check(yaml)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:6:5: error: expected the chain from button to be [button, root, rootVC, main, application, appDelegate], "
                + "but it is [button, buttonVC, root, rootVC, main, application, appDelegate]",
        ])
    }

    func testAChainExpectationFromARecognizerFailsBecauseItIsNotAResponder() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures: [{id: tap, type: tap}]
            expect:
              - chain: {from: tap, is: [tap]}
            """

        // When
        let problems = try check(yaml)

        // Then
        XCTAssertEqual(problems, ["test.yaml:5:5: error: chain expectation: 'tap' is not a responder"])
    }

    func testALogExpectationFailsAtTheFirstLineMissingInOrderAndSaysWhatItFollows() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews: [{id: button, class: button, frame: [0, 0, 100, 100]}]
            script:
              - tap: [50, 50]
            expect:
              - log: [touchesBegan button, control button touchUpInside, control button touchDown]
            """

        // When
        let problems = try check(yaml)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:7:5: error: log line 'control button touchDown' not found after 'control button touchUpInside' (see 'taplab replay test.yaml')",
        ])
    }

    func testANotInLogExpectationFailsForEachForbiddenLineThatOccurs() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews: [{id: card, frame: [0, 0, 100, 100]}]
            script:
              - tap: [50, 50]
            expect:
              - notInLog: [touchesBegan card, touchesCancelled card, touchesEnded root]
            """

        // When
        let problems = try check(yaml)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:7:5: error: log line 'touchesBegan card' should not occur, but it does (see 'taplab replay test.yaml')",
            "test.yaml:7:5: error: log line 'touchesEnded root' should not occur, but it does (see 'taplab replay test.yaml')",
        ])
    }

    func testAGestureThatTakesTheTouchShowsInTheLogAndCancelsTheView() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: card
                  frame: [0, 0, 200, 200]
                  gestures: [{id: pan, type: pan}]
            script:
              - drag: {from: [20, 100], to: [180, 100], duration: 0.3}
            expect:
              - log: [touchesBegan card, gesture pan began, touchesCancelled card, action pan, gesture pan ended]
              - notInLog: [touchesEnded card]
            """

        // When
        let problems = try check(yaml)

        // Then
        XCTAssertEqual(problems, [])
    }

    func testTheSameGestureWithCancelsTouchesInViewOffLetsTheViewSeeTheTouchEnd() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: card
                  frame: [0, 0, 200, 200]
                  gestures: [{id: pan, type: pan, cancelsTouchesInView: false}]
            script:
              - drag: {from: [20, 100], to: [180, 100], duration: 0.3}
            expect:
              - notInLog: [touchesCancelled card]
              - log: [touchesEnded card]
            """

        // When
        let problems = try check(yaml)

        // Then
        XCTAssertEqual(problems, [])
    }

    func testProblemsAreReportedForEveryFailingExpectationInFileOrder() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews: [{id: a, frame: [0, 0, 10, 10]}, {id: b, frame: [20, 0, 10, 10]}]
            expect:
              - hit: {at: [5, 5], view: b}
              - hit: {at: [25, 5], view: a}
              - chain: {from: a, is: [a]}
            """

        // When
        let problems = try check(yaml)

        // Then
        XCTAssertEqual(problems.map { $0.components(separatedBy: ": error:")[0] }, ["test.yaml:5:5", "test.yaml:6:5", "test.yaml:7:5"])
    }

    func testAnExpectedLineWithoutValuesMatchesTheLoggedLineWithValues() throws {
        // Given: a pan whose lines end with translation and velocity
        let yaml = """
            view:
              id: root
              gestures: [{id: pan, type: pan}]
            script:
              - drag: {from: [100, 100], to: [100, 220], duration: 0.3}
            expect:
              - log: [gesture pan began, "gesture pan ended translation=0,120 velocity=0,400"]
              - notInLog: [gesture pan failed, "gesture pan ended translation=0,100"]
            """

        // When
        let problems = try check(yaml)

        // Then
        XCTAssertEqual(problems, [])
    }

    func testAnExpectedLineWithOtherValuesDoesNotMatch() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures: [{id: pan, type: pan}]
            script:
              - drag: {from: [100, 100], to: [100, 220], duration: 0.3}
            expect:
              - log: ["gesture pan ended translation=0,100"]
              - notInLog: [gesture pan began]
            """

        // When
        let problems = try check(yaml)

        // Then
        XCTAssertEqual(problems.count, 2, problems.joined(separator: "\n"))
    }
}
