import Foundation
import TapExplain

/// What a file holds where a message wanted something else: "…, found a
/// list". Kept typed so the sentence around it can be worded in any language.
public enum FoundValue: Worded, Equatable {
    case mapping
    case list
    /// A null scalar (`~`, `null`, or nothing after the colon).
    case nothing
    /// A scalar, quoted as written (cut to its start where the message says so).
    case text(String)

    public func text(in language: Language) -> String { LayoutWords.tables(language).foundValue(self) }

}
