import Foundation
import TapLayout
import TapPicture
import XCTest

/// `taplab record`: the gesture puzzle's script as a GIF read back frame by
/// frame, as an MP4 that ffprobe measures, and the errors a user can make.
final class RecordCommandTests: XCTestCase {
    private let puzzle = "Layouts/001-gesture-puzzle.yaml"
    /// The puzzle's script is one tap, its last record at the lift; the idle tail follows it.
    private let puzzleLength = ScriptTimeline.tapDuration + 0.5

    private func expectedFrames(fps: Int) -> Int { Int((Double(fps) * puzzleLength).rounded(.up)) }

    func testTheGesturePuzzlesGIFHasACeilingOfFpsTimesItsLengthPlusOneFrames() throws {
        // Precondition
        let folder = try makeTemporaryFolder("taplab-record")

        for fps in [10, 4] {
            let output = folder.appendingPathComponent("puzzle-\(fps).gif").path

            // Action
            let result = try TapLabProcess.run(["record", puzzle, "-o", output, "--fps", "\(fps)"])

            // Assertion
            XCTAssertEqual(result.status, 0, result.stderr)
            let gif = try GIFReader.read(output)
            XCTAssertEqual(gif.frames.count, expectedFrames(fps: fps), "fps \(fps)")
            XCTAssertEqual(result.stdout, "wrote \(output) (\(gif.width)x\(gif.height), \(gif.frames.count) frames at \(fps) fps: 0.55 s of script)\n")
            XCTAssertEqual(gif.frames.reduce(0) { $0 + $1.delay }, gif.frames.count * 100 / fps, "the delays add up to the frames' time")
            XCTAssertLessThanOrEqual(gif.paletteCount, 256)
            XCTAssertTrue(gif.loopsForever)
            XCTAssertEqual(gif.width % 2, 0)
            XCTAssertEqual(gif.height % 2, 0)
        }
    }

    func testTheFingerIsDrawnWhileTheTapIsOnAndTheCaptionChangesWithTheLog() throws {
        // Precondition: the whole screen at one pixel per point, so the tap at 195,400 is pixel 195,400
        let output = try makeTemporaryFolder("taplab-record").appendingPathComponent("puzzle.gif").path
        XCTAssertEqual(try TapLabProcess.run(["record", puzzle, "-o", output, "--overlay", "none", "--scale", "1"]).status, 0)

        // Action
        let frames = try GIFReader.read(output).frames
        let width = try GIFReader.read(output).width
        let ring = 400 * width + 195 + 21, caption = frames[0].pixels.count - width * 60

        // Assertion
        XCTAssertNotEqual(frames[0].pixels[ring], frames[frames.count - 1].pixels[ring], "the finger's ring, then none")
        XCTAssertNotEqual(Array(frames[0].pixels[caption...]), Array(frames[1].pixels[caption...]), "new log lines in the caption")
        XCTAssertEqual(Array(frames[frames.count - 2].pixels[caption...]), Array(frames[frames.count - 1].pixels[caption...]),
                       "nothing changes in the caption but the time once the log is still")
    }

    func testAScriptFileIsRecordedInsteadOfTheLayoutsOwnAndAnEmptyOneIsAnError() throws {
        // Precondition: a double tap (0.05 + 0.1 + 0.05 s; its last record at the second lift, then 0.5 s: 0.7 × 10 is 7 frames)
        let folder = try makeTemporaryFolder("taplab-record")
        let script = try write("double.yaml", "- doubleTap: [195, 400]\n", in: folder)
        let empty = try write("empty.yaml", "[]\n", in: folder)
        let output = folder.appendingPathComponent("double.gif").path

        // Action
        let recorded = try TapLabProcess.run(["record", puzzle, "-o", output, "--script", script, "--aspect", "16:9", "--lang", "zh"])
        let refused = try TapLabProcess.run(["record", puzzle, "-o", output + ".gif", "--script", empty])

        // Assertion
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        let gif = try GIFReader.read(output)
        XCTAssertEqual(gif.frames.count, 7)
        XCTAssertEqual(Double(gif.width) / Double(gif.height), 16.0 / 9, accuracy: 0.01, "the caption counted in")
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("no script steps, so there is nothing to record"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output + ".gif"))
    }

    func testSlowMotionStretchesTheRecordingAndATapLastsSeveralFrames() throws {
        // Precondition: the puzzle's tap, 0.05 s long, at a quarter of its speed
        let folder = try makeTemporaryFolder("taplab-record")
        let output = folder.appendingPathComponent("slow.gif").path

        // Action
        let result = try TapLabProcess.run(["record", puzzle, "-o", output, "--speed", "0.25", "--overlay", "none", "--scale", "1"])
        let refused = try TapLabProcess.run(["record", puzzle, "-o", output, "--speed", "2"])

        // Assertion: four times the frames, and the finger down in the first two (0 and 0.025 s of script)
        XCTAssertEqual(result.status, 0, result.stderr)
        let gif = try GIFReader.read(output)
        XCTAssertEqual(gif.frames.count, Int((puzzleLength / 0.25 * 10).rounded(.up)))
        let ring = 400 * gif.width + 195 + 21
        XCTAssertEqual(gif.frames[0].pixels[ring], gif.frames[1].pixels[ring], "still down 0.025 s into the script")
        XCTAssertNotEqual(gif.frames[1].pixels[ring], gif.frames[gif.frames.count - 1].pixels[ring])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.stderr.contains("--speed must be a number from 0.1 to 1"), refused.stderr)
    }

    func testAGIFThatWouldPassTheDiskBudgetIsRefusedUpFrontWithItsEstimate() throws {
        // Precondition: 40 s of dragging at 50 fps, scale 2 (issue 26: it took 18.9 GB before it was stopped)
        let folder = try makeTemporaryFolder("taplab-record")
        let script = try write("drag.yaml", "- drag: {from: [10, 10], to: [380, 830], duration: 20}\n- drag: {from: [380, 10], to: [10, 830], duration: 20}\n",
                               in: folder)
        let output = folder.appendingPathComponent("drag.gif").path

        // Action
        let refused = try TapLabProcess.run(["record", puzzle, "--script", script, "--fps", "50", "-o", output])
        let badBudget = try TapLabProcess.run(["record", puzzle, "--max-bytes", "lots", "-o", output])

        // Assertion: refused before drawing, the estimate and the ways out named, no file
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("MB of temporary disk (2025 frames of"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("raise --max-bytes"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        XCTAssertEqual(badBudget.status, 64)
    }

    func testAVideoStoppedBySIGINTOrSIGQUITLeavesNoTemporaryFolderAndNoOutput() throws {
        guard VideoEncoder.executable("ffmpeg") != nil else { throw XCTSkip("ffmpeg is not installed") }
        for signal in [SIGINT, SIGQUIT] {
            // Precondition: a 40 s drag recorded as an MP4, its temporary files in a folder of the test's own
            let folder = try makeTemporaryFolder("taplab-record")
            let temporary = folder.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
            let script = try write("drag.yaml", "- drag: {from: [10, 10], to: [380, 830], duration: 40}\n", in: folder)
            let output = folder.appendingPathComponent("drag.mp4").path
            let process = Process()
            process.executableURL = TapLabProcess.binary
            process.currentDirectoryURL = TapLabProcess.repositoryRoot
            process.arguments = ["record", puzzle, "--script", script, "-o", output]
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice

            // Action: the signal once ffmpeg's folder exists
            try process.run()
            let deadline = Date().addingTimeInterval(60)
            while (try FileManager.default.contentsOfDirectory(atPath: temporary.path)).isEmpty, Date() < deadline, process.isRunning {
                usleep(50_000)
            }
            usleep(300_000)
            kill(process.processIdentifier, signal)
            process.waitUntilExit()

            // Assertion: stopped by that signal, nothing left behind
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "\(signal)")
            XCTAssertEqual(process.terminationStatus, signal)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [], "\(signal)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        }
    }

    func testTheSameCommandGivesTheSameBytes() throws {
        // Precondition
        let folder = try makeTemporaryFolder("taplab-record")
        let paths = ["a.gif", "b.gif"].map { folder.appendingPathComponent($0).path }

        // Action
        for path in paths {
            XCTAssertEqual(try TapLabProcess.run(["record", puzzle, "-o", path, "--crop", "auto", "--overlay", "all"]).status, 0)
        }

        // Assertion
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: paths[0])), try Data(contentsOf: URL(fileURLWithPath: paths[1])))
    }

    func testAnMP4LastsTheFramesTimeWhichIsTheScriptsLengthRoundedUpToAFramePlusOne() throws {
        // Precondition
        let output = try makeTemporaryFolder("taplab-record").appendingPathComponent("puzzle.mp4").path

        // Action
        let result = try TapLabProcess.run(["record", puzzle, "-o", output])

        // Assertion
        guard let ffprobe = VideoEncoder.executable("ffprobe"), VideoEncoder.executable("ffmpeg") != nil else {
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(result.stderr.contains("apt-get install ffmpeg"), result.stderr)
            return
        }
        XCTAssertEqual(result.status, 0, result.stderr)
        let duration = try XCTUnwrap(Double(probe(ffprobe, output).trimmingCharacters(in: .whitespacesAndNewlines)))
        let frames = Double(expectedFrames(fps: 10))
        XCTAssertEqual(duration, frames / 10, accuracy: 0.01, "the frames, each 1 / fps")
        XCTAssertEqual(duration, puzzleLength, accuracy: 0.1, "the script's length, within one frame")
    }

    func testWithoutFFmpegAVideoIsAnErrorSayingHowToInstallIt() throws {
        // Precondition: a PATH with no ffmpeg on it
        let output = try makeTemporaryFolder("taplab-record").appendingPathComponent("puzzle.webm").path
        let environment = ["PATH": "/nonexistent", "HOME": NSTemporaryDirectory()]

        // Action
        let result = try TapLabProcess.run(["record", puzzle, "-o", output], environment: environment)

        // Assertion
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("ffmpeg is not installed (it is not on PATH); install it with `sudo apt-get install ffmpeg`"),
                      result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testAFrameRateOutsideOneToFiftyForAGIFIsRefused() throws {
        // Precondition
        let output = try makeTemporaryFolder("taplab-record").appendingPathComponent("x.gif").path

        for fps in ["0", "-1", "1000", "51"] {
            // Action
            let result = try TapLabProcess.run(["record", puzzle, "-o", output, "--fps=\(fps)"])

            // Assertion
            XCTAssertNotEqual(result.status, 0, fps)
            XCTAssertTrue(result.stderr.contains("--fps must be a whole number from 1 to 50 (frames per second for a GIF), not \(fps)"),
                          result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        }
    }

    func testAnUnknownExtensionIsRefusedNamingTheThreeFormats() throws {
        // Precondition
        let output = try makeTemporaryFolder("taplab-record").appendingPathComponent("x.avi").path

        // Action
        let result = try TapLabProcess.run(["record", puzzle, "-o", output])

        // Assertion
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("recordings are .gif, .mp4 or .webm, chosen by the extension, and a .avi name is none of them"),
                      result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    private func probe(_ ffprobe: String, _ path: String) throws -> String {
        let process = Process(), out = Pipe()
        process.executableURL = URL(fileURLWithPath: ffprobe)
        process.arguments = ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path]
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
