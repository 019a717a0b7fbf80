import Foundation
import TapExplain
import TapLayout

/// Why a TapLab entry point failed, in words a user can act on: for a
/// layout or script, one `FILE:LINE:COLUMN: error: ...` line per problem;
/// for a picture, the file and the operating system's reason.
///
///     do { _ = try TapLab.replay(app, script: "- tap: [195]") } catch { print(error) }
///     // <script>:1:8: error: tap must have 2 numbers [x, y], found 1
///     do { try TapLab.shot(app, to: "/nonexistent/x.png") } catch { print(error) }
///     // cannot write /nonexistent/x.png: the folder /nonexistent does not exist (create it first)
///
/// Every error TapLab throws keeps its problem as a typed value
/// (`problem`: an `EntryPointProblem`, a `CompositionProblem`, …), worded
/// when printed: `message` and `description` in English,
/// `description(in: .zh)` in Chinese.
public struct TapLabError: Error, CustomStringConvertible, LocalizedError {
    /// What went wrong, worded in any language.
    public let problem: any Worded

    /// An error with this message, the same in every language: for a
    /// program's own checks beside TapLab's (TapLab's own errors carry a
    /// typed `problem`).
    public init(_ message: String) { problem = ProgramWords(message) }

    /// An error of TapLab's, worded when printed.
    public init(_ problem: some Worded) { self.problem = problem }

    /// A layout or script that does not load: its diagnostics, kept.
    public init(_ error: LayoutError) { problem = EntryPointProblem.diagnostics(error.diagnostics) }

    /// The whole message in English, one line per problem.
    public var message: String { description(in: .en) }

    /// The whole message in `language`, one line per problem.
    public func description(in language: Language) -> String { problem.text(in: language) }

    /// The layout's or script's diagnostics when that is what failed, else empty.
    public var diagnostics: [LayoutDiagnostic] { (problem as? EntryPointProblem)?.diagnostics ?? [] }

    /// The message, as `print(error)` shows it.
    public var description: String { message }
    /// The message, as `error.localizedDescription` shows it.
    public var errorDescription: String? { message }
}
