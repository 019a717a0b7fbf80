import Foundation

extension FoundValue {
    /// The whole clause (实际是…): a quoted value takes a space before it, a word does not.
    static let chinese: @Sendable (FoundValue) -> String = { found in
        switch found {
        case .mapping: "实际是映射"
        case .list: "实际是列表"
        case .nothing: "实际是空值"
        case let .text(text): "实际是 '\(text)'"
        }
    }
}
