import Foundation
import TapExplain

/// What the JSON parser found where it expected something else, for its
/// syntax errors ("expected ':' after the key, found a line break").
public enum JSONFound: Worded, Equatable {
    case endOfFile
    case lineBreak
    /// One character, shown in quotes.
    case character(String)

    public func text(in language: Language) -> String { Self.tables(language)(self) }

    public static let tables = WordTables<@Sendable (JSONFound) -> String>(english: { found in
        switch found {
        case .endOfFile: "the end of the file"
        case .lineBreak: "a line break"
        case .character(let c): "'\(c)'"
        }
    }, [.zh: { found in
        switch found {
        case .endOfFile: "文件末尾"
        case .lineBreak: "换行"
        case .character(let c): "字符 '\(c)'"
        }
    }])
}
