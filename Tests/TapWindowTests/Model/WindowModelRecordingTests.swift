import Foundation
import TapKit
import TapPicture
import TapWindow
import XCTest

/// The window model driven headlessly: the record key.
final class WindowModelRecordingTests: WindowModelTestCase {
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taplab-recordings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testVRecordsTheSessionToAGIFBesideTheScreenshotsTenFramesASecond() throws {
        // Precondition: a model saving into an empty folder
        let (model, _) = try model()
        model.hooks.screenshotFolder = try folder().path
        var printed: [String] = []
        model.hooks.onScreenshot = { printed.append($0) }

        // Action: v at 1 s, a tap on button2 at 1.25 s, v again at 2 s
        key(model, "v", now: 1)
        let recording = model.isRecording
        click(model, at: onButton2, now: 1.25)
        model.tick(now: 2)
        key(model, "v", now: 2)

        // Assertion
        XCTAssertTrue(recording)
        XCTAssertFalse(model.isRecording)
        XCTAssertEqual(printed.map { ($0 as NSString).lastPathComponent }, ["taplab-000-overlapping-buttons-1.gif"])
        let gif = try GIFReader.read(try XCTUnwrap(printed.first))
        XCTAssertEqual(gif.frames.count, 11, "frames at 1.0, 1.1, … 2.0 s")
        XCTAssertTrue(gif.loopsForever)
        XCTAssertTrue(model.status.contains("11 frames"), model.status)
        let caption = gif.width * (gif.height - 60)
        XCTAssertNotEqual(Array(gif.frames[2].pixels[caption...]), Array(gif.frames[3].pixels[caption...]),
                          "the tap's log lines appear in the caption of the frame after it")
    }

    func testChangingLayoutStopsAndSavesTheRecording() throws {
        // Precondition: a gallery of two layouts, recording the first
        let (model, _) = try model(["000-overlapping-buttons.yaml", "001-gesture-puzzle.yaml"])
        model.hooks.screenshotFolder = try folder().path
        var printed: [String] = []
        model.hooks.onScreenshot = { printed.append($0) }
        key(model, "v", now: 1)

        // Action
        key(model, "n", now: 1.5)

        // Assertion
        XCTAssertFalse(model.isRecording)
        XCTAssertEqual(try GIFReader.read(try XCTUnwrap(printed.first)).frames.count, 6)
    }

    func testARecordingHoldsNoNameUntilItIsSavedAndANameTakenMeanwhileIsKept() throws {
        // Precondition: a model recording into an empty folder
        let (model, _) = try model()
        let folder = try folder()
        model.hooks.screenshotFolder = folder.path
        var printed: [String] = []
        model.hooks.onScreenshot = { printed.append($0) }
        key(model, "v", now: 1)
        let whileRecording = try FileManager.default.contentsOfDirectory(atPath: folder.path)

        // Action: another program takes the name the status showed, then v stops the recording
        let taken = folder.appendingPathComponent("taplab-000-overlapping-buttons-1.gif").path
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: taken))
        key(model, "v", now: 2)

        // Assertion: nothing on disk while recording (a killed window leaves no empty GIF), the GIF under the next name
        XCTAssertEqual(whileRecording, [])
        XCTAssertEqual(try String(contentsOfFile: taken, encoding: .utf8), "theirs")
        XCTAssertEqual(printed.map { ($0 as NSString).lastPathComponent }, ["taplab-000-overlapping-buttons-2.gif"])
        XCTAssertEqual(try GIFReader.read(try XCTUnwrap(printed.first)).frames.count, 11)
    }
}
