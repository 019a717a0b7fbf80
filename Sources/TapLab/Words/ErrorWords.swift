import Foundation
import TapExplain
import TapFiles
import TapLayout
import TapPicture

/// Any error a TapLab entry point or command can meet, as words in the
/// reader's language: TapLab's own (`TapLabError`, a layout's diagnostics,
/// a refusal to write, a picture that could not be drawn, any error that
/// is itself `Worded`) by their tables;
/// an error of another kind by its own description, the only words it has.
/// Equal when their English is.
public struct ErrorWords: Worded, Equatable {
    public let problem: any Worded

    public init(_ error: any Error, force: String = "--force") {
        switch error {
        case let error as TapLabError: problem = error.problem
        case let error as LayoutError: problem = EntryPointProblem.diagnostics(error.diagnostics)
        case let error as LayoutDiagnostic: problem = EntryPointProblem.diagnostics([error])
        case let error as ScriptTimeline.Problem: problem = EntryPointProblem.script(error)
        case let error as FileWriteError: problem = error.worded(force: force)
        case let error as ShotRequest.Failure: problem = error.problem
        case let error as any Worded: problem = error
        default: problem = ForeignWords(description: "\(error)")
        }
    }

    public func text(in language: Language) -> String { problem.text(in: language) }

    public static func == (a: ErrorWords, b: ErrorWords) -> Bool { a.english == b.english }

    /// An error that has no words but its description.
    private struct ForeignWords: Worded {
        let description: String
        func text(in language: Language) -> String { description }
    }
}
