import Foundation
import TapExplain

/// A hint after "must have 2 numbers": an item was typed with a Chinese
/// input method's full-width punctuation (`[20，100]` is one scalar), and
/// which ASCII mark to type instead (see `FullWidthMarks`).
public struct FullWidthTypo: Worded, Equatable {
    /// The item as written.
    public var item: String
    /// The full-width mark in it, and the ASCII mark YAML wants there.
    public var mark: Character, ascii: Character

    public init(item: String, mark: Character, ascii: Character) {
        (self.item, self.mark, self.ascii) = (item, mark, ascii)
    }

    /// The first item holding a full-width mark, or nil.
    static func first(in items: [String]) -> FullWidthTypo? {
        let marks = FullWidthMarks.ascii
        for item in items {
            guard let mark = item.first(where: { marks[$0] != nil }), let ascii = marks[mark] else { continue }
            return FullWidthTypo(item: item, mark: mark, ascii: ascii)
        }
        return nil
    }

    public func text(in language: Language) -> String { LayoutWords.tables(language).fullWidthTypo(self) }

    static let english: @Sendable (FullWidthTypo) -> String = { typo in
        "; '\(typo.item)' holds the full-width '\(typo.mark)' of a Chinese input method: type the ASCII '\(typo.ascii)'"
    }

    static let chinese: @Sendable (FullWidthTypo) -> String = { typo in
        "；'\(typo.item)' 里有中文输入法的全角 '\(typo.mark)'：请改用 ASCII 的 '\(typo.ascii)'"
    }
}
