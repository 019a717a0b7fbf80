import Foundation
import TapExplain

/// The closest known name to a misspelt one, said after the message that
/// rejects it: " (did you mean 'color'?)". A typed value (`Worded`) so the
/// message around it and the suggestion are worded in the same language.
public enum NameSuggestion: Worded, Equatable {
    /// `name` is one or two typos away from what was written.
    case close(String)
    /// What was written is UIKit's property name (`backgroundColor`) for the
    /// layout key `key` (`color`): no typo, a new user writes what they know.
    case uikitSpelling(String, key: String)

    public func text(in language: Language) -> String { Self.tables(language)(self) }

    public static let tables = WordTables<@Sendable (NameSuggestion) -> String>(english: english, [.zh: chinese])
}
