import Foundation
import TapExplain

/// The known name a misspelt one is probably meant to be, kept as a value so
/// that a message embedding it words it in the reader's language: in English
/// " (did you mean 'color'?)", in Chinese "（是不是 'color'？）".
///
/// It decides as `didYouMean(_:among:)` does (a UIKit property name for a
/// key TapLab spells its own way first, then the closest name within a
/// typo's distance), so its English is that function's text exactly.
public enum NameSuggestion: Worded, Equatable {
    /// Nothing is close enough to be a likely typo: the message says nothing.
    case none
    case closest(String)
    /// `uikit` is UIKit's name for the layout key `key` (`title` for `text`).
    case uikitName(key: String, uikit: String)

    public init(for word: String, among candidates: [String]) {
        if let key = uikitSpellings[word], candidates.contains(key) {
            self = .uikitName(key: key, uikit: word)
            return
        }
        let lower = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let d = editDistance(lower, candidate.lowercased())
            if d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        guard let (name, distance) = best, distance <= max(1, min(3, word.count / 3)) else {
            self = .none
            return
        }
        self = .closest(name)
    }

    public func text(in language: Language) -> String { Self.tables(language)(self) }

    public static let tables = WordTables<@Sendable (NameSuggestion) -> String>(english: { suggestion in
        switch suggestion {
        case .none: ""
        case .closest(let name): " (did you mean '\(name)'?)"
        case .uikitName(let key, let uikit): " (did you mean '\(key)'? \(uikit) is UIKit's name for it)"
        }
    }, [.zh: { suggestion in
        switch suggestion {
        case .none: ""
        case .closest(let name): "（是不是 '\(name)'？）"
        case .uikitName(let key, let uikit): "（是不是 '\(key)'？\(uikit) 是 UIKit 里的名字）"
        }
    }])
}
