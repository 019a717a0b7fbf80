import Foundation
import XCTest
import TapKit
import TapExplain
@testable import TapLayout

/// Every case of the YAML and script problems is worded in English and in
/// Chinese, and the Chinese is a translation (it differs, and holds Chinese).
final class YAMLAndScriptTablesTests: XCTestCase {
    static let subject = ValueSubject.key("frame")

    /// One value of every case, with its nested problems in more than one form.
    static let samples: [(name: String, problem: any Worded)] = {
        var all: [(String, any Worded)] = []
        let values: [ValueProblem] = [
            .notMapping(.scriptStep, found: .list), .keyNotName(in: .scriptFile),
            .unknownKey("tpa", in: .scriptStep, suggestion: .name("tap")),
            .unknownKey("backgroundColor", in: subject, suggestion: .uikitName(key: "color", uikit: "backgroundColor")),
            .unknownKey("zzz", in: subject, suggestion: nil),
            .notList(subject, found: .mapping), .notText(subject, found: .nothing), .notNumber(.waitSeconds, found: .text("x")),
            .notFinite(subject, written: ".nan"), .tooLarge(subject, written: "1e99"),
            .belowMinimum(.stepTime, minimum: 0, written: "-1"), .aboveMaximum(subject, maximum: 1, written: "2"),
            .notWhole(subject, value: 1.5), .notBool(subject, found: .text("maybe")),
            .notNumberList(subject, count: 4, shape: "[x, y, width, height]", found: .text("big")),
            .wrongCount(subject, count: 2, shape: "[x, y]", items: 1, typo: FullWidthTypo(item: "1，2", mark: "，", ascii: ",")),
            .wrongCount(subject, count: 2, shape: "[x, y]", items: 3, typo: nil),
            .negativeFrameSize(subject, width: -1, height: 2), .negativeSize(subject),
            .emptyColor(.key("color")), .badColor(.key("color"), .malformed("#12")),
            .badColor(.key("color"), .unknown("systemBlu", suggestion: .name("systemBlue"))),
            .uikitChoice(.key("class"), choices: ["view", "button"], found: "UIButton", name: "button"),
            .notChoice(.key("class"), choices: ["view", "button"], found: "buton", suggestion: .name("button")),
        ]
        all += values.map { ("ValueProblem.\($0)", $0) }
        let reader: [ReaderProblem] = [.tooManyErrors(notShown: 5, limit: 100), .tooManyNodes(limit: 2_000_000), .usedAgain(anchor: "f")]
        all += reader.map { ("ReaderProblem.\($0)", $0) }
        let at = Mark(line: 3, column: 4)
        let compose: [ComposeProblem] = [
            .outOfMemory, .libyamlOutOfMemory, .tab,
            .syntax("did not find expected key", context: "while parsing a block mapping", contextStart: at),
            .syntax("did not find expected key", context: nil, contextStart: nil),
            .undefinedAlias, .anotherDocument(streamStart: Mark(line: 1, column: 1)), .anotherDocument(streamStart: nil),
            .unreadable("control characters are not allowed", offset: 7), .duplicateKey("view", first: at),
            .duplicateKeys(["id", "view"]), .tooLarge(bytes: 20_000_000, limit: 16 * 1024 * 1024), .tooDeep(limit: 2100),
            .keyOverLimit(limit: 10_000), .nodesOverLimit(limit: 500_000), .aliasedTextOverLimit(limit: 16 * 1024 * 1024),
        ]
        all += compose.map { ("ComposeProblem.\($0)", $0) }
        let path: [SVGPathProblem] = [
            .emptyData, .mustStartWithMove, .closeTakesNoNumbers("Z"), .numberAfterComma, .numberAfter("L"), .exponentDigits,
            .numberTooLarge("1e999"), .coordinateTooLarge, .arcRadiiTooLarge, .arcFlagAfter("A"), .arcFlagNotBinary,
            .tooManyCommands(limit: 100_000), .unknownCommand("X"), .unexpectedCharacter("#"),
        ]
        all += path.map { ("SVGPathProblem.\($0)", $0) }
        all += [("SVGPathError", SVGPathError(offset: 3, problem: .numberAfter("L"))),
                ("SVGPathError empty", SVGPathError(offset: 0, problem: .emptyData))]
        let files: [PathProblem] = [
            .linkLoop, .danglingLink(target: "/tmp/gone"), .danglingLink(target: nil), .noSuchFile(lookedIn: "/home"),
            .noSuchFile(lookedIn: nil), .noSuchFileOrFolder(lookedIn: "/home"), .noSuchFileOrFolder(lookedIn: nil), .permissionDenied,
        ]
        all += files.map { ("PathProblem.\($0)", $0) }
        let scripts: [ScriptProblem] = [
            .empty, .tooManySteps(100_001, limit: 100_000), .movesTooLong(limit: 3600), .notOneStep(steps: ["tap", "drag"]),
            .needsTouch, .longPressAtAndOn, .controlCharactersInKey, .needsPoint(step: "drag", key: "from"),
            .needsNumber(step: "pinch", key: "to"), .needsPointOrView("tap"), .viewNeedsLayout("tap", view: "button"),
            .noSuchView("tap", reason: .noView("buton", suggestion: .name("button"))),
        ]
        all += scripts.map { ("ScriptProblem.\($0)", $0) }
        let expectations: [ExpectationProblem] = [
            .hitMismatch(at: CGPoint(x: 1, y: 2), expected: "a", actual: nil, file: "f.yaml"),
            .hitMismatch(at: CGPoint(x: 1, y: 2), expected: nil, actual: "b", file: "f.yaml"),
            .notAResponder("layer1"), .chainMismatch(from: "a", expected: ["a", "root"], actual: ["a", "b"]),
            .notAWhyTarget("layer1"), .noTouchToAnswer(view: "a"),
            .whyMismatch(view: "a", expected: .init(rule: "worked", culprit: nil), actual: .init(rule: "cancelled", culprit: "pan"),
                         file: "f.yaml"),
            .logLineMissing("touchesBegan a", after: "hitTest 1 -> a", file: "f.yaml"), .logLineMissing("x", after: nil, file: "f.yaml"),
            .logLineFound("touchesBegan b", file: "f.yaml"),
        ]
        all += expectations.map { ("ExpectationProblem.\($0)", $0) }
        let timeline: [ScriptTimeline.Problem] = [
            .fingerNotDown(touch: 2, line: 1, column: 1), .fingerAlreadyDown(touch: 2, line: 1, column: 1), .tooManyFingers(line: 1, column: 1),
            .tooManyDown(touch: 101, line: 1, column: 1),
        ]
        all += timeline.map { ("ScriptTimeline.Problem.\($0)", $0) }
        let parts: [any Worded] = [
            ValueSubject.scriptFile, ValueSubject.scriptStep, ValueSubject.stepTime, ValueSubject.waitSeconds, ValueSubject.layout,
            ValueSubject.expectation(nil), ValueSubject.expectation("hit"), ValueSubject.chainID, ValueSubject.controllerID(presented: false),
            ValueSubject.controllerID(presented: true), ValueSubject.segmentTitle, ValueSubject.gesture, ValueSubject.rotateDegrees,
            FoundValue.mapping, FoundValue.list, FoundValue.nothing, FoundValue.text("x"),
            NameSuggestion.name("color"), NameSuggestion.uikitName(key: "hidden", uikit: "isHidden"),
            FullWidthTypo(item: "1，2", mark: "，", ascii: ","), ColorProblem.malformed("#1"), ColorProblem.unknown("blu", suggestion: nil),
        ]
        all += parts.map { ("\(type(of: $0)).\($0)", $0) }
        return all
    }()

    func testEveryCaseIsWordedInEnglishAndTranslatedIntoChinese() {
        // Given
        let samples = Self.samples

        // When
        let worded = samples.map { (name: $0.name, en: $0.problem.text(in: .en), zh: $0.problem.text(in: .zh)) }

        // Then
        XCTAssertGreaterThan(worded.count, 100)
        for (name, en, zh) in worded {
            XCTAssertFalse(en.isEmpty, name)
            XCTAssertNotEqual(zh, en, name)
            XCTAssertTrue(YAMLAndScriptWordsTests.hasChinese(zh), "\(name): \(zh)")
        }
    }

    func testNamesAndTheSystemsWordsStayAsWrittenInEveryLanguage() {
        // Given
        let key = ValueSubject.key("border color")
        let system = PathProblem.system("Input/output error")

        // When
        let words = [key.text(in: .en), key.text(in: .zh), system.text(in: .en), system.text(in: .zh)]

        // Then
        XCTAssertEqual(words, ["border color", "border color", "Input/output error", "Input/output error"])
    }

    func testTheStringSuggestionIsTheEnglishOfTheTypedOne() {
        // Given
        let candidates = ["view", "color", "frame", "hidden"]

        // When
        let texts = ["colour", "isHidden", "zzzzzz"].map { didYouMean($0, among: candidates) }

        // Then
        XCTAssertEqual(texts, [" (did you mean 'color'?)", " (did you mean 'hidden'? isHidden is UIKit's name for it)", ""])
    }
}
