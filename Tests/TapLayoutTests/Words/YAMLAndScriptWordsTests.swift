import Foundation
import XCTest
import TapKit
import TapExplain
@testable import TapLayout

/// Bad layouts, scripts and paths are told as typed problems (`ValueProblem`,
/// `ComposeProblem`, `ScriptProblem`, …) worded in the reader's language:
/// each diagnostic keeps its problem as a value, and its Chinese wording is
/// Chinese, not the English sentence.
final class YAMLAndScriptWordsTests: XCTestCase {
    /// The diagnostics `yaml` is rejected with (none when it loads).
    private func rejections(_ yaml: String) -> [LayoutDiagnostic] {
        do {
            _ = try LayoutLoader.load(text: yaml, file: "test.yaml")
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// The diagnostics a separate script file is rejected with.
    private func scriptRejections(_ yaml: String) -> [LayoutDiagnostic] {
        do {
            _ = try ScriptFile.load(text: yaml, file: "steps.yaml")
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// Whether `text` holds a CJK ideograph.
    static func hasChinese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    private func assertWordedInChinese(_ d: LayoutDiagnostic?, file: StaticString = #filePath, line: UInt = #line) {
        guard let d else { return XCTFail("no diagnostic", file: file, line: line) }
        let chinese = d.message(in: .zh)
        XCTAssertNotEqual(chinese, d.message, file: file, line: line)
        XCTAssertTrue(Self.hasChinese(chinese), chinese, file: file, line: line)
        XCTAssertTrue(d.description(in: .zh).contains(": 错误: ") || d.description(in: .zh).contains(": 注: "),
                      d.description(in: .zh), file: file, line: line)
    }

    // MARK: Values

    func testAnUnknownKeyIsAValueProblemWithItsSuggestion() {
        // Given
        let yaml = "view: {id: root, colour: red}\n"

        // When
        let d = rejections(yaml).first

        // Then
        XCTAssertEqual(d?.problem as? ValueProblem, .unknownKey("colour", in: .key("view"), suggestion: .name("color")))
        XCTAssertEqual(d?.message, "unknown key 'colour' in view (did you mean 'color'?)")
        XCTAssertEqual(d?.message(in: .zh), "view 里有未知的键 'colour'（是不是 'color'？）")
        assertWordedInChinese(d)
    }

    func testAWordWhereANumberGoesSaysWhatWasFound() {
        // Given
        let yaml = "view: {id: root, alpha: half}\n"

        // When
        let d = rejections(yaml).first

        // Then
        XCTAssertEqual(d?.problem as? ValueProblem, .notNumber(.key("alpha"), found: .text("half")))
        XCTAssertEqual(d?.message, "alpha must be a number, found 'half'")
        XCTAssertEqual(d?.message(in: .zh), "alpha 必须是数字，实际是 'half'")
    }

    func testANegativeFrameAndAFullWidthCommaAreTypedWithTheirNumbers() {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: a, frame: [0, 0, -1, 10]}
                - {id: b, frame: [20，100, 1, 1]}
            """

        // When
        let problems = rejections(yaml).map { $0.problem as? ValueProblem }

        // Then
        XCTAssertEqual(problems, [
            .negativeFrameSize(.key("frame"), width: -1, height: 10),
            .wrongCount(.key("frame"), count: 4, shape: "[x, y, width, height]", items: 3,
                        typo: FullWidthTypo(item: "20，100", mark: "，", ascii: ",")),
        ])
        assertWordedInChinese(rejections(yaml).last)
    }

    func testAMalformedColourEmbedsItsColorProblem() {
        // Given
        let yaml = "view: {id: root, color: '#ggg'}\n"

        // When
        let d = rejections(yaml).first

        // Then
        XCTAssertEqual(d?.problem as? ValueProblem, .badColor(.key("color"), .malformed("#ggg")))
        XCTAssertEqual(d?.message, "color: malformed colour '#ggg': use #rgb, #rrggbb or #rrggbbaa with hex digits")
        assertWordedInChinese(d)
    }

    // MARK: The file as a whole

    func testAProblemUsedAgainThroughAnAliasHasATypedNote() {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: a, frame: &f [0, 0, -1, 1]}
                - {id: b, frame: *f}
            """

        // When
        let found = rejections(yaml)

        // Then
        XCTAssertEqual(found.map(\.severity), [.error, .note])
        XCTAssertEqual(found.last?.problem as? ReaderProblem, .usedAgain(anchor: "f"))
        XCTAssertEqual(found.last?.message, "used again here through the alias *f")
        assertWordedInChinese(found.last)
    }

    func testProblemsPastTheLimitAreCountedInATypedLastLine() {
        // Given
        let views = (0..<(YAMLReader.maxDiagnostics + 5)).map { "    - {id: v\($0), alpha: x}" }
        let yaml = "view:\n  id: root\n  subviews:\n" + views.joined(separator: "\n") + "\n"

        // When
        let last = rejections(yaml).last

        // Then
        XCTAssertEqual(last?.problem as? ReaderProblem, .tooManyErrors(notShown: 5, limit: YAMLReader.maxDiagnostics))
        XCTAssertEqual(last?.message, "too many errors: 5 more not shown (the limit is 100)")
        assertWordedInChinese(last)
    }

    func testAKeyWrittenTwiceIsAComposeProblem() throws {
        // Given
        let yaml = "view: {id: root}\nview: {id: other}\n"

        // When
        let result = Result { () throws(YAMLProblem) in try YAMLComposer.compose(yaml) }

        // Then
        guard case let .failure(problem) = result else { return XCTFail("composed") }
        XCTAssertEqual(problem.problem, .duplicateKey("view", first: Mark(line: 1, column: 1)))
        let d = problem.diagnostic(file: "test.yaml")
        XCTAssertEqual(d.description, "test.yaml:2:1: error: duplicate key 'view': it is already set at line 1, column 1")
        assertWordedInChinese(d)
    }

    func testATabIsAComposeProblem() {
        // Given
        let yaml = "view:\n\tid: root\n"

        // When
        let result = Result { () throws(YAMLProblem) in try YAMLComposer.compose(yaml) }

        // Then
        guard case let .failure(problem) = result else { return XCTFail("composed") }
        XCTAssertEqual(problem.problem, .tab)
        assertWordedInChinese(problem.diagnostic(file: "test.yaml"))
    }

    // MARK: Scripts

    func testAMisspeltStepIsNamedAsAScriptStepInEachLanguage() {
        // Given
        let yaml = "- tpa: [1, 1]\n"

        // When
        let d = scriptRejections(yaml).first

        // Then
        XCTAssertEqual(d?.problem as? ValueProblem, .unknownKey("tpa", in: .scriptStep, suggestion: .name("tap")))
        XCTAssertEqual(d?.message, "unknown key 'tpa' in script step (did you mean 'tap'?)")
        XCTAssertEqual(d?.message(in: .zh), "脚本步骤里有未知的键 'tpa'（是不是 'tap'？）")
    }

    func testScriptProblemsAreTyped() {
        // Given
        let empty = "# nothing yet\n"
        let noTouch = "- down: {at: [1, 1]}\n"
        let negativeWait = "- wait: -1\n"

        // When
        let found = [empty, noTouch, negativeWait].map { scriptRejections($0).first }

        // Then
        XCTAssertEqual(found[0]?.problem as? ScriptProblem, .empty)
        XCTAssertEqual(found[1]?.problem as? ScriptProblem, .needsTouch)
        XCTAssertEqual(found[2]?.problem as? ValueProblem, .belowMinimum(.waitSeconds, minimum: 0, written: "-1"))
        XCTAssertEqual(found[2]?.message, "wait (seconds) must be at least 0, found -1")
        for d in found { assertWordedInChinese(d) }
    }

    func testAFingerLiftedThatIsNotDownIsATypedTimelineProblem() throws {
        // Given
        let steps = try ScriptFile.load(text: "- up: {touch: 2}\n", file: "steps.yaml")

        // When
        let result = Result { () throws(ScriptTimeline.Problem) in try ScriptTimeline(steps) }

        // Then
        guard case let .failure(problem) = result else { return XCTFail("played") }
        let d = ExpectationChecker.scriptDiagnostic(problem, file: "steps.yaml")
        XCTAssertEqual(d.problem as? ScriptTimeline.Problem, .fingerNotDown(touch: 2, line: 1, column: 3))
        assertWordedInChinese(d)
    }

    func testAnExpectationThatFailsIsATypedProblem() throws {
        // Given
        let layout = try LayoutLoader.load(text: """
            view:
              id: root
              subviews:
                - {id: button, class: button, frame: [0, 0, 100, 100]}
            expect:
              - hit: {at: [200, 200], view: button}
              - log: [touchesBegan nobody]
            script:
              - tap: [50, 50]
            """, file: "test.yaml")

        // When
        let problems = ExpectationChecker.check(layout)

        // Then
        XCTAssertEqual(problems.map { $0.problem as? ExpectationProblem }, [
            .hitMismatch(at: CGPoint(x: 200, y: 200), expected: "button", actual: "root", file: "test.yaml"),
            .logLineMissing("touchesBegan nobody", after: nil, file: "test.yaml"),
        ])
        for d in problems { assertWordedInChinese(d) }
    }

    // MARK: Paths

    func testPathDataAndFilePathsSayWhyInEachLanguage() {
        // Given
        let data = "M0 0 L"

        // When
        let error = Result { () throws(SVGPathError) in try SVGPathParser.parse(data) }
        let missing = PathProblem.of("/no/such/folder/layout.yaml")

        // Then
        guard case let .failure(e) = error else { return XCTFail("parsed") }
        XCTAssertEqual(e, SVGPathError(offset: 6, problem: .numberAfter("L")))
        XCTAssertEqual(e.message, "expected a number after 'L' at offset 6")
        XCTAssertTrue(Self.hasChinese(e.text(in: .zh)), e.text(in: .zh))
        XCTAssertEqual(missing, .noSuchFile(lookedIn: nil))
        XCTAssertEqual(PathProblem.of("/no/such/folder", folderToo: true), .noSuchFileOrFolder(lookedIn: nil))
        XCTAssertEqual(missing?.text(in: .zh), "没有这个文件")
    }
}
