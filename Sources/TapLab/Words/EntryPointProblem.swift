import Foundation
import TapExplain
import TapFiles
import TapLayout
import TapPicture

/// Why a TapLab entry point (`TapLab.shot`, `.timeline`, `.figure`,
/// `.run`, the recording the command line makes) failed, as a typed value
/// (`Worded`) worded when printed, in the reader's language. A layout's
/// or script's problems stay diagnostics, so each keeps its place and is
/// worded in any language too.
public enum EntryPointProblem: Worded, Equatable {
    /// A layout or script that does not load, or a script that cannot be
    /// played: one `FILE:LINE:COLUMN: error: …` line each.
    case diagnostics([LayoutDiagnostic])
    /// The output cannot be written or replaced (a folder, a link, …).
    case file(FileWriteProblem)
    /// The output names a layout file, which TapLab never writes.
    case layoutFileOutput(path: String, OutputKind)
    /// A picture's name whose extension is not `.png`, `.svg` or `.pdf` (`""`: none).
    case pictureExtension(path: String, extension: String)
    /// A recording's name whose extension is not `.gif`, `.mp4` or `.webm`
    /// (`""`: none); `advised` adds what to give instead.
    case recordingExtension(path: String, extension: String, advised: Bool)
    /// Drawing or encoding the output failed.
    case cannotWrite(path: String, ErrorWords)
    /// An MP4 or WebM needs ffmpeg, which is not on `PATH`.
    case ffmpegMissing(path: String)
    /// `scale:` outside 1...6.
    case scale(Int)
    /// A script that cannot be played as written: the problem alone, without its place.
    case script(ScriptTimeline.Problem)
    /// A `TapLab.shot` script that cannot be played as written.
    case scriptNotPlayed(ScriptTimeline.Problem)
    /// The taps could not be played (`reason`: the error's own words).
    case tapsNotPlayed(reason: String)
    /// The window could not open (`reason`: SDL's words).
    case noDisplay(reason: String)
    /// The fonts could not be found, or a picture could not be drawn.
    case render(RenderProblem)
    /// A figure of one touch (`tree`, `flow`, `chain`) with no touch to draw.
    case figureNeedsTouch(kind: String)
    /// `states` with neither a script nor a tap.
    case figureNeedsScript
    case cannotDrawFigure(RenderProblem)
    case cannotDrawTimeline(RenderProblem)
    /// A GIF's frames would take more temporary disk than `--max-bytes`
    /// (`limitMB`); `megabytes` nil: more than 2^63 bytes.
    case gifOverBudget(megabytes: Int?, frames: Int, size: PixelSize, limitMB: Int)
    /// A GIF's frames would take more temporary disk than `folder` has free.
    case gifOverDisk(megabytes: Int, frames: Int, size: PixelSize, folder: String, freeMB: Int)

    /// What an output is, for the extensions to offer.
    public enum OutputKind: Sendable, Equatable {
        case picture, recording
    }

    public func text(in language: Language) -> String { Self.tables(language)(self, language) }
    public static let tables = WordTables<@Sendable (EntryPointProblem, Language) -> String>(english: english, [.zh: chinese])

    /// The diagnostics of a layout or script problem, empty for any other.
    public var diagnostics: [LayoutDiagnostic] {
        if case let .diagnostics(list) = self { list } else { [] }
    }

    /// Why a picture cannot be written to `path`, or nil, in the order that
    /// explains best (as `PictureWriter.outputProblem`): a layout file's
    /// name, then the file system's reasons, then an extension that is not
    /// a picture's. `force` is how the caller's user says force.
    public static func output(_ path: String, force: Bool, forceName: String) -> EntryPointProblem? {
        if PictureWriter.isLayoutName(path) { return .layoutFileOutput(path: path, .picture) }
        do { try PictureWriter.checkWritable(path, force: force) } catch {
            if case let .file(problem) = error { return .file(problem.worded(force: forceName)) }
            return .cannotWrite(path: path, ErrorWords(error))
        }
        return pictureName(path)
    }

    /// Why `path` is no name for a picture (as `PictureWriter.pathProblem`), or nil.
    public static func pictureName(_ path: String) -> EntryPointProblem? {
        if PictureWriter.isLayoutName(path) { return .layoutFileOutput(path: path, .picture) }
        guard PictureFormat(path: path) == nil else { return nil }
        return .pictureExtension(path: path, extension: (path as NSString).pathExtension.lowercased())
    }

    /// Why `path` is no name for a recording (as `RecordingFormat.pathProblem`), or nil.
    public static func recordingName(_ path: String, advised: Bool = false) -> EntryPointProblem? {
        guard RecordingFormat(path: path) == nil else { return nil }
        return .recordingExtension(path: path, extension: (path as NSString).pathExtension.lowercased(), advised: advised)
    }
}
