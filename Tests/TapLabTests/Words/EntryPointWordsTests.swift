import Foundation
import TapLab
import TapLayout
import TapPicture
import XCTest
import TapWordsTestSupport
@testable import TapExplain
@testable import TapFiles

/// Every error a TapLab entry point throws keeps its problem as a typed
/// value, worded when printed: the English as it always was, the Chinese
/// from the tables in Sources/TapLab/Words.
final class EntryPointWordsTests: XCTestCase {

    func testAShotIntoAMissingFolderThrowsItsProblemTypedAndWordedInChinese() throws {
        // Precondition
        let (app, _) = roundButtonApplication()
        let path = try makeTemporaryFolder().appendingPathComponent("missing/x.png").path

        // Action
        var thrown: TapLabError?
        do { try TapLab.shot(app, to: path) } catch { thrown = error as? TapLabError }

        // Assertion: the problem is the folder, the force named as Swift says it
        let error = try XCTUnwrap(thrown)
        XCTAssertEqual(error.problem as? EntryPointProblem,
                       .output(.file(FileWriteError.directoryMissing(path: path).worded(force: "force: true"))))
        XCTAssertTrue(error.message.hasPrefix("cannot write \(path): the folder "), error.message)
        XCTAssertTrue(error.description(in: .zh).hasPrefix("无法写入 \(path)：文件夹 "), error.description(in: .zh))
    }

    func testABadScriptKeepsItsDiagnosticsSoTheyAreWordedInAnyLanguage() throws {
        // Precondition
        let (app, _) = roundButtonApplication()

        // Action
        var thrown: TapLabError?
        do { _ = try TapLab.replay(app, script: "- tap: [195]") } catch { thrown = error as? TapLabError }

        // Assertion: one diagnostic at its place, the severity worded in Chinese
        let error = try XCTUnwrap(thrown)
        XCTAssertEqual(error.diagnostics.map(\.line), [1])
        XCTAssertTrue(error.message.hasPrefix("<script>:1:"), error.message)
        XCTAssertTrue(error.description(in: .zh).contains(": 错误: "), error.description(in: .zh))
    }

    func testACropOptionProblemNamesTheSwiftArgumentInEveryLanguage() throws {
        // Precondition
        let (app, _) = roundButtonApplication()
        let path = try makeTemporaryFolder().appendingPathComponent("x.png").path

        // Action
        var thrown: TapLabError?
        do { try TapLab.shot(app, to: path, crop: " , ") } catch { thrown = error as? TapLabError }

        // Assertion
        let error = try XCTUnwrap(thrown)
        XCTAssertEqual(error.problem as? CompositionProblem, .crop(option: "crop", value: " , "))
        XCTAssertEqual(error.message, "crop must be auto, screen or view ids separated by commas, not ' , '")
        XCTAssertEqual(error.description(in: .zh), "crop 必须是 auto、screen 或用逗号分隔的视图 id，而不是 ' , '")
    }

    func testAProgramsOwnErrorReadsTheSameInEveryLanguage() {
        // Precondition / Action
        let error = TapLabError("the round button is missing")

        // Assertion
        XCTAssertEqual(error.message, "the round button is missing")
        XCTAssertEqual(error.description(in: .zh), "the round button is missing")
        XCTAssertEqual(error.localizedDescription, "the round button is missing")
        XCTAssertTrue(error.diagnostics.isEmpty)
    }

    func testEveryProblemIsWordedInEnglishAndInChinese() {
        // Precondition: a sample of every case
        let size = PixelSize(width: 780, height: 940)
        let diagnostic = LayoutDiagnostic(file: "a.yaml", line: 2, column: 3, problem: EntryPointProblem.figureNeedsScript)
        let problems: [any Worded] = [
            EntryPointProblem.diagnostics([diagnostic]),
            EntryPointProblem.output(.file(FileWriteError.notWritable(path: "/x/y.png").worded(force: "--force"))),
            EntryPointProblem.output(.layoutFile(path: "a.yaml", .recording)),
            EntryPointProblem.cannotWrite(path: "a.png", ErrorWords(RenderError.invalidSize(width: 0, height: 9))),
            EntryPointProblem.scale(9),
            EntryPointProblem.scriptNotPlayed(.tooManyFingers(line: 2, column: 3)),
            EntryPointProblem.tapsNotPlayed(reason: "boom"), EntryPointProblem.noDisplay(reason: "No available video device"),
            EntryPointProblem.render(.invalidSize(width: 0, height: 0)),
            EntryPointProblem.figureNeedsTouch(kind: "tree"), EntryPointProblem.figureNeedsScript,
            EntryPointProblem.cannotDrawFigure(.cairo(call: "cairo_create", message: "")),
            EntryPointProblem.cannotDrawTimeline(.pngFailed(path: "a.png", message: "bad")),
            EntryPointProblem.gifOverBudget(megabytes: 900, frames: 60, size: size, limitMB: 512),
            EntryPointProblem.gifOverBudget(megabytes: nil, frames: 60, size: size, limitMB: 512),
            EntryPointProblem.gifOverDisk(megabytes: 900, frames: 60, size: size, folder: "/tmp", freeMB: 10),
            CompositionProblem.legend(option: "--legend", value: "fr"), CompositionProblem.crop(option: "--crop", value: ","),
            CompositionProblem.cropNotAView(option: "--crop", id: "tap"), 
            CompositionProblem.cropUnknown(option: "--crop", name: "x"), CompositionProblem.cropOffScreen(option: "--crop", crop: "x"),
        ]

        // Action / Assertion
        for problem in problems { assertWordedInChinese(problem) }
    }

    func testWordsOfOtherModulesArePassedOnInTheirOwnLanguage() {
        // Precondition: a script's problem (TapLayout's words) and a name look-up's reason
        let script = ScriptTimeline.Problem.fingerNotDown(touch: 1, line: 2, column: 3)

        // Action / Assertion: worded as the script's diagnostic is, in either language
        for language in [Language.en, .zh] {
            XCTAssertEqual(EntryPointProblem.script(script).text(in: language),
                           ExpectationChecker.scriptDiagnostic(script, file: "").message(in: language))
        }
        let noView = NameProblem.noView("x", suggestion: .none)
        XCTAssertEqual(CompositionProblem.cropName(option: "--crop", reason: noView).text(in: .zh), "--crop：" + noView.text(in: .zh))
    }
}
