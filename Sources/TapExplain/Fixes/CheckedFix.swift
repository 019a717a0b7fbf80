import Foundation
import TapKit

/// A fix as an answer offers it: the sentence, the change TapLab made to
/// check it (nil for code), and what the replay showed (nil only where the
/// caller gave no way to replay, a library call without `FixReplay`).
public struct CheckedFix {
    public let text: LocalizedText
    public let change: FixChange?
    public let checked: FixCheck?

    /// The sentence with what its check showed: `… (checked: button1 then works)`.
    public func line(in language: Language, target: String) -> String {
        let s = WhyStrings.of(language)
        switch checked {
        case nil: return text.in(language)
        case .works: return text.in(language) + s.checkedWorks(target)
        case let .next(rule): return text.in(language) + s.checkedNext(target, rule.rawValue)
        case .notSimulated: return text.in(language) + s.notSimulated
        }
    }

    /// `{text, change, checked}`, English.
    var json: String {
        JSONText.object([("text", JSONText.string(text.en)), ("change", change?.json ?? "null"),
                         ("checked", checked.map { JSONText.string($0.name) } ?? "null")])
    }
}
