import Foundation
import TapExplain

/// Why text is not a colour a layout can use (`ColorParser`): colours are
/// `#rgb`, `#rrggbb`, `#rrggbbaa` or a UIKit name such as `systemBlue`.
public enum ColorProblem: Error, Worded, Equatable {
    /// Starts with `#` but is not 3, 6 or 8 hex digits.
    case malformed(String)
    /// No UIKit colour has this name; the closest that does, if one is close.
    case unknown(String, suggestion: NameSuggestion?)

    public func text(in language: Language) -> String { LayoutWords.tables(language).colorProblem(self) }

}
