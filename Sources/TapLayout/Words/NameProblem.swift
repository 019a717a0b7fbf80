import Foundation
import TapExplain

/// Why a name on the command line or in a script step (`tap: {on: NAME}`,
/// `--on`) finds no view to tap, as a typed value worded in the reader's language.
public enum NameProblem: Worded, Equatable {
    /// The name is the id of an object that is not a view.
    case notAView(String, is: LayoutObjectKind)
    /// `count` views answer to the name; `first` are the first few ids.
    case ambiguous(String, count: Int, first: [String])
    case noView(String, suggestion: NameSuggestion)

    /// How many of the ids an ambiguous name lists.
    static let listed = 8

    public func text(in language: Language) -> String { LayoutWords.tables(language).nameProblem(self) }

    static let english: @Sendable (NameProblem) -> String = { problem in
        switch problem {
        case let .notAView(id, kind): "'\(id)' is \(kind.text(in: .en)), not a view: only views can be tapped"
        case let .ambiguous(name, count, first):
            "\(count) views answer to '\(name)' (\(first.joined(separator: ", "))\(count > listed ? ", …" : "")); name one by its id or address"
        case let .noView(name, suggestion):
            "no view named '\(name)' (an id, a dumped view's address, or a class only one view has)\(suggestion.text(in: .en))"
        }
    }

    static let chinese: @Sendable (NameProblem) -> String = { problem in
        switch problem {
        case let .notAView(id, kind): "'\(id)' 是\(kind.text(in: .zh))，不是视图：只有视图才能点击"
        case let .ambiguous(name, count, first):
            "有 \(count) 个视图都叫 '\(name)'（\(first.joined(separator: "、"))\(count > listed ? "、…" : "")）；请用 id 或地址指定其中一个"
        case let .noView(name, suggestion):
            "没有名为 '\(name)' 的视图（可以是 id、dump 里视图的地址，或只有一个视图属于的类）\(suggestion.text(in: .zh))"
        }
    }
}
