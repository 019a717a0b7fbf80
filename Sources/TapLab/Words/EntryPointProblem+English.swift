import Foundation
import TapExplain
import TapLayout
import TapPicture

extension EntryPointProblem {
    static let english: @Sendable (EntryPointProblem, Language) -> String = { problem, language in
        switch problem {
        case let .diagnostics(list):
            list.map { $0.description(in: language) }.joined(separator: "\n")
        case let .output(problem):
            problem.text(in: language)
        case let .cannotWrite(path, reason):
            "cannot write \(path): \(reason.text(in: language))"
        case let .scale(scale):
            "scale must be a whole number of pixels per point from 1 to 6, not \(scale)"
        case let .script(problem):
            ExpectationChecker.scriptDiagnostic(problem, file: "").message(in: language)
        case let .scriptNotPlayed(problem):
            "the script could not be played: \(ExpectationChecker.scriptDiagnostic(problem, file: "").message(in: language))"
        case let .tapsNotPlayed(reason):
            "the taps could not be played: \(reason)"
        case let .noDisplay(reason):
            "\(reason). The window needs a display; without one run the program under "
                + "xvfb-run -a, or render pictures with TapLab.shot instead"
        case let .render(reason):
            reason.text(in: language)
        case let .figureNeedsTouch(kind):
            "figure \(kind) draws one touch's hit test, and there is none: give --tap x,y, --on ID, "
                + "or a script with a tap (--script FILE)"
        case .figureNeedsScript:
            "figure states draws the recognizers of a script, and there is none: give --script FILE or --tap x,y"
        case let .cannotDrawFigure(reason):
            "cannot draw the figure: \(reason.text(in: language))"
        case let .cannotDrawTimeline(reason):
            "cannot draw the timeline: \(reason.text(in: language))"
        case let .gifOverBudget(megabytes, frames, size, limit):
            "this GIF's frames could take up to \(megabytes.map { "\($0) MB" } ?? "more than 2^63 bytes") of temporary disk "
                + "(\(frames) frames of \(size)) before it is encoded, over the \(limit) MB limit: \(gifWays), or raise --max-bytes"
        case let .gifOverDisk(megabytes, frames, size, folder, free):
            "this GIF's frames could take up to \(megabytes) MB of temporary disk "
                + "(\(frames) frames of \(size)) before it is encoded, and \(folder) has \(free) MB free: "
                + "\(gifWays), or set TMPDIR to a folder with more room"
        }
    }

    private static let gifWays = "record a shorter script, a lower --fps or --scale, or an MP4 (streamed to ffmpeg)"
}
