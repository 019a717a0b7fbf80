import Foundation
import TapExplain

/// What `YAMLReader` says about a file as a whole rather than one value:
/// the limits that stop it reading or reporting, and the notes that show
/// where a problem comes back through a YAML alias.
public enum ReaderProblem: Worded, Equatable {
    /// `notShown` problems past the first `limit` were found and left out.
    case tooManyErrors(notShown: Int, limit: Int)
    /// The file expands, aliases followed, past `limit` nodes.
    case tooManyNodes(limit: Int)
    /// A note: the problem above comes back here through `*anchor`.
    case usedAgain(anchor: String)

    public func text(in language: Language) -> String { LayoutWords.tables(language).readerProblem(self) }

}
