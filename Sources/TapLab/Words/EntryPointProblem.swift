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
    /// The output cannot be written where it was asked (a layout file,
    /// an extension of another format, a folder, ffmpeg missing, …):
    /// TapPicture's words.
    case output(OutputProblem)
    /// Drawing or encoding the output failed.
    case cannotWrite(path: String, ErrorWords)
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
    case render(RenderError)
    /// A figure of one touch (`tree`, `flow`, `chain`) with no touch to draw.
    case figureNeedsTouch(kind: String)
    /// `states` with neither a script nor a tap.
    case figureNeedsScript
    case cannotDrawFigure(RenderError)
    case cannotDrawTimeline(RenderError)
    /// A GIF's frames would take more temporary disk than `--max-bytes`
    /// (`limitMB`); `megabytes` nil: more than 2^63 bytes.
    case gifOverBudget(megabytes: Int?, frames: Int, size: PixelSize, limitMB: Int)
    /// A GIF's frames would take more temporary disk than `folder` has free.
    case gifOverDisk(megabytes: Int, frames: Int, size: PixelSize, folder: String, freeMB: Int)

    public func text(in language: Language) -> String { EntryPointWords.tables(language).entryPointProblem(self, language) }

    /// The diagnostics of a layout or script problem, empty for any other.
    public var diagnostics: [LayoutDiagnostic] {
        if case let .diagnostics(list) = self { list } else { [] }
    }
}
