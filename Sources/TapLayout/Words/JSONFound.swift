import Foundation
import TapExplain

/// What the JSON parser found where it expected something else, for its
/// syntax errors ("expected ':' after the key, found a line break").
public enum JSONFound: Worded, Equatable {
    case endOfFile
    case lineBreak
    /// One character, shown in quotes.
    case character(String)

    public func text(in language: Language) -> String { LayoutWords.tables(language).jsonFound(self) }

    static let english: @Sendable (JSONFound) -> String = { found in
        switch found {
        case .endOfFile: "the end of the file"
        case .lineBreak: "a line break"
        case .character(let c): "'\(c)'"
        }
    }

    static let chinese: @Sendable (JSONFound) -> String = { found in
        switch found {
        case .endOfFile: "文件末尾"
        case .lineBreak: "换行"
        case .character(let c): "字符 '\(c)'"
        }
    }
}
