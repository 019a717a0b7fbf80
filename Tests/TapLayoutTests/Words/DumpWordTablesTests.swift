import Foundation
import TapExplain
import XCTest
@testable import TapLayout

/// Every dump problem, built once with sample values, has an English and a
/// Chinese text, and the Chinese is Chinese.
final class DumpWordTablesTests: XCTestCase {
    static let subject = JSONSubject.namedGesture("UITapGestureRecognizer", of: .namedView("login"))

    static let subjects: [JSONSubject] = [
        .document, .screen, .view, .window("main"), .namedView("login"), .controller(of: .window("main")),
        .namedController("UIViewController-0x20"), .scrollState(of: .namedView("list")), .gesture(of: .view),
        subject, .actions(of: .namedView("button")),
    ]

    static let found: [JSONFound] = [.endOfFile, .lineBreak, .character("x")]

    static let syntax: [JSONSyntaxProblem] = [
        .nestedTooDeep(limit: 10_000), .expectedObjectSeparator(found: .lineBreak), .expectedArraySeparator(found: .endOfFile),
        .textAfterDocument(found: .character("x")), .trailingComma, .expectedKey(found: .character("f")),
        .expectedColon(found: .character("\"")), .expectedValue(found: .character("h")), .expectedLiteral("true"),
        .numberExpectedDigit(found: .character("-")), .numberLeadingZero, .numberExpectedFraction(found: .character("}")),
        .numberExpectedExponent(found: .endOfFile), .numberOutOfRange("1e999"), .lineBreakInString, .controlCharacterInString,
        .unterminatedString, .invalidEscape(found: .character("q")), .invalidEscape(found: .lineBreak), .unpairedHighSurrogate,
        .loneLowSurrogate, .expectedHexDigits(found: .character("g")),
    ]

    static let content: [JSONDumpProblem] = [
        .notAnObject(.screen, found: .array), .duplicateKey("alpha", line: 3, column: 7),
        .unknownKey("colour", in: .namedView("login"), .name("color")),
        .unknownKey("isHidden", in: .namedView("login"), .uikitName(key: "hidden", uikit: "isHidden")),
        .unknownKey("zzz", in: .document, NameSuggestion.none), .missingKey("bounds", in: .namedView("login")),
        .wrongType(key: "alpha", in: .window("main"), expected: .number, found: .null),
        .wrongType(key: "hidden", in: subject, expected: .trueOrFalse, found: .string),
        .wrongType(key: "class", in: .view, expected: .string, found: .number),
        .wrongType(key: "scroll", in: .view, expected: .object, found: .boolean),
        .wrongType(key: "subviews", in: .view, expected: .list, found: .object),
        .belowMinimum(key: "width", in: .screen, minimum: 0, found: -1), .aboveMaximum(key: "alpha", in: subject, maximum: 1, found: 3),
        .notWholeNumber(key: "taps", in: subject, found: 1.5),
        .wrongCount(key: "center", in: .namedView("login"), parts: ["x", "y"], found: 1),
        .wrongCount(key: "bounds", in: .namedView("login"), parts: ["x", "y", "width", "height"], found: 3),
        .partNotNumber(key: "bounds", in: .namedView("login"), part: "width", found: .null),
        .negativePart(key: "bounds", in: .namedView("login"), part: "height", value: -2),
        .unknownName(key: "direction", in: subject, allowed: ["right", "left", "up", "down"], found: "sideways"),
        .notAName(key: "edges", in: subject, allowed: ["top", "left", "bottom", "right", "all"], found: .number),
        .notATapLabDump(format: "other"), .unsupportedVersion(7, newest: 2), .noWindows, .emptyClass(in: .window("main")),
        .unknownGestureType("tapp", in: .namedView("login"), .name("tap"), types: ["tap", "pan"]),
    ]

    static let description: [DescriptionProblem] = [
        .lessIndented, .jumpsLevels(3, above: 1), .cutBeforeFrame(className: "UIView", address: "0x1"),
        .notAView(className: "MyViewController", address: "0x1"), .noFrame(className: "UIView", address: "0x1"),
        .frameNotFinite(className: "UIView", address: "0x1", frame: "(nan nan; 0 0)"), .cutInsideFrame(className: "UIView", address: "0x1"),
        .badFrame("(a b; c d)"), .cutAfterFrame(className: "UIView", address: "0x1"), .badAlpha("2"), .badTransform("[1, 0]"),
        .badContentOffset("{x}"), .notYesOrNo(key: "hidden", found: "maybe"), .presponderOutput, .escapedLineBreaks,
        .lastLineCut, .notAViewLine, .noView, .controllersOnly, .controllersWithoutViews(missing: 1, total: 3),
    ]

    static let plan: [DumpPlanProblem] = [
        .screenClamped(width: 0, height: 30_000, screenWidth: 1, screenHeight: 20_000), .windowsStacked(2), .topViewsInMain(3),
        .singleView, .unknownRecognizers(1, classes: ["MyRecognizer"]), .unknownRecognizers(5, classes: ["A", "B"]),
        .undescribedRecognizers(1), .undescribedRecognizers(4), .privateRecognizers(1), .privateRecognizers(2),
        .idTaken(base: "cell", id: "cell-2"), .noGeometry(className: "UIView"), .topTransformDropped,
        .squareGuess(width: 70.71, height: 70.71), .scaledToNothing, .coordinatesTooLarge(className: "UIView", address: "0x1"),
        .coordinatesTooLarge(className: "UIView", address: nil), .negativeSize(className: "UIView", address: "0x1", width: -5, height: 10),
    ]

    static let limits: [DumpProblem] = [
        .viewsTooDeep(limit: 1000), .tooManyViews(limit: 50_000), .tooManyWindows(60_000, limit: 50_000),
        .tooManyErrors(more: 5, limit: 100), .tooManyWarnings(more: 1, limit: 100),
    ]

    static let words: [any Worded] = subjects + found + syntax + content + description + plan + limits
        + [JSONKind.object, .array, .string, .number, .boolean, .null]
        + [JSONExpected.trueOrFalse, .string, .number, .object, .list]
        + [NameSuggestion.name("color"), .uikitName(key: "hidden", uikit: "isHidden")]

    func testEveryProblemHasEnglishAndChinese() {
        for word in Self.words {
            assertChinese(word.text(in: .zh), english: word.text(in: .en))
        }
    }

    func testNoSuggestionIsSaidInNoLanguage() {
        XCTAssertEqual(NameSuggestion.none.text(in: .en), "")
        XCTAssertEqual(NameSuggestion.none.text(in: .zh), "")
    }

    /// Quoted values keep their ASCII quotes in Chinese, so that a long one
    /// is cut in either language (`LayoutDiagnostic.capped`): every quote of
    /// the Chinese is one of the English's.
    func testQuotesAreKeptInChinese() {
        for word in Self.words {
            let english = word.text(in: .en), chinese = word.text(in: .zh)
            let pieces = chinese.split(separator: "'", omittingEmptySubsequences: false)
            XCTAssertEqual(pieces.count % 2, 1, "an unclosed quote in: \(chinese)")
            for quoted in pieces.indices.filter({ $0 % 2 == 1 }).map({ pieces[$0] }) {
                XCTAssertTrue(english.contains("'\(quoted)'"), "'\(quoted)' is not quoted in: \(english)")
            }
        }
    }

    func testTheChineseUsesFullWidthPunctuationBetweenClauses() {
        for word in Self.words {
            let chinese = word.text(in: .zh)
            for mark in ["; ", ": ", ", "] where chinese.contains(mark) {
                // Only inside code or a UIKit value: `(x y; w h)`, `{x, y}`, `[a, b]`, `forKey: "…"`.
                let outside = Self.outsideCode(chinese)
                XCTAssertFalse(outside.contains(mark), "'\(mark)' in: \(chinese)")
            }
        }
    }

    /// The text with backquoted code and bracketed values taken out.
    static func outsideCode(_ text: String) -> String {
        var out = "", depth = 0, inCode = false
        for c in text {
            if c == "`" { inCode.toggle(); continue }
            if "([{<".contains(c) { depth += 1 }
            if depth == 0, !inCode { out.append(c) }
            if ")]}>".contains(c) { depth = max(0, depth - 1) }
        }
        return out
    }
}
