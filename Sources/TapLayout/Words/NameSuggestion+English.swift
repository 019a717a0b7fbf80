import Foundation

extension NameSuggestion {
    static let english: @Sendable (NameSuggestion) -> String = { suggestion in
        switch suggestion {
        case let .close(name): " (did you mean '\(name)'?)"
        case let .uikitSpelling(word, key): " (did you mean '\(key)'? \(word) is UIKit's name for it)"
        }
    }
}
