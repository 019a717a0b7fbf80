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
///     wrote puzzle.gif (780x1924, 6 frames at 10 fps: 0.55 s of script)
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a layout's touch script as a GIF, MP4 or WebM (by the output's extension), frame by frame in virtual time.",
        discussion: """
            The recorded length L runs to the log's last record (or the script's last input) plus \
            \(formatNumber(ScriptRecorder.idleTail)) s, at most the last step's end plus the \(formatNumber(ScriptRunner.settleTime)) s \
            that replay lets timers settle. At --speed F there are ceil(L / F × fps) frames, frame i showing the state at \
            i / fps × F seconds, each shown for 1 / fps (a video lasts L / F, rounded up to a whole frame). Fingers are always drawn, with the way each went since the frame before; the overlays default \
            to \(Self.defaultOverlays); the caption under the picture shows the event log's last lines, new ones highlighted. \
            GIFs are written with giflib; MP4 (H.264) and WebM (VP9) need ffmpeg.
            """)

    static let defaultOverlays = "walk,chain,recognizers"
    static let maxScale = 4

    @OptionGroup var input: LayoutArgument
    var layout: String { input.layout }

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The recording to write: .gif, .mp4 or .webm.", valueName: "FILE"))
    var output: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second, a whole number from 1 to 50 for a GIF, to 60 for a video.", valueName: "N"))
    var fps: Int = 10

    @Option(help: ArgumentHelp("A script file to play instead of the layout's own script.", valueName: "FILE"))
    var script: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point, a whole number from 1 to \(Self.maxScale) (2 reads on a slide or projector).", valueName: "S"))
    var scale: Int = 2

    @Option(parsing: .unconditional, help: ArgumentHelp("Slow motion: script seconds per second of recording, from 0.1 to 1 (0.25 plays a 0.05 s tap over 0.2 s).", valueName: "F"))
    var speed: Double = 1

    @Flag(help: "Name the overlays in a line of swatches on the caption.")
    var legend = false

    @Option(name: .customLong("max-bytes"), parsing: .unconditional,
            help: ArgumentHelp("The most temporary disk a GIF's frames may take before it is encoded, e.g. 512M (the default) or 2G; the recording is refused up front when its estimate is over it or over the free space.", valueName: "N[K|M|G]"))
    var maxBytes: String?

    @OptionGroup var picture: PictureArguments

    @Flag(help: "Replace the output even when it is a link, has other names (hard links) or is not a file TapLab wrote.")
    var force = false

    func validate() throws {
        let language = picture.lang.language
        let most = RecordingFormat(path: output)?.maxFPS ?? 60
        guard (1...most).contains(fps) else {
            throw ValidationError(OptionProblem.fps(most: most, format: RecordingFormat(path: output), given: fps).text(in: language))
        }
        if let maxBytes, Self.bytes(maxBytes) == nil {
            throw ValidationError(OptionProblem.maxBytes(maxBytes).text(in: language))
        }
        guard speed.isFinite, (0.1...1).contains(speed) else {
            throw ValidationError(OptionProblem.speed(speed).text(in: language))
        }
        guard (1...Self.maxScale).contains(scale) else {
            throw ValidationError(OptionProblem.scale(most: Self.maxScale, given: scale).text(in: language))
        }
        if case let .failure(error) = picture.overlays(default: Self.defaultOverlays) {
            throw ValidationError(OptionProblem.overlay(unknown: error.unknown).text(in: language))
        }
    }

    /// `512M`, `2G`, `1048576`: a positive byte count, nil for anything else.
    static func bytes(_ text: String) -> Int? {
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        let unit = text.last.flatMap { units[Character($0.uppercased())] }
        guard let number = Int(unit == nil ? text : String(text.dropLast())), number > 0 else { return nil }
        let bytes = number.multipliedReportingOverflow(by: unit ?? 1)
        return bytes.overflow ? nil : bytes.partialValue
    }

    func run() throws {
        let language = picture.lang.language
        if ShotCommand.isLayoutFile(output, input: layout) {
            Terminal.error(OutputProblem.layoutFile(path: output, .recording), language: language)
            throw ExitCode(1)
        }
        if let problem = RecordingFormat.pathProblem(output, advised: true) {
            Terminal.error(problem, language: language)
            throw ExitCode(1)
        }
        let loaded = try input.load(language: language)
        let steps = try ScriptSteps.load(script, for: loaded, language: language)
        guard !steps.isEmpty else {
            Terminal.say(CommandProblem.noScriptSteps(.record), at: script ?? layout, language: language)
            throw ExitCode(1)
        }
        var fresh: LoadedLayout? = loaded
        do {
            var request = RecordingRequest(fps: fps, overlays: (try? picture.overlays(default: Self.defaultOverlays).get()) ?? [],
                                           composition: picture.composition(), scale: scale, fonts: try FontSet(family: picture.font))
            request.speed = speed
            request.showsLegend = legend
            request.maxBytes = maxBytes.flatMap(Self.bytes) ?? RecordingRequest.defaultMaxBytes
            request.progress = Terminal.progress(every: 0.5) { frame, total in
                CommandStatus.recordingProgress(path: output, frame: frame, total: total).text(in: language)
            }
            let (frames, size, length) = try TapLab.drawRecording(steps, load: {
                defer { fresh = nil }
                return try fresh ?? LayoutLoader.load(path: layout)  // warnings were printed by the first load
            }, request: request, to: output, force: force, forceName: "--force", scriptName: script ?? layout)
            Terminal.out(.wroteRecording(path: output, size, frames: frames, fps: fps, seconds: length), language: language)
        } catch let error as ExitCode {
            throw error
        } catch {
            Terminal.error(failure: error, language: language)
            throw ExitCode(1)
        }
    }
}
