import Foundation
import TapExplain

/// What a JSON value is, as a message names what it found ("found an array").
public enum JSONKind: Worded, Equatable {
    case object, array, string, number, boolean, null

    public func text(in language: Language) -> String { LayoutWords.tables(language).jsonKind(self) }

    static let english: @Sendable (JSONKind) -> String = { kind in
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .boolean: "a boolean"
        case .null: "null"
        }
    }

    static let chinese: @Sendable (JSONKind) -> String = { kind in
        switch kind {
        case .object: "对象"
        case .array: "数组"
        case .string: "字符串"
        case .number: "数字"
        case .boolean: "布尔值"
        case .null: "空值（null）"
        }
    }
}
