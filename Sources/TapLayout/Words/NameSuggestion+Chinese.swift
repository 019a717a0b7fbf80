import Foundation

extension NameSuggestion {
    static let chinese: @Sendable (NameSuggestion) -> String = { suggestion in
        switch suggestion {
        case let .close(name): "（是不是 '\(name)'？）"
        case let .uikitSpelling(word, key): "（是不是 '\(key)'？\(word) 是它在 UIKit 里的名字）"
        }
    }
}
