import Foundation
import TapKit
import TapExplain

extension ValueProblem {
    /// `FoundValue`'s Chinese is a whole clause ("实际是列表"), put after a comma.
    static let chinese: @Sendable (ValueProblem) -> String = { problem in
        func s(_ worded: some Worded) -> String { worded.text(in: .zh) }
        func s(_ worded: (some Worded)?) -> String { worded?.text(in: .zh) ?? "" }
        return switch problem {
        case let .notMapping(what, found): "\(s(what)) 必须是映射（{key: value, ...}），\(s(found))"
        case let .keyNotName(what): "\(s(what)) 的键必须是普通的名字"
        case let .unknownKey(name, what, suggestion): "\(s(what)) 里有未知的键 '\(name)'\(s(suggestion))"
        case let .notList(what, found): "\(s(what)) 必须是列表（[...] 或以 '- ' 开头的各项），\(s(found))"
        case let .notText(what, found): "\(s(what)) 必须是文本，\(s(found))"
        case let .notNumber(what, found): "\(s(what)) 必须是数字，\(s(found))"
        case let .notFinite(what, written): "\(s(what)) 必须是有限的数字，实际是 '\(written)'"
        case let .tooLarge(what, written): "\(s(what)) 太大了：\(written)（上限 \(YAMLReader.maxMagnitudeText)）"
        case let .belowMinimum(what, minimum, written): "\(s(what)) 不能小于 \(formatNumber(minimum))，实际是 \(written)"
        case let .aboveMaximum(what, maximum, written): "\(s(what)) 不能大于 \(formatNumber(maximum))，实际是 \(written)"
        case let .notWhole(what, value): "\(s(what)) 必须是整数，实际是 \(formatNumber(value))"
        case let .notBool(what, found): "\(s(what)) 必须是 true 或 false，\(s(found))"
        case let .notNumberList(what, count, shape, found): "\(s(what)) 必须是 \(count) 个数字 \(shape)，\(s(found))"
        case let .wrongCount(what, count, shape, items, typo): "\(s(what)) 必须有 \(count) 个数字 \(shape)，实际有 \(items) 个\(s(typo))"
        case let .negativeFrameSize(what, width, height):
            "\(s(what)) 的尺寸是负数（\(formatNumber(width)) x \(formatNumber(height))）：宽和高必须大于或等于 0"
        case let .negativeSize(what): "\(s(what)) 的尺寸是负数：宽和高必须大于或等于 0"
        case let .emptyColor(what):
            "\(s(what)) 是空的：以 # 开头的颜色必须加引号，例如 \(s(what)): \"#fff\"（不加引号时，YAML 把 # 当作注释的开始）"
        case let .badColor(what, problem): "\(s(what))：\(s(problem))"
        case let .uikitChoice(what, choices, found, name):
            "\(s(what)) 必须是 \(choices.joined(separator: ", ")) 之一，实际是 '\(found)'：UIKit 的 \(found) 在这里叫 '\(name)'"
        case let .notChoice(what, choices, found, suggestion):
            "\(s(what)) 必须是 \(choices.joined(separator: ", ")) 之一，实际是 '\(found)'\(s(suggestion))"
        }
    }
}
