import Foundation
import TapKit

/// A sentence in every language TapLab speaks, written once from each
/// language's table: one text per language, so a new language needs no new
/// field here, only its tables.
///
///     let text = LocalizedText { $0.lineNote("a note") }   // from WhyStrings
///     text.in(.en)
public struct LocalizedText: Equatable, Sendable {
    /// By language, for every language TapLab spoke when it was written.
    private let texts: [Language: String]

    /// The text `sentence` writes in each language.
    public init(byLanguage sentence: (Language) -> String) {
        texts = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, sentence($0)) })
    }

    /// A `--why` sentence, from each language's `WhyStrings`.
    public init(_ sentence: (WhyStrings) -> String) {
        self.init(byLanguage: { sentence(.of($0)) })
    }

    /// A hit-test sentence, from each language's `ExplanationStrings`.
    public init(explaining sentence: (ExplanationStrings) -> String) {
        self.init(byLanguage: { sentence(.of($0)) })
    }

    /// The English text: what `--json` and library callers get.
    public var en: String { self.in(.en) }

    /// The text in `language` (English for a language added since it was written).
    public func `in`(_ language: Language) -> String {
        texts[language] ?? texts[.en] ?? ""
    }
}
