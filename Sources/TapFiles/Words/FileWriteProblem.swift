import Foundation
import TapExplain

/// A `FileWriteError` with the words its reader uses to force a
/// replacement (`--force` on the command line, `force: true` in Swift),
/// so that it can be worded in any language when printed.
public struct FileWriteProblem: Worded, Equatable {
    public var error: FileWriteError
    public var force: String

    public init(error: FileWriteError, force: String) {
        self.error = error
        self.force = force
    }

    public func text(in language: Language) -> String { error.message(force: force, in: language) }
}
