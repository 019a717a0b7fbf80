import Foundation
import TapExplain

/// A refusal to write is worded when printed, in the reader's language:
/// one table per language, each an exhaustive `switch` over the cases.
extension FileWriteError {
    /// The message in `language`; `force` is how the caller's user says
    /// force (`--force`, `force: true`).
    public func message(force: String, in language: Language) -> String { Self.tables(language)(self, force) }

    /// The refusal as a `Worded` value, naming `force` as the way past it.
    public func worded(force: String) -> FileWriteProblem { FileWriteProblem(error: self, force: force) }

    public static let tables = WordTables<@Sendable (FileWriteError, _ force: String) -> String>(english: english, [.zh: chinese])
}
