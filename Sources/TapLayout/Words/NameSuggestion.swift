import Foundation
import TapExplain

/// The known name a misspelt one most likely meant, kept as a value so that
/// the "did you mean" a message ends with is worded in the reader's
/// language. Its text starts with a space (English) or a bracket (Chinese),
/// to be appended to a message as it is; `.none`'s text is empty.
///
///     NameSuggestion("veiw", among: ["view", "windows"])   // .name("view")
public enum NameSuggestion: Worded, Equatable {
    /// Nothing is close enough to be a likely typo.
    case none
    /// A known name a few edits away.
    case name(String)
    /// The layout's own key for the UIKit property name written instead
    /// (`backgroundColor` is `color`): no typo, a name the user knows.
    case uikitName(key: String, uikit: String)

    /// The closest of `candidates` to `word`. On a tie the first candidate
    /// wins, so pass candidates in a stable order (not a dictionary's).
    public init(_ word: String, among candidates: [String]) {
        if let key = uikitSpellings[word], candidates.contains(key) {
            self = .uikitName(key: key, uikit: word)
            return
        }
        let lower = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = editDistance(lower, candidate.lowercased())
            if d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        guard let best, best.distance <= max(1, min(3, word.count / 3)) else {
            self = .none
            return
        }
        self = .name(best.name)
    }

    public func text(in language: Language) -> String { LayoutWords.tables(language).nameSuggestion(self) }

    static let english: @Sendable (NameSuggestion) -> String = { suggestion in
        switch suggestion {
        case .none: ""
        case let .name(name): " (did you mean '\(name)'?)"
        case let .uikitName(key, uikit): " (did you mean '\(key)'? \(uikit) is UIKit's name for it)"
        }
    }

    static let chinese: @Sendable (NameSuggestion) -> String = { suggestion in
        switch suggestion {
        case .none: ""
        case let .name(name): "（是不是 '\(name)'？）"
        case let .uikitName(key, uikit): "（是不是 '\(key)'？\(uikit) 是 UIKit 里的叫法）"
        }
    }
}
