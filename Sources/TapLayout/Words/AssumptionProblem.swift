import Foundation
import TapExplain

/// Why an `--assume ID.PROPERTY=VALUE` cannot be taken, as a typed value
/// worded in the reader's language.
public enum AssumptionProblem: Error, Worded, Equatable {
    /// What a value must look like.
    public enum Expected: Equatable, Sendable {
        case size, bool, none, unitNumber
    }

    /// Not `ID.PROPERTY=VALUE`.
    case malformed(String)
    case unknownProperty(String, known: [String])
    case badValue(property: String, value: String, expected: Expected)
    /// No object has this name; `suggestion` is the nearest id.
    case unknownName(String, suggestion: NameSuggestion)
    case ambiguousName(String, ids: [String])
    /// The name is not a view's (a recognizer, a layer, a controller).
    case notAView(String)
    /// `contentSize` on a view that is not a scroll view.
    case notAScrollView(String)
    /// `contentSize` on a list, whose content is its rows.
    case contentSizeOfList(String)

    public func text(in language: Language) -> String { LayoutWords.tables(language).assumptionProblem(self) }
}
