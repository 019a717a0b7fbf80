import Foundation
import TapExplain
import TapFiles
import TapLab
import TapLayout
import TapPicture
import XCTest
import TapWordsTestSupport
@testable import taplab

/// The command line's own words — its problems, its option checks, `taplab
/// new`'s refusals and its status lines — are typed values with an English
/// and a Chinese table each (Sources/taplab/Words).
final class CommandWordsTests: XCTestCase {

    func testEveryCommandProblemIsWordedInEnglishAndInChinese() {
        // Precondition: a sample of every case (`unreadable` and `onTarget` carry the loader's words, in every language)
        let failure = ErrorWords(FileWriteError.notWritable(path: "/a/b.png"))
        let problems: [CommandProblem] = [
            .noSuchFileOrFolder, .noLayoutFilesToCheck, .noLayoutsHere,
            .galleryStep(.timeline, failure), .galleryStep(.recording, failure), .galleryStep(.lessonSlides, failure),
            .galleryStep(.figures, failure), .outOfDate, .regenerateGallery, .notADump, .importOverDump,
            .importedLayoutEdited(path: "a.yaml"), .importedLayoutTooOld(path: "a.yaml"), .noScriptSteps(.draw),
            .importTooLarge(bytes: 24_000_000, limit: 16 * 1024 * 1024),
            .noScriptSteps(.record), .noScriptSteps(.replay), .whyNoTouch(why: "b", id: "b"), .whyNotCheckable(id: "l", .layer),
            .whyAmbiguous(name: "UIButton", ids: ["a", "b"]),
            .whyUnknown(name: "buton", suggestion: .name("button"), known: ["button"], layers: true),
            .whyUnknown(name: "x", suggestion: .none, known: (0..<70).map { "v\($0)" }, layers: false),
            .noLayoutsFolder, .noSuchPath("x"), .noLayoutsInFolder("x"), .needsDisplay(reason: "No available video device", shown: "Layouts"),
            .cannotWrite(.output, errno: ENOSPC), .cannotWrite(.error, errno: EBADF),
        ]

        // Action / Assertion
        for problem in problems { assertWordedInChinese(problem) }
        XCTAssertEqual(CommandProblem.unreadable(.permissionDenied).text(in: .zh), PathProblem.permissionDenied.text(in: .zh))
        let noView = NameProblem.noView("x", suggestion: .none)
        XCTAssertEqual(CommandProblem.onTarget(noView).text(in: .zh), "--on：" + noView.text(in: .zh))
    }

    func testEveryOptionAndPlaygroundProblemIsWordedInEnglishAndInChinese() {
        // Precondition
        let problems: [any Worded] = [
            OptionProblem.notBoth("--at", "--on"), OptionProblem.tracePoint, OptionProblem.sizeFormat(example: "1920x1080", given: "big"),
            OptionProblem.sizeRange(PixelSize(width: 9, height: 9), limit: 8192), OptionProblem.scale(most: 6, given: 9),
            OptionProblem.fps(most: 50, format: .gif, given: 99), OptionProblem.fps(most: 60, format: nil, given: 99),
            OptionProblem.maxBytes("lots"), OptionProblem.speed(3), OptionProblem.overlay(unknown: ["walks", ""]),
            OptionProblem.replay(0), OptionProblem.exitAfter(-1),
            PlaygroundProblem.notIdentifier(name: "1x"), PlaygroundProblem.systemModule(name: "foundation", module: "Foundation"),
            PlaygroundProblem.takenName(name: "tapkit", taken: "TapKit", package: "TapLab"),
            PlaygroundProblem.takenName(name: "PropertyBased", taken: "PropertyBased", package: "swift-property-based"),
            PlaygroundProblem.checkoutName(name: "taplab", root: "/work/TapLab"), PlaygroundProblem.notACheckout(given: "/tmp"),
            PlaygroundProblem.checkoutNotFound, PlaygroundProblem.notAFolder(folder: "/tmp/x"),
            PlaygroundProblem.folderNotEmpty(folder: "/tmp/x", entries: 2),
            PlaygroundProblem.cannotCreateFolder(folder: "/tmp/x", reason: "Permission denied"),
            PlaygroundProblem.file(.notWritable(path: "/tmp/x/Package.swift")),
        ] + [ObjectKind.window, .view, .controller, .layer, .recognizer, .application, .delegate]

        // Action / Assertion
        for problem in problems { assertWordedInChinese(problem) }
    }

    func testEveryStatusLineIsWordedInEnglishAndInChinese() {
        // Precondition
        let size = PixelSize(width: 780, height: 940)
        let statuses: [CommandStatus] = [
            .wrote(path: "a.svg"), .wroteSized(path: "a.png", size), .wroteRecording(path: "a.gif", size, frames: 6, fps: 10, seconds: 0.55),
            .checkPassed(file: "a.yaml", expectations: 1), .checkPassed(file: "a.yaml", expectations: 4), .checkFailed(file: "a.yaml"),
            .checkSummary(passed: 12, failed: 0), .galleryUpToDate(layouts: 33), .wroteGallery(page: "docs/GALLERY.md", pictures: 33, images: "docs/images"),
            .imported(views: 14, dump: "dump.txt", format: "recursiveDescription"), .importedLayoutName,
            .createdPlayground(folder: "/tmp/Hello", root: "/work/TapLab"), .playgroundNext(folder: "/tmp/Hello", name: "Hello"),
            .replayed(times: 1, peakBytes: 52_428_800), .replayed(times: 3, peakBytes: nil), .reloaded(path: "a.yaml"),
            .recordingProgress(path: "a.gif", frame: 3, total: 10),
        ]

        // Action / Assertion
        for status in statuses { assertWordedInChinese(status) }
        XCTAssertEqual(CommandStatus.checkPassed(file: "a.yaml", expectations: 1).english, "ok   a.yaml (1 expectation)")
        XCTAssertEqual(CommandStatus.replayed(times: 3, peakBytes: 52_428_800).english, "replayed the script 3 times; peak resident memory 50 MB")
    }

    func testAnOverlayListsEnglishIsTapPicturesWordForWord() throws {
        // Precondition
        guard case let .failure(error) = OverlaySet.parse("walks,,chain") else { return XCTFail("walks is no overlay") }

        // Action
        let problem = OptionProblem.overlay(unknown: error.unknown)

        // Assertion
        XCTAssertEqual(problem.english, "--overlay: \(error)")
    }

    func testASuggestionIsOfferedInChineseByTheNameItQuotes() {
        // Precondition / Action
        let problem = CommandProblem.whyUnknown(name: "buton", suggestion: .name("button"), known: ["button"], layers: false)

        // Assertion
        XCTAssertEqual(problem.english, "--why names unknown id 'buton' (did you mean 'button'?); views and recognizers in this layout: button")
        XCTAssertTrue(problem.text(in: .zh).contains("（是不是 'button'？）"), problem.text(in: .zh))
    }

    func testAPlaygroundNamesProblemIsTyped() {
        // Precondition / Action / Assertion
        XCTAssertEqual(PlaygroundTemplate.nameProblem("9lives"), .notIdentifier(name: "9lives"))
        XCTAssertEqual(PlaygroundTemplate.nameProblem("tapkit"), .takenName(name: "tapkit", taken: "TapKit", package: "TapLab"))
        XCTAssertEqual(PlaygroundTemplate.nameProblem("Foundation"), .systemModule(name: "Foundation", module: "Foundation"))
    }
}
