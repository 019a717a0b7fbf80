import Foundation
import TapExplain
import TapFiles

/// Why `taplab new` cannot create a playground, as a typed value
/// (`Worded`) worded in the command's `--lang`: a NAME that cannot name
/// it (a usage error, exit 64), or a checkout or folder it cannot use (exit 1).
enum PlaygroundProblem: Worded, Equatable {
    /// Not a Swift identifier of at most 64 characters.
    case notIdentifier(name: String)
    /// The name of a module every Swift program can import.
    case systemModule(name: String, module: String)
    /// A target or product of `package` already has the name (spelt `taken`).
    case takenName(name: String, taken: String, package: String)
    /// The name of the TapLab checkout's folder at `root`, ignoring case.
    case checkoutName(name: String, root: String)
    /// `--taplab DIR` that is no TapLab checkout.
    case notACheckout(given: String)
    /// No checkout beside the program, nor where it was built from.
    case checkoutNotFound
    case notAFolder(folder: String)
    case folderNotEmpty(folder: String, entries: Int)
    case cannotCreateFolder(folder: String, reason: String)
    /// A file of the playground could not be written.
    case file(FileWriteError)

    func text(in language: Language) -> String { CommandWords.tables(language).playgroundProblem(self) }
}
