import Foundation
import TapExplain

/// What a key of a TapLab dump must hold, as a message asks for it
/// ("must be true or false"): worded apart from `JSONKind`, which names
/// what was found, because the two read differently ("a list", "an array").
public enum JSONExpected: Worded, Equatable {
    case trueOrFalse, string, number, object, list

    public func text(in language: Language) -> String { LayoutWords.tables(language).jsonExpected(self) }

    static let english: @Sendable (JSONExpected) -> String = { expected in
        switch expected {
        case .trueOrFalse: "true or false"
        case .string: "a string"
        case .number: "a number"
        case .object: "an object"
        case .list: "a list"
        }
    }

    static let chinese: @Sendable (JSONExpected) -> String = { expected in
        switch expected {
        case .trueOrFalse: "布尔值（true 或 false）"
        case .string: "字符串"
        case .number: "数字"
        case .object: "对象"
        case .list: "列表"
        }
    }
}
