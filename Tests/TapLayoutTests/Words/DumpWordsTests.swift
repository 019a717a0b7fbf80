import Foundation
import TapExplain
import XCTest
import TapWordsTestSupport
@testable import TapLayout

/// Bad dumps of every kind keep their problems as typed values, and those
/// read in Chinese when printed for a Chinese reader.
final class DumpWordsTests: XCTestCase {
    func testJSONSyntaxErrorsAreTypedAndWordedInChinese() throws {
        let cases: [(String, JSONSyntaxProblem)] = [
            ("hello", .expectedValue(found: .character("h"))),
            ("\n", .expectedValue(found: .endOfFile)),
            (#"{"format": "taplab-dump", "version": 1,}"#, .trailingComma),
            (#"{"id": "a\qb"}"#, .invalidEscape(found: .character("q"))),
            ("{\"id\": \"a\\\nb\"}", .invalidEscape(found: .lineBreak)),
            (#"{"version": 1e999}"#, .numberOutOfRange("1e999")),
            (#"{"version": 01}"#, .numberLeadingZero),
        ]
        for (text, expected) in cases {
            let diagnostic = try XCTUnwrap(jsonErrors(text).first, text)
            XCTAssertEqual(diagnostic.problem as? JSONSyntaxProblem, expected, text)
            assertChinese(diagnostic)
            XCTAssertTrue(diagnostic.message(in: .zh).hasPrefix("无效的 JSON："), diagnostic.message(in: .zh))
        }
    }

    func testABackslashBeforeALineBreakIsNamedAsSuch() throws {
        let diagnostic = try XCTUnwrap(jsonErrors("{\"id\": \"a\\\nb\"}").first)
        XCTAssertEqual(diagnostic.message, "invalid JSON: invalid escape: '\\' before a line break in a string")
    }

    func testWrongValuesInAHelperDumpAreTypedWithTheObjectTheyAreIn() throws {
        let nullAlpha = HandWrittenDump.valid.replacingOccurrences(of: #""alpha": 1,"#, with: #""alpha": null,"#)
        let alpha = try XCTUnwrap(jsonErrors(nullAlpha).first)
        XCTAssertEqual(alpha.problem as? JSONDumpProblem,
                       .wrongType(key: "alpha", in: .window("UIWindow-0x10"), expected: .number, found: .null))
        XCTAssertEqual(alpha.message, "'alpha' in window UIWindow-0x10 must be a number, found null (the app had NaN or infinity here)")
        assertChinese(alpha)
        XCTAssertTrue(alpha.message(in: .zh).contains("NaN"), alpha.message(in: .zh))

        let version = HandWrittenDump.valid.replacingOccurrences(of: #""version": 1"#, with: #""version": 7"#)
        let unsupported = try XCTUnwrap(jsonErrors(version).first)
        XCTAssertEqual(unsupported.problem as? JSONDumpProblem, .unsupportedVersion(7, newest: TapLabDumpJSONReader.version))
        assertChinese(unsupported)

        let gesture = HandWrittenDump.valid.replacingOccurrences(
            of: #""id": "login", "#, with: #""id": "login", "gestures": [{"class": "UITapGestureRecognizer", "type": "tapp"}], "#)
            .replacingOccurrences(of: #""gestures": [], "overrides": [], "subviews": []"#, with: #""overrides": [], "subviews": []"#)
        let types = TapLabDumpJSONReader.gestureTypes
        let unknownType = try XCTUnwrap(jsonErrors(gesture).first { $0.message.hasPrefix("unknown gesture type") })
        XCTAssertEqual(unknownType.problem as? JSONDumpProblem,
                       .unknownGestureType("tapp", in: .namedView("login"), .name("tap"), types: types))
        assertChinese(unknownType)
        XCTAssertTrue(unknownType.message(in: .zh).contains("（是不是 'tap'？）"), unknownType.message(in: .zh))
    }

    func testAnUnknownKeyInAHelperDumpIsATypedWarningWithItsSuggestion() throws {
        let text = HandWrittenDump.valid.replacingOccurrences(of: #""level": 1000, "#, with: #""level": 1000, "hiden": true, "#)
        let dump = try TapLabDumpJSONReader.read(text: text, file: "dump.json")
        let warning = try XCTUnwrap(dump.warnings.first)
        XCTAssertEqual(warning.problem as? JSONDumpProblem, .unknownKey("hiden", in: .window("UIWindow-0x10"), .name("hidden")))
        XCTAssertEqual(warning.description(in: .zh),
                       "dump.json:\(warning.line):\(warning.column): 警告: UIWindow-0x10 窗口中的未知键 'hiden' 已忽略（是不是 'hidden'？）")
    }

    func testRecursiveDescriptionProblemsAreTyped() throws {
        let badAlpha = "<UIView: 0x1; frame = (0 0; 10 10); alpha = 2; layer = <CALayer: 0x2>>"
        let alpha = try XCTUnwrap(descriptionErrors(badAlpha).first)
        XCTAssertEqual(alpha.problem as? DescriptionProblem, .badAlpha("2"))
        assertChinese(alpha)

        let presponder = "(lldb) presponder 0x1\n<UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>\n"
        let chain = try XCTUnwrap(descriptionErrors(presponder).first)
        XCTAssertEqual(chain.problem as? DescriptionProblem, .presponderOutput)
        assertChinese(chain)

        let controllers = "<UINavigationController 0x7f9c2a80a600>, state: appeared, view: <UILayoutContainerView 0x7f9c2a50b3a0>"
        let only = try XCTUnwrap(descriptionErrors(controllers).first)
        XCTAssertEqual(only.problem as? DescriptionProblem, .controllersOnly)
        assertChinese(only)
    }

    func testRecursiveDescriptionWarningsAreTyped() throws {
        let text = """
        <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
           |    |    | <UIView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>
        <UINavigationController 0x99>, state: appeared, view: <UILayoutContainerView 0x98>
        """
        let dump = try RecursiveDescriptionReader.read(text, file: "dump.txt")
        let problems = dump.warnings.compactMap { $0.problem as? DescriptionProblem }
        XCTAssertTrue(problems.contains(.jumpsLevels(3, above: 0)), "\(problems)")
        XCTAssertTrue(problems.contains(.controllersWithoutViews(missing: 1, total: 1)), "\(problems)")
        for warning in dump.warnings { assertChinese(warning) }
    }

    func testPlannerWarningsAndErrorsAreTyped() throws {
        let single = try DumpReader.importLayout("<UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>", file: "dump.txt")
        XCTAssertEqual(single.warnings.map { $0.problem as? DumpPlanProblem }, [.singleView])
        for warning in single.warnings { assertChinese(warning) }

        let negative = "<UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>\n   | <UIView: 0x3; frame = (0 0; -5 10); layer = <CALayer: 0x4>>"
        do {
            _ = try DumpReader.importLayout(negative, file: "dump.txt")
            XCTFail("a negative size was imported")
        } catch {
            let diagnostic = try XCTUnwrap(error.diagnostics.first)
            XCTAssertEqual(diagnostic.problem as? DumpPlanProblem, .negativeSize(className: "UIView", address: "0x3", width: -5, height: 10))
            assertChinese(diagnostic)
        }
    }

    func testTheLineCountingErrorsPastTheLimitIsTyped() throws {
        let lines = (0..<(YAMLReader.maxDiagnostics + 5)).map { "<UIView: 0x\($0 + 1); frame = (0 0; 10 10); alpha = 9; layer = <CALayer: 0x0>>" }
        let errors = descriptionErrors(lines.joined(separator: "\n"))
        XCTAssertEqual(errors.count, YAMLReader.maxDiagnostics + 1)
        let last = try XCTUnwrap(errors.last)
        XCTAssertEqual(last.problem as? DumpProblem, .tooManyErrors(more: 5, limit: YAMLReader.maxDiagnostics))
        XCTAssertEqual(last.message, "too many errors: 5 more not shown (the limit is 100)")
        assertChinese(last)
    }

    func testSuggestionsReadAsDidYouMeanDoes() {
        let candidates = ["color", "hidden", "interaction", "text", "clips"]
        for word in ["colour", "hiden", "isHidden", "userInteractionEnabled", "zzzzzz", "", "Text", "x"] {
            XCTAssertEqual(NameSuggestion(word, among: candidates).english, didYouMean(word, among: candidates), word)
        }
        XCTAssertEqual(NameSuggestion("isHidden", among: candidates), .uikitName(key: "hidden", uikit: "isHidden"))
        XCTAssertEqual(NameSuggestion("zzzzzz", among: candidates), NameSuggestion.none)
    }

    private func jsonErrors(_ text: String) -> [LayoutDiagnostic] {
        do {
            _ = try TapLabDumpJSONReader.read(text: text, file: "dump.json")
            return []
        } catch {
            return error.diagnostics
        }
    }

    private func descriptionErrors(_ text: String) -> [LayoutDiagnostic] {
        do {
            _ = try RecursiveDescriptionReader.read(text, file: "dump.txt")
            return []
        } catch {
            return error.diagnostics
        }
    }
}

extension XCTestCase {
    /// The diagnostic's Chinese has Chinese in it and is not its English.
    func assertChinese(_ diagnostic: LayoutDiagnostic, file: StaticString = #filePath, line: UInt = #line) {
        assertChinese(diagnostic.message(in: .zh), english: diagnostic.message, file: file, line: line)
    }
}
