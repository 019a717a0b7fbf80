import Foundation
import TapExplain

/// Why a path cannot be opened, in words a user can act on: Foundation
/// answers "no such file" for a link that loops or points nowhere, which
/// sends people looking for a file that is right there.
public enum PathProblem: Worded, Equatable {
    /// Following the links leads back to the first.
    case linkLoop
    /// A symbolic link to `target` (nil: not readable), which does not exist.
    case danglingLink(target: String?)
    /// No file there; a relative path was looked for in `folder`, the current one.
    case noSuchFile(lookedIn: String?)
    /// The same where a folder would do too (`taplab check FOLDER`).
    case noSuchFileOrFolder(lookedIn: String?)
    case permissionDenied
    /// The system's own words for any other error (`strerror`).
    case system(String)

    public func text(in language: Language) -> String { LayoutWords.tables(language).pathProblem(self) }

}
