import Foundation
import TapKit
import TapExplain

extension ValueProblem {
    static let english: @Sendable (ValueProblem) -> String = { problem in
        func s(_ worded: some Worded) -> String { worded.text(in: .en) }
        func s(_ worded: (some Worded)?) -> String { worded?.text(in: .en) ?? "" }
        return switch problem {
        case let .notMapping(what, found): "\(s(what)) must be a mapping ({key: value, ...}), found \(s(found))"
        case let .keyNotName(what): "keys in \(s(what)) must be plain names"
        case let .unknownKey(name, what, suggestion): "unknown key '\(name)' in \(s(what))\(s(suggestion))"
        case let .notList(what, found): "\(s(what)) must be a list ([...] or '- ' items), found \(s(found))"
        case let .notText(what, found): "\(s(what)) must be text, found \(s(found))"
        case let .notNumber(what, found): "\(s(what)) must be a number, found \(s(found))"
        case let .notFinite(what, written): "\(s(what)) must be a finite number, found '\(written)'"
        case let .tooLarge(what, written): "\(s(what)) is too large: \(written) (limit \(YAMLReader.maxMagnitudeText))"
        case let .belowMinimum(what, minimum, written): "\(s(what)) must be at least \(formatNumber(minimum)), found \(written)"
        case let .aboveMaximum(what, maximum, written): "\(s(what)) must be at most \(formatNumber(maximum)), found \(written)"
        case let .notWhole(what, value): "\(s(what)) must be a whole number, found \(formatNumber(value))"
        case let .notBool(what, found): "\(s(what)) must be true or false, found \(s(found))"
        case let .notNumberList(what, count, shape, found): "\(s(what)) must be \(count) numbers \(shape), found \(s(found))"
        case let .wrongCount(what, count, shape, items, typo): "\(s(what)) must have \(count) numbers \(shape), found \(items)\(s(typo))"
        case let .negativeFrameSize(what, width, height):
            "\(s(what)) has a negative size (\(formatNumber(width)) x \(formatNumber(height))): width and height must be 0 or more"
        case let .negativeSize(what): "\(s(what)) has a negative size: width and height must be 0 or more"
        case let .emptyColor(what):
            "\(s(what)) is empty: a colour that starts with # must be quoted, as in \(s(what)): \"#fff\" (unquoted, YAML reads # as the start of a comment)"
        case let .badColor(what, problem): "\(s(what)): \(s(problem))"
        case let .uikitChoice(what, choices, found, name):
            "\(s(what)) must be one of \(choices.joined(separator: ", ")), found '\(found)': UIKit's \(found) is '\(name)' here"
        case let .notChoice(what, choices, found, suggestion):
            "\(s(what)) must be one of \(choices.joined(separator: ", ")), found '\(found)'\(s(suggestion))"
        }
    }
}
