import Foundation
import TapKit
import TapExplain

extension ValueProblem {
    /// `FoundValue`'s Chinese is a whole clause ("实际是列表"), put after a
    /// comma. A sentence starts with its subject: a key (`frame`) takes a
    /// space before the Chinese after it, TapLab's own words (脚本步骤) none.
    static let chinese: @Sendable (ValueProblem) -> String = { problem in
        func s(_ worded: some Worded) -> String { worded.text(in: .zh) }
        func s(_ worded: (some Worded)?) -> String { worded?.text(in: .zh) ?? "" }
        func subject(_ what: ValueSubject) -> String {
            let text = what.text(in: .zh)
            return text.unicodeScalars.last.map(\.isASCII) ?? false ? text + " " : text
        }
        return switch problem {
        case let .notMapping(what, found): "\(subject(what))必须是映射（{key: value, ...}），\(s(found))"
        case let .keyNotName(what): "\(subject(what))的键必须是普通的名字"
        case let .unknownKey(name, what, suggestion): "\(subject(what))里有未知的键 '\(name)'\(s(suggestion))"
        case let .notList(what, found): "\(subject(what))必须是列表（[...] 或以 '- ' 开头的各项），\(s(found))"
        case let .notText(what, found): "\(subject(what))必须是文本，\(s(found))"
        case let .notNumber(what, found): "\(subject(what))必须是数字，\(s(found))"
        case let .notFinite(what, written): "\(subject(what))必须是有限的数字，实际是 '\(written)'"
        case let .tooLarge(what, written): "\(subject(what))太大了：\(written)（上限 \(YAMLReader.maxMagnitudeText)）"
        case let .belowMinimum(what, minimum, written): "\(subject(what))不能小于 \(formatNumber(minimum))，实际是 \(written)"
        case let .aboveMaximum(what, maximum, written): "\(subject(what))不能大于 \(formatNumber(maximum))，实际是 \(written)"
        case let .notWhole(what, value): "\(subject(what))必须是整数，实际是 \(formatNumber(value))"
        case let .notBool(what, found): "\(subject(what))必须是 true 或 false，\(s(found))"
        case let .notNumberList(what, count, shape, found): "\(subject(what))必须是 \(count) 个数字 \(shape)，\(s(found))"
        case let .wrongCount(what, count, shape, items, typo): "\(subject(what))必须有 \(count) 个数字 \(shape)，实际有 \(items) 个\(s(typo))"
        case let .negativeFrameSize(what, width, height):
            "\(subject(what))的尺寸是负数（\(formatNumber(width)) x \(formatNumber(height))）：宽和高必须大于或等于 0"
        case let .negativeSize(what): "\(subject(what))的尺寸是负数：宽和高必须大于或等于 0"
        case let .emptyColor(what):
            "\(subject(what))是空的：以 # 开头的颜色必须加引号，例如 \(s(what)): \"#fff\"（不加引号时，YAML 把 # 当作注释的开始）"
        case let .badColor(what, problem): "\(s(what))：\(s(problem))"
        case let .uikitChoice(what, choices, found, name):
            "\(subject(what))必须是 \(choices.joined(separator: "、")) 之一，实际是 '\(found)'：UIKit 的 \(found) 在这里叫 '\(name)'"
        case let .notChoice(what, choices, found, suggestion):
            "\(subject(what))必须是 \(choices.joined(separator: "、")) 之一，实际是 '\(found)'\(s(suggestion))"
        }
    }
}
