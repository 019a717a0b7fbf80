import Foundation
import TapLab
import TapLayout
import XCTest
@testable import TapExplain
@testable import TapPicture
@testable import TapWindow

/// Issue 40's claim, proved: a language is added from a test target alone —
/// a code and one table per kind of words, each complete by the compiler
/// (a struct's memberwise initializer, or an exhaustive `switch`) — and
/// every part of TapLab then speaks it.
final class JapaneseStubTests: XCTestCase {
    override func tearDown() {
        JapaneseStub.remove()
        super.tearDown()
    }

    func testAddingALanguageTookOneFileAPieceOfWordsAndItsRegistration() throws {
        // Precondition: the files of this folder
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()

        // Action: the ones that hold a table, and the rest
        let tables = files.filter { $0.hasSuffix("+Japanese.swift") }

        // Assertion: eleven tables (TapExplain's explanations, --why answers
        // and severities, TapPicture's picture, timeline and figure words and
        // its errors, TapWindow's window, TapLayout's messages, TapFiles' file
        // errors, TapLab's entry-point errors), the registration and this
        // test: nothing else was needed
        XCTAssertEqual(tables, ["EntryPointWords+Japanese.swift", "ExplanationStrings+Japanese.swift", "FigureWord+Japanese.swift",
                                "FileWriteError+Japanese.swift", "LayoutWords+Japanese.swift", "PictureErrorWords+Japanese.swift",
                                "PictureStrings+Japanese.swift", "SeverityWord+Japanese.swift", "TimelineWord+Japanese.swift",
                                "WhyStrings+Japanese.swift", "WindowStrings+Japanese.swift"])
        XCTAssertEqual(Set(files).subtracting(tables), ["JapaneseStub.swift", "JapaneseStubTests.swift"])
    }

    func testARegisteredLanguageIsOneTapLabSpeaksEverywhere() throws {
        // Precondition
        let ja = JapaneseStub.install()

        // Action: it is read as the command line and a locale name it
        let fromArgument = Language(rawValue: "ja"), fromLocale = Language(environment: ["LANG": "ja_JP.UTF-8"])

        // Assertion: it is one of the languages, with every table
        XCTAssertEqual(fromArgument, ja)
        XCTAssertEqual(fromLocale, ja)
        XCTAssertTrue(Language.allCases.contains(ja))
        XCTAssertTrue(Language.allCases.allSatisfy(JapaneseStub.isComplete))
    }

    func testEveryKindOfWordsIsWrittenFromTheNewLanguagesTables() throws {
        // Precondition: the stub language, and a tap that misses the round button
        let ja = JapaneseStub.install()
        let (app, button) = roundButtonApplication()

        // Action: a trace with its why, and words of the picture, the
        // timeline, the figures and the window
        let report = TapLab.trace(app, at: CGPoint(x: 2, y: 2), why: button, language: ja)
        var loadError: LayoutError?
        do { _ = try LayoutLoader.load(text: "[]", file: "bad.yaml") } catch { loadError = error }
        let layoutError = try XCTUnwrap(loadError)
        let words = [PictureStrings.text(.titleWalk, ja), TimelineWord.finger.text(ja), FigureWord.tree.text(ja),
                     FigureWord.waiting(for: ["tapB"], ja), TimelineWord.page(1, of: 2, from: 0, to: 1, ja),
                     WindowStrings.of(ja).welcome, WindowStrings.of(ja).title(of: .walk)]

        // Assertion: each is the stub's (marked), none English's
        XCTAssertTrue(report.text.contains("ja·"), report.text)
        for word in words { XCTAssertTrue(word.hasPrefix("ja·"), word) }
        XCTAssertEqual(layoutError.description(in: ja), "bad.yaml:1:1: ja·error: ja·" + layoutError.diagnostics[0].message)
    }

    func testRemovingTheLanguageLeavesEnglishAndChineseAsTheyWere() {
        // Precondition
        JapaneseStub.install()

        // Action
        JapaneseStub.remove()

        // Assertion
        XCTAssertEqual(Language.allCases, [.en, .zh])
        XCTAssertNil(Language(rawValue: "ja"))
        XCTAssertEqual(Language(environment: ["LANG": "ja_JP.UTF-8"]), .en)
    }
}
