import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// Scripts that cannot be played as written, and scripts read from files.
extension ScriptTimelineTests {
    // MARK: Problems

    func testMovingAFingerNeverPutDownIsAProblemAtThatStep() {
        // Given
        let steps = [ScriptStep(.down(touch: 1, at: p(0, 0)), line: 5, column: 5),
                     ScriptStep(.move(touch: 2, to: p(10, 0), duration: 0.25), line: 6, column: 5)]

        // When
        let result = Result { () throws(ScriptTimeline.Problem) in try ScriptTimeline(steps) }

        // Then
        guard case let .failure(problem) = result else { return XCTFail("the script was accepted") }
        XCTAssertEqual(problem, .fingerNotDown(touch: 2, line: 6, column: 5))
        XCTAssertEqual(problem.description, "touch 2 is not down here: add a 'down: {touch: 2, at: [x, y]}' step before it")
    }

    func testLiftingAFingerAlreadyLiftedIsAProblem() {
        // Given
        let steps = [ScriptStep(.down(touch: 1, at: p(0, 0))), ScriptStep(.up(touch: 1)),
                     ScriptStep(.up(touch: 1), line: 9, column: 7)]

        // When
        let result = Result { () throws(ScriptTimeline.Problem) in try ScriptTimeline(steps) }

        // Then
        guard case let .failure(problem) = result else { return XCTFail("the script was accepted") }
        XCTAssertEqual(problem, .fingerNotDown(touch: 1, line: 9, column: 7))
    }

    func testPuttingDownAFingerAlreadyDownIsAProblem() {
        // Given
        let steps = [ScriptStep(.down(touch: 4, at: p(0, 0))), ScriptStep(.down(touch: 4, at: p(1, 1)), line: 3, column: 5)]

        // When
        let result = Result { () throws(ScriptTimeline.Problem) in try ScriptTimeline(steps) }

        // Then
        guard case let .failure(problem) = result else { return XCTFail("the script was accepted") }
        XCTAssertEqual(problem, .fingerAlreadyDown(touch: 4, line: 3, column: 5))
        XCTAssertEqual(problem.description, "touch 4 is already down: lift it with 'up: {touch: 4}' first")
    }

    func testTheCheckerReportsAScriptProblemAtTheStepsLineAndColumn() {
        // Given
        let problem = ScriptTimeline.Problem.fingerNotDown(touch: 2, line: 6, column: 5)

        // When
        let diagnostic = ExpectationChecker.scriptDiagnostic(problem, file: "layout.yaml")

        // Then
        XCTAssertEqual(diagnostic.description,
                       "layout.yaml:6:5: error: touch 2 is not down here: add a 'down: {touch: 2, at: [x, y]}' step before it")
    }

    // MARK: From a layout file

    func testAScriptReadFromALayoutPlaysAsWritten() throws {
        // Given
        let yaml = """
            view: {id: root}
            script:
              - tap: [10, 20]
              - at: 1
                drag: {from: [0, 0], to: [10, 0], duration: 0.1}
            """
        let layout = try loadLayout(yaml)

        // When
        let result = try timeline(layout.script)

        // Then
        let began = records(result).filter { $0.phase == .began }
        XCTAssertEqual(began, [Record(t: 0, id: 1, phase: .began, x: 10, y: 20), Record(t: 1, id: 1, phase: .began, x: 0, y: 0)])
        XCTAssertEqual(round(result.endTime), 1.1)
    }

    func testAScriptFileMayBeAListOfStepsOrAMappingWithScript() throws {
        // Given
        let list = "- tap: [1, 2]\n- wait: 1\n"
        let mapping = "script:\n  - tap: [1, 2]\n  - wait: 1\n"

        // When
        let fromList = try ScriptParser.load(text: list, file: "steps.yaml")
        let fromMapping = try ScriptParser.load(text: mapping, file: "steps.yaml")

        // Then
        XCTAssertEqual(fromList.map(\.kind), [.tap(p(1, 2)), .wait(1)])
        XCTAssertEqual(fromMapping.map(\.kind), [.tap(p(1, 2)), .wait(1)])
    }

    func testAScriptFileWithProblemsListsThemAll() {
        // Given
        let text = "- tap: [1]\n- wait: -1\n- tapp: [1, 2]\n"

        // When
        let result = Result { () throws(LayoutError) in try ScriptParser.load(text: text, file: "steps.yaml") }

        // Then
        guard case let .failure(error) = result else { return XCTFail("the script was accepted") }
        XCTAssertEqual(error.diagnostics.map(\.description), [
            "steps.yaml:1:8: error: tap must have 2 numbers [x, y], found 1",
            "steps.yaml:2:9: error: wait (seconds) must be at least 0, found -1",
            "steps.yaml:3:3: error: unknown key 'tapp' in script step (did you mean 'tap'?)",
        ])
    }

    func testAScriptThatWouldMoveFingersForHoursIsRejectedBeforeItIsPlayed() {
        // Given
        let drags = String(repeating: "  - drag: {from: [0, 0], to: [10, 10], duration: 3000}\n", count: 2)
        let yaml = "view: {id: root}\nscript:\n" + drags

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:4:5: error: script moves fingers for more than 3600 s in all (the limit) by this step; shorten the durations",
        ])
    }
}
