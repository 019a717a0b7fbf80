import Foundation
import TapExplain
import TapFiles
import TapPicture
import XCTest
import TapWordsTestSupport

/// TapPicture's errors are typed values worded in the reader's language:
/// `RenderError` and the problems it embeds (`FontProblem`,
/// `EncodingProblem`, `OutputProblem`), each sentence written once, in
/// Sources/TapPicture/Words. The English is what TapPicture always wrote.
final class RenderErrorWordsTests: XCTestCase {

    func testBadOutputsAndInputsGiveTypedProblemsWordedInChinese() throws {
        // Precondition: a folder with no "missing" folder in it
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-words-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let missing = folder + "/missing/x.png", text = folder + "/x.txt", layout = folder + "/a.yaml"

        // Action / Assertion: the names an output may not have
        XCTAssertEqual(PictureWriter.outputProblem(text, force: false, forceName: "--force"),
                       .pictureExtension(path: text, extension: "txt"))
        XCTAssertEqual(PictureWriter.outputProblem(layout, force: false, forceName: "--force"), .layoutFile(path: layout, .picture))
        XCTAssertEqual(PictureWriter.outputProblem(missing, force: false, forceName: "--force"),
                       .file(FileWriteError.directoryMissing(path: missing).worded(force: "--force")))
        XCTAssertEqual(RecordingFormat.pathProblem("clip.gif.bak", advised: true),
                       .recordingExtension(path: "clip.gif.bak", extension: "bak", advised: true))
        XCTAssertNil(PictureWriter.outputProblem(folder + "/x.svg", force: false, forceName: "--force"))
        XCTAssertNil(RecordingFormat.pathProblem("clip.WebM"))

        // Action / Assertion: what drawing, reading and encoding throw
        var thrown: [RenderError] = []
        do { _ = try FontSet(family: "No Such Family TapLab") } catch { thrown.append(error) }
        XCTAssertEqual(thrown.last, .font(.notInstalled(family: "No Such Family TapLab")))
        do { try GIFRecording(width: 40, height: 30).append(OffscreenCanvas(width: 20, height: 30), delay: 10) } catch {
            thrown.append(error)
        }
        XCTAssertEqual(thrown.last, .encoding(format: "GIF", .frameSize(width: 20, height: 30, recordingWidth: 40, recordingHeight: 30)))
        do { _ = try GIFReader.read(folder + "/none.gif") } catch { thrown.append(error) }
        guard case let .encoding("GIF", .gifRead(path, _))? = thrown.last else { return XCTFail("\(thrown)") }
        XCTAssertEqual(path, folder + "/none.gif")
        do { _ = try PNGReader.read(folder + "/none.png") } catch { thrown.append(error) }
        guard case .pngFailed(folder + "/none.png", _)? = thrown.last else { return XCTFail("\(thrown)") }
        XCTAssertEqual(thrown.count, 4)
        for error in thrown { assertWordedInChinese(error) }
        for problem in [PictureWriter.pathProblem(text), PictureWriter.pathProblem(layout), RecordingFormat.pathProblem(text)] {
            assertWordedInChinese(try XCTUnwrap(problem))
        }
    }

    func testTheEnglishIsWhatTapPictureAlwaysWrote() {
        // Precondition / Action / Assertion: a sentence of each kind, word for word
        let expected: [(RenderError, String)] = [
            (.cairo(call: "cairo_create", message: ""), "cairo_create failed: no reason given by cairo"),
            (.font(.notInstalled(family: "Nope")),
             "cannot use the font: no installed font family is called \"Nope\"; `fc-list : family` lists the installed ones"),
            (.pngFailed(path: "a.png", message: ""), "cannot read the PNG a.png: cairo returned no surface"),
            (.encoding(format: "txt", .outputName(.pictureExtension(path: "x.txt", extension: "txt"))),
             "cannot encode the picture as txt: cannot write x.txt: shots are .png, .svg or .pdf pictures, chosen by the extension, "
                + "and a .txt name is none of them; give a .png, .svg or .pdf path"),
            (.encoding(format: "PNG", .figureTooLarge(.tree, width: 9000, height: 20, format: .png)),
             "cannot encode the picture as PNG: the tree figure is 9000x20 points, larger than a PNG can be; give --size (e.g. --size 1920x1080) to scale it into that many pixels"),
            (.encoding(format: "PNG", .timelinePagesTooLarge(pages: 3, width: 10, height: 40000, format: .png)),
             "cannot encode the picture as PNG: the script's timeline is 3 pages, 10x40000 pixels one under the other, "
                + "larger than a PNG can be; write a .pdf (a page each), or a shorter --script"),
            (.encoding(format: "MP4", .ffmpegFailed(status: 1, log: "")), "cannot encode the picture as MP4: ffmpeg failed (exit 1)"),
            (.encoding(format: "GIF", .frameSpill(.write, errno: ENOSPC)),
             "cannot encode the picture as GIF: cannot keep a frame on disk: No space left on device"),
        ]
        for (error, english) in expected {
            XCTAssertEqual(error.description, english)
            XCTAssertEqual(error.text(in: .en), english)
        }
        XCTAssertEqual(OutputProblem.pictureExtension(path: "x", extension: "").english,
                       "cannot write x: shots are .png, .svg or .pdf pictures, chosen by the extension, "
                        + "and a name without an extension is none of them; give a .png, .svg or .pdf path")
        XCTAssertEqual(OutputProblem.layoutFile(path: "a.yml", .recording).english,
                       "cannot write a.yml: it is a layout file, and TapLab never writes to layout files; give a .gif, .mp4 or .webm path")
        XCTAssertEqual(OutputProblem.recordingExtension(path: "a.png", extension: "png", advised: false).english,
                       "cannot write a.png: recordings are .gif, .mp4 or .webm, chosen by the extension, and a .png name is none of them")
        XCTAssertEqual(OutputProblem.ffmpegMissing(path: "x.mp4").english,
                       "cannot write x.mp4: ffmpeg is not installed (it is not on PATH); install it with `sudo apt-get install ffmpeg`, "
                        + "or write a .gif, which needs no ffmpeg")
    }

    func testEveryProblemIsWordedInEnglishAndInChinese() {
        // Precondition: a sample of every case
        let encodings: [EncodingProblem] = [
            .outputName(.pictureExtension(path: "a", extension: "")), .figureTooLarge(.flow, width: 1, height: 2, format: .pdf),
            .timelineTooLarge(width: 1, height: 2, format: .png), .timelinePagesTooLarge(pages: 2, width: 1, height: 2, format: .png),
            .pagesNotPDF(pages: 2), .pngNotVector, .cairo("out of memory"), .ffmpegMissing,
            .temporaryFolder(reason: "Permission denied"), .cannotStart(executable: "/usr/bin/ffmpeg", reason: "x"),
            .ffmpegFailed(status: 1, log: "Unknown encoder"), .ffmpegFailed(status: 1, log: ""),
            .gifCall("EGifPutLine", code: 6), .gifCall("EGifOpen", code: 9999), .gifRead(path: "a.gif", code: 101),
            .frameSize(width: 1, height: 2, recordingWidth: 3, recordingHeight: 4),
            .frameSpill(.create, errno: EACCES), .frameSpill(.write, errno: ENOSPC), .frameSpill(.read, errno: EIO),
            .noPixels, .libpngStart,
        ]
        let outputs: [OutputProblem] = [
            .layoutFile(path: "a.yaml", .picture), .layoutFile(path: "a.yaml", .recording),
            .pictureExtension(path: "a.txt", extension: "txt"), .pictureExtension(path: "a", extension: ""),
            .recordingExtension(path: "a.txt", extension: "txt", advised: true), .recordingExtension(path: "a", extension: "", advised: false),
            .file(FileWriteError.notWritable(path: "/x/y.png").worded(force: "--force")), .ffmpegMissing(path: "a.mp4"),
        ]
        let errors: [RenderError] = [
            .cairo(call: "cairo_create", message: "out of memory"), .cairo(call: "cairo_create", message: ""),
            .font(.notInstalled(family: "X")), .font(.noLatinGlyphs(family: "X")), .invalidSize(width: 0, height: 0),
            .file(.isDirectory(path: "/tmp")), .pngFailed(path: "a.png", message: "x"), .pngFailed(path: "a.png", message: ""),
        ] + encodings.map { .encoding(format: "GIF", $0) }

        // Action / Assertion
        for problem in outputs { assertWordedInChinese(problem) }
        for error in errors { assertWordedInChinese(error) }
        for problem in encodings {
            if case .cairo = problem { continue }  // cairo's own words, in every language
            assertWordedInChinese(problem)
        }
    }
}
