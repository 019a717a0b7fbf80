import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// How the loader reports problems (SPEC 3, "Bad input"), beyond the golden
/// files in Malformed/: order, limits, hints and YAML's own features.
final class LayoutDiagnosticsTests: XCTestCase {

    // MARK: Format and order

    func testADiagnosticPrintsLikeACompilerError() {
        // Given
        let diagnostic = LayoutDiagnostic(file: "Layouts/a.yaml", line: 12, column: 9,
                                          problem: ValueProblem.unknownKey("colour", in: .key("view"), suggestion: .name("color")))

        // When
        let text = diagnostic.description

        // Then: the place as compilers print it, in every language
        XCTAssertEqual(text, "Layouts/a.yaml:12:9: error: " + diagnostic.problem.english)
        XCTAssertTrue(diagnostic.description(in: .zh).hasPrefix("Layouts/a.yaml:12:9: 错误: "))
    }

    func testEveryProblemInAFileIsReportedFromTheTopDown() {
        // Given
        let yaml = """
            firstResponder: nobody
            view:
              id: root
              subviews:
                - {id: a, frame: [0, 0, 10]}
                - {id: a, alpha: 2}
            """

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:1:17: error: firstResponder names unknown id 'nobody'",
            "test.yaml:5:22: error: frame must have 4 numbers [x, y, width, height], found 3",
            "test.yaml:6:12: error: duplicate id 'a' (first used at line 5, column 12)",
            "test.yaml:6:22: error: alpha must be at most 1, found 2",
        ])
    }

    func testAfterAHundredProblemsTheRestAreCountedNotListed() {
        // Given
        let views = (1...150).map { _ in "    - {frame: [0, 0, 1, 1]}" }.joined(separator: "\n")
        let yaml = "view:\n  id: root\n  subviews:\n" + views + "\n"

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems.count, 101)
        XCTAssertEqual(problems.first, "test.yaml:4:7: error: every view needs an 'id' (it names the view in traces and logs)")
        XCTAssertEqual(problems.last, "test.yaml:103:7: error: too many errors: 50 more not shown (the limit is 100)")
    }

    // MARK: Did you mean

    func testASwapOfTwoNeighbouringLettersCountsAsOneTypo() {
        // Given
        let typos = ["veiw", "feild", "mian", "colro"]

        // When
        let hints = typos.map { didYouMean($0, among: ["view", "field", "main", "color", "frame"]) }

        // Then
        XCTAssertEqual(hints, [" (did you mean 'view'?)", " (did you mean 'field'?)",
                               " (did you mean 'main'?)", " (did you mean 'color'?)"])
        XCTAssertEqual(editDistance("veiw", "view"), 1)
        XCTAssertEqual(editDistance("kitten", "sitting"), 3)
    }

    func testAWordFarFromEveryCandidateGetsNoHint() {
        // Given
        let word = "banana"

        // When
        let hint = didYouMean(word, among: ["view", "frame", "color"])

        // Then
        XCTAssertEqual(hint, "")
    }

    func testAHintBetweenTwoEquallyCloseIdsIsTheSameEveryTime() {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: button, frame: [0, 0, 10, 10]}
                - {id: baton, frame: [0, 10, 10, 10]}
            expect:
              - hit: {at: [5, 5], view: buton}
            """

        // When
        let runs = Set((1...20).map { _ in diagnostics(of: yaml) })

        // Then
        XCTAssertEqual(runs, [["test.yaml:7:29: error: hit expectation names unknown id 'buton' (did you mean 'baton'?)"]],
                       "ids are offered in sorted order, not the dictionary's")
    }

    // MARK: Numbers

    func testYAMLsSpecialFloatsAreNamedAsNotFinite() {
        // Given
        let spellings = [".nan", ".NaN", ".inf", "-.inf", "+.Inf"]

        // When
        let problems = spellings.map { diagnostics(of: "view: {id: root, alpha: \($0)}") }

        // Then
        for (spelling, problem) in zip(spellings, problems) {
            XCTAssertEqual(problem, ["test.yaml:1:25: error: alpha must be a finite number, found '\(spelling)'"])
        }
    }

    func testAQuotedNumberIsTextNotANumber() {
        // Given
        let yaml = "view: {id: root, alpha: \"0.5\"}"

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, ["test.yaml:1:25: error: alpha must be a number, found '0.5'"])
    }

    func testAMissingValueIsCalledNothing() {
        // Given
        let yaml = "view:\n  id: root\n  frame:\n  alpha: null\n"

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:3:9: error: frame must be 4 numbers [x, y, width, height], found nothing",
            "test.yaml:4:10: error: alpha must be a number, found nothing",
        ])
    }

    // MARK: YAML features

    func testAliasesOfPlainValuesSuchAsAFrameOrAColourAreFine() throws {
        // Given
        let yaml = """
            view:
              id: root
              color: &brand "#007aff"
              subviews:
                - {id: a, frame: &box [0, 0, 10, 10], color: *brand}
                - {id: b, frame: *box}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(layout.view("b")?.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(layout.view("a")?.backgroundColor, layout.view("root")?.backgroundColor)
    }

    func testAViewReusedThroughAnAliasIsReportedOnceAtItsDefinition() {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - &card {id: card, frame: [0, 0, 10, 10]}
                - *card
                - *card
            """

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:4:7: error: this view is used again through a YAML alias; a view appears once in the tree (its id is unique), so write it out again with its own id",
        ])
    }

    func testABillionLaughsOfViewsIsRejectedAtOnce() {
        // Given
        var lines = ["view:", "  id: root", "  subviews:", "    - &v0 {id: v0}"]
        for level in 1...12 {
            let aliases = Array(repeating: "*v\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("    - &v\(level) {id: v\(level), subviews: [\(aliases)]}")
        }
        let yaml = lines.joined(separator: "\n")

        // When
        let started = Date()
        let problems = diagnostics(of: yaml)
        let elapsed = Date().timeIntervalSince(started)

        // Then
        XCTAssertLessThan(elapsed, 5, "10^12 views once expanded")
        XCTAssertEqual(problems.count, 12, "one per reused view")
        XCTAssertTrue(problems.allSatisfy { $0.contains("used again through a YAML alias") })
    }

    func testADuplicateKeyIsReportedWhereItIsWrittenTheSecondTime() {
        // Given
        let yaml = """
            view:
              id: root
              color: "#fff"
              subviews: []
              color: "#000"
            """

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, ["test.yaml:5:3: error: duplicate key 'color': it is already set at line 3, column 3"])
    }

    func testATabWhereYAMLExpectsIndentationIsNamed() {
        // Given
        let yaml = "view:\n\tid: root\n"

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, ["test.yaml:2:1: error: invalid YAML: a tab character here; YAML indents with spaces only"])
    }

    func testAnUnclosedFlowListSaysWhereTheListStarted() {
        // Given
        let yaml = "view:\n  id: root\n  frame: [0, 0, 1, 1\n  color: red\n"

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:4:8: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence that starts at line 3, column 10)",
        ])
    }

    func testAFileThatIsOnlyCommentsIsEmpty() {
        // Given
        let yaml = "# nothing here yet\n\n"

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, ["test.yaml:1:1: error: empty layout: expected a mapping with at least 'view' or 'windows'"])
    }

    // MARK: Files

    func testAMissingFileIsADiagnosticNotACrash() {
        // Given
        let path = "/nonexistent/taplab/layout.yaml"

        // When
        let result = Result { () throws(LayoutError) in try LayoutLoader.load(path: path) }

        // Then
        guard case let .failure(error) = result else { return XCTFail("a missing file loaded") }
        XCTAssertEqual(error.description, "/nonexistent/taplab/layout.yaml:1:1: error: no such file")
    }

    func testAFileThatIsNotUTF8IsRejected() throws {
        // Given
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("taplab-latin1-\(UUID().uuidString).yaml")
        try Data([0x74, 0x69, 0x74, 0x6c, 0x65, 0x3a, 0x20, 0xe9, 0xff, 0x0a]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        // When
        let result = Result { () throws(LayoutError) in try LayoutLoader.load(path: url.path) }

        // Then
        guard case let .failure(error) = result else { return XCTFail("a Latin-1 file loaded") }
        XCTAssertEqual(error.diagnostics.map(\.message), ["file is not UTF-8 text"])
    }

    func testAUIKitPropertyNameIsAnsweredWithTheLayoutKeyItIs() throws {
        // Given a view written the way an iOS developer names its background colour
        let yaml = """
        view:
          id: root
          subviews:
            - {id: b, class: button, frame: [0, 0, 100, 40], backgroundColor: "#ff0000"}
        """
        // When it is loaded
        // Then the error names the layout's key for it
        XCTAssertThrowsError(try LayoutLoader.load(text: yaml, file: "new.yaml")) { error in
            XCTAssertTrue("\(error)".contains("unknown key 'backgroundColor' in view (did you mean 'color'? backgroundColor is UIKit's name for it)"), "\(error)")
        }
    }

    func testATitleNamesAnyViewInPicturesAndIsNotAButtonsText() throws {
        // Given a button with a title (SPEC 13: a name drawn top left) and its text
        let yaml = """
        view:
          id: root
          subviews:
            - {id: b, class: button, frame: [0, 0, 100, 40], title: Buy button, text: Buy}
        """
        // When it is loaded
        let layout = try LayoutLoader.load(text: yaml, file: "new.yaml")
        // Then the title names the view, the text is the button's own
        XCTAssertEqual(layout.view("b")?.caption, "Buy button")
        XCTAssertEqual((layout.view("b") as? UIButton)?.title, "Buy")
    }
}
