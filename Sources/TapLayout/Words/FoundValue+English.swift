import Foundation

extension FoundValue {
    static let english: @Sendable (FoundValue) -> String = { found in
        switch found {
        case .mapping: "a mapping"
        case .list: "a list"
        case .nothing: "nothing"
        case let .text(text): "'\(text)'"
        }
    }
}
