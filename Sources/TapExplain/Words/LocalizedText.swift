import Foundation
import TapKit

/// A sentence in every language TapLab speaks, written once from each
/// language's table: one text per `Language` case, so a new language needs
/// no new field here, only its tables.
///
///     let text = LocalizedText { $0.lineNote("a note") }   // from WhyStrings
///     text.in(.en)
public struct LocalizedText: Equatable, Sendable {
    /// In `Language.allCases` order.
    private let texts: [String]

    /// The text `sentence` writes in each language.
    public init(byLanguage sentence: (Language) -> String) {
        texts = Language.allCases.map(sentence)
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

    public func `in`(_ language: Language) -> String {
        texts[language.index]
    }
}

extension Language {
    /// The language's place in `allCases`.
    var index: Int {
        switch self {
        case .en: 0
        case .zh: 1
        }
    }
}
