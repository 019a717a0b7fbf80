import Foundation

/// Something TapLab says to a user — an error, a warning, a note — kept as
/// a typed value and worded only when printed, in the reader's language.
///
/// Each kind of problem is an enum whose words live in one table per
/// language: a function with an exhaustive `switch` registered in a
/// `WordTables`, so the compiler lists every message a new language's
/// table is missing.
///
///     LoaderProblem.emptyID.text(in: .zh)   // "id 不能为空" (TapLayout)
///     LoaderProblem.emptyID.english         // "ids must not be empty"
public protocol Worded: Sendable {
    /// The message in `language`.
    func text(in language: Language) -> String
}

extension Worded {
    /// The English text (what `--json` and library callers get).
    public var english: String { text(in: .en) }
}

/// How a diagnostic's severity reads in each language
/// (`FILE:LINE:COLUMN: error: …`, `…: 错误：…`).
public enum SeverityWord: Sendable {
    case error, warning, note

    public func text(in language: Language) -> String { Self.tables(language)(self) }

    public static let tables = WordTables<@Sendable (SeverityWord) -> String>(english: { word in
        switch word {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }, [.zh: { word in
        switch word {
        case .error: "错误"
        case .warning: "警告"
        case .note: "注"
        }
    }])
}
