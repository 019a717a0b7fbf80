import Foundation
import XCTest
import TapWordsTestSupport
import TapExplain
import TapKit
@testable import TapLayout

/// The loader's diagnostics keep their problems as typed values (`LoaderProblem`,
/// `ViewProblem`…) and word them in Chinese as well as English.
final class LoaderWordsTests: XCTestCase {
    /// The diagnostics `yaml` is rejected with (empty when it loads).
    private func rejections(of yaml: String) -> [LayoutDiagnostic] {
        do {
            _ = try LayoutLoader.load(text: yaml, file: Self.layoutFileName)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// The one diagnostic `yaml` is rejected with, checked to read as Chinese in `.zh`.
    private func only(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> LayoutDiagnostic {
        let found = rejections(of: yaml)
        XCTAssertEqual(found.count, 1, found.map(\.description).joined(separator: "\n"), file: file, line: line)
        let diagnostic = try XCTUnwrap(found.first, file: file, line: line)
        assertChinese(diagnostic.problem, file: file, line: line)
        return diagnostic
    }

    func testIDsAndReferencesAreTypedAndWordedInChinese() throws {
        // Given: an empty id, an id used twice, and a requireToFail naming a misspelt id
        let empty = "view: {id: ''}\n"
        let duplicate = "view:\n  id: root\n  subviews:\n    - {id: a}\n    - {id: a}\n"
        let unknown = "view:\n  id: root\n  gestures:\n    - {id: tapA, type: tap}\n    - {id: tapB, type: tap, requireToFail: [tapX]}\n"

        // When
        let problems = try [empty, duplicate, unknown].map { try only($0).problem as? LoaderProblem }

        // Then
        XCTAssertEqual(problems, [
            .emptyID,
            .duplicateID("a", line: 4, column: 12),
            .unknownID("tapX", in: .key("requireToFail"), suggestion: .name("tapA")),
        ])
        let zh = try only(unknown).message(in: .zh)
        XCTAssertEqual(zh, "requireToFail 引用了未知的 id 'tapX'（是不是 'tapA'？）")
    }

    func testViewsListsControlsGesturesAndHitRulesAreTyped() throws {
        // Given: one mistake of each kind, in a view that is otherwise right
        let view = { (keys: String) in "view:\n  id: root\n  subviews:\n    - {id: v, \(keys)}\n" }

        // When
        let uikit = try only(view("class: UIButton")).problem as? ViewProblem
        let list = try only(view("rowHeight: 40")).problem as? ListProblem
        let control = try only(view("class: button, on: true")).problem as? ControlProblem
        let gesture = try only(view("gestures: [{id: g}]")).problem as? GestureProblem
        let shape = try only(view("hitShape: {ellipse: {}, circle: {}}")).problem as? HitRuleProblem

        // Then
        guard case let .uikitClassName("UIButton", _, layoutName)? = uikit else { return XCTFail("\(String(describing: uikit))") }
        XCTAssertEqual(layoutName, "button")
        XCTAssertEqual(list, .listKeyNotApplicable("rowHeight", lists: [.tableView]))
        XCTAssertEqual(control, .controlKeyNotApplicable("on", classes: ["switch"], role: .view("button")))
        XCTAssertEqual(gesture, .needsType(types: LayoutSchema.gestureTypes))
        XCTAssertEqual(shape, .shapeKind)
    }

    func testACycleNamesItsStepsInEitherLanguage() throws {
        // Given: a waits for b, b waits for a
        let yaml = "view:\n  id: root\n  gestures:\n    - {id: a, type: tap, requireToFail: [b]}\n    - {id: b, type: tap, requireToFail: [a]}\n"

        // When
        let first = try XCTUnwrap(rejections(of: yaml).first)

        // Then
        XCTAssertEqual(first.problem as? GestureProblem,
                       .cycleOf([RequirementStep(waiter: "a", other: "b"), RequirementStep(waiter: "b", other: "a")], omitted: 0))
        XCTAssertTrue(first.message(in: .zh).hasPrefix("requireToFail 形成了循环：a 要求 b 先失败，b 要求 a 先失败；"), first.message(in: .zh))
    }

    func testTheFileAndTheTopLevelAreTyped() throws {
        // Given: an empty file, a layout with neither view nor windows, and a folder
        let folder = FileManager.default.temporaryDirectory.path

        // When
        let empty = try only("").problem as? LoaderProblem
        let noView = try only("title: nothing\n").problem as? LoaderProblem
        var unreadable: LayoutDiagnostic?
        do { _ = try LayoutLoader.readText(path: folder) } catch { unreadable = error.diagnostics.first }

        // Then
        XCTAssertEqual(empty, .emptyLayout)
        XCTAssertEqual(noView, .noViewOrWindows)
        XCTAssertEqual(unreadable?.problem as? InputFileProblem, .folder)
        XCTAssertEqual(unreadable?.message(in: .zh), "这是一个文件夹；请给出一个文件")
    }

    func testANameThatFindsNoViewIsTyped() throws {
        // Given
        let layout = try loadLayout("view:\n  id: root\n  subviews:\n    - {id: button}\n")

        // When
        guard case let .failure(error) = layout.tapTarget(on: "buton") else { return XCTFail("a view was found") }

        // Then
        XCTAssertEqual(error.problem, .noView("buton", suggestion: .name("button")))
        XCTAssertEqual(error.message, "no view named 'buton' (an id, a dumped view's address, or a class only one view has) (did you mean 'button'?)")
        assertChinese(error.problem)
    }

    func testEveryMessageHasChineseWords() {
        // Given: every case, with sample values
        let samples = Self.samples

        // Then
        for problem in samples {
            XCTAssertFalse(problem.text(in: .en).isEmpty, "\(problem)")
            assertChinese(problem)
        }
    }

    func testTheWordsAMessageIsBuiltFromDifferInChinese() {
        // Given
        let suggestions: [NameSuggestion] = [.name("x"), .uikitName(key: "color", uikit: "backgroundColor")]
        let words: [any Worded] = LayoutObjectKind.allCases as [any Worded] + ReferenceNeed.allCases as [any Worded]
            + BuiltInObject.allCases as [any Worded] + suggestions as [any Worded]
            + [IDReferrer.expectation("hit"), ViewRole.cell(.tableView)] as [any Worded]

        // Then
        for word in words {
            XCTAssertNotEqual(word.text(in: .zh), word.text(in: .en), "\(word)")
        }
        XCTAssertEqual(NameSuggestion("backgroundColor", among: ["color", "alpha"]), .uikitName(key: "color", uikit: "backgroundColor"))
        XCTAssertEqual(NameSuggestion("zzzzzz", among: ["color"]), NameSuggestion.none)
    }

    /// `problem` in Chinese: not its English, with Chinese characters, and no
    /// English prose outside quotes, backticks and identifiers.
    private func assertChinese(_ problem: any Worded, file: StaticString = #filePath, line: UInt = #line) {
        let zh = problem.text(in: .zh)
        assertWordedInChinese(problem, file: file, line: line)
        XCTAssertEqual(Self.englishProse(in: zh), [], zh, file: file, line: line)
    }

    /// English words that only prose has, outside '…' and `…`.
    static func englishProse(in text: String) -> [String] {
        let prose: Set = ["the", "a", "an", "is", "are", "must", "needs", "not", "to", "of", "or", "and", "give", "cannot", "applies"]
        var outside = "", quoted = false, code = false
        for c in text {
            if c == "'" { quoted.toggle() } else if c == "`" { code.toggle() } else if !quoted && !code { outside.append(c) }
        }
        let words = outside.split { !$0.isLetter || $0.unicodeScalars.contains { $0.value > 0x7F } }.map(String.init)
        return words.filter { prose.contains($0) }
    }
}
