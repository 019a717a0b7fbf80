import ArgumentParser
import Foundation
import TapKit
import TapLab
import TapLayout
import TapPicture

/// `taplab record LAYOUT -o FILE.gif|.mp4|.webm [--fps N] [--overlay LIST] [--crop …] [--aspect …] [--lang …] [--script FILE]`:
/// the script replayed in virtual time and drawn frame by frame (SPEC 4),
/// fingers moving, the walk and chain appearing when a touch begins,
/// recognizer badges changing, a caption line for each log record.
/// Deterministic: the same command gives the same bytes.
///
///     $ taplab record Layouts/001-gesture-puzzle.yaml -o puzzle.gif
///     wrote puzzle.gif (390x962, 21 frames at 10 fps: 2.05 s of script)
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a layout's touch script as a GIF, MP4 or WebM (by the output's extension), frame by frame in virtual time.",
        discussion: """
            The script's length L is its last step's end plus the \(formatNumber(ScriptRunner.settleTime)) s that replay lets \
            timers settle. There are ceil(L × fps) frames, frame i showing the state at i / fps seconds, each shown \
            for 1 / fps (a video lasts L, rounded up to a whole frame). Fingers are always drawn, with the way each went since the frame before; the overlays default \
            to \(Self.defaultOverlays); the caption under the picture shows the event log's last lines, new ones highlighted. \
            GIFs are written with giflib; MP4 (H.264) and WebM (VP9) need ffmpeg.
            """)

    static let defaultOverlays = "walk,chain,recognizers"
    static let maxScale = 4

    @OptionGroup var input: LayoutArgument
    var layout: String { input.layout }

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The recording to write: .gif, .mp4 or .webm.", valueName: "FILE"))
    var output: String

    @Option(help: ArgumentHelp("Frames per second, a whole number from 1 to 50 for a GIF, to 60 for a video.", valueName: "N"))
    var fps: Int = 10

    @Option(help: ArgumentHelp("A script file to play instead of the layout's own script.", valueName: "FILE"))
    var script: String?

    @Option(help: ArgumentHelp("Pixels per point, a whole number from 1 to \(Self.maxScale).", valueName: "S"))
    var scale: Int = 1

    @OptionGroup var picture: PictureArguments

    @Flag(help: "Replace the output even when it is a link, has other names (hard links) or is not a file TapLab wrote.")
    var force = false

    func validate() throws {
        let most = RecordingFormat(path: output)?.maxFPS ?? 60
        guard (1...most).contains(fps) else {
            let format = RecordingFormat(path: output).map { " for a \($0.name)" } ?? ""
            throw ValidationError("--fps must be a whole number from 1 to \(most) (frames per second\(format)), not \(fps)")
        }
        guard (1...Self.maxScale).contains(scale) else {
            throw ValidationError("--scale must be a whole number from 1 to \(Self.maxScale) (pixels per point), not \(scale)")
        }
        if case let .failure(error) = picture.overlays(default: Self.defaultOverlays) { throw ValidationError("--overlay: \(error)") }
    }

    func run() throws {
        if ShotCommand.isLayoutFile(output, input: layout) {
            Terminal.err("error: cannot write \(output): it is a layout file, and TapLab never writes to layout files; give a .gif, .mp4 or .webm path")
            throw ExitCode(1)
        }
        if let problem = RecordingFormat.pathProblem(output) {
            Terminal.err("error: \(problem); give a .gif, .mp4 or .webm path")
            throw ExitCode(1)
        }
        let loaded = try input.load()
        let steps = try ScriptSteps.load(script, for: loaded)
        guard !steps.isEmpty else {
            Terminal.err("\(script ?? layout): no script steps, so there is nothing to record; give --script FILE with steps such as `- tap: [x, y]`")
            throw ExitCode(1)
        }
        var fresh: LoadedLayout? = loaded
        do {
            let request = RecordingRequest(fps: fps, overlays: (try? picture.overlays(default: Self.defaultOverlays).get()) ?? [],
                                           composition: picture.composition(), scale: scale, fonts: try FontSet(family: picture.font))
            let (frames, size) = try TapLab.drawRecording(steps, load: {
                defer { fresh = nil }
                return try fresh ?? input.load()
            }, request: request, to: output, force: force, forceName: "--force", scriptName: script ?? layout)
            let length = (try? ScriptTimeline(steps)).map(ScriptRecorder.length) ?? 0
            Terminal.out("wrote \(output) (\(size), \(frames) frames at \(fps) fps: \(formatNumber(length)) s of script)")
        } catch let error as ExitCode {
            throw error
        } catch {
            Terminal.err("error: \(error)")
            throw ExitCode(1)
        }
    }
}
