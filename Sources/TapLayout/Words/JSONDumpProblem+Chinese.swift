import Foundation
import TapExplain

extension JSONDumpProblem {
    static let chinese: @Sendable (JSONDumpProblem) -> String = { problem in
        switch problem {
        case .notAnObject(let what, let found): "\(zh(what))必须是对象，实际是\(zh(found))"
        case .duplicateKey(let name, let line, let column): "重复的键 '\(name)'（第一个在第 \(line) 行第 \(column) 列）"
        case .unknownKey(let name, let what, let suggestion): "\(zh(what))中的未知键 '\(name)' 已忽略" + suggestion.text(in: .zh)
        case .missingKey(let key, let what): "\(zh(what))缺少 '\(key)'"
        case .wrongType(let key, let what, let expected, let found):
            "\(zh(what))中的 '\(key)' 必须是\(expected.text(in: .zh))，实际是\(zh(found))"
                + (expected == .number ? nanHint(found) : "")
        case .belowMinimum(let key, let what, let minimum, let found):
            "\(zh(what))中的 '\(key)' 不能小于 \(shown(minimum))，实际是 \(shown(found))"
        case .aboveMaximum(let key, let what, let maximum, let found):
            "\(zh(what))中的 '\(key)' 不能大于 \(shown(maximum))，实际是 \(shown(found))"
        case .notWholeNumber(let key, let what, let found): "\(zh(what))中的 '\(key)' 必须是整数，实际是 \(shown(found))"
        case .wrongCount(let key, let what, let parts, let found):
            "\(zh(what))中的 '\(key)' 必须是 [\(parts.joined(separator: ", "))]，实际有 \(found) 个值"
        case .partNotNumber(let key, let what, let part, let found):
            "\(zh(what))中的 '\(key)'：\(part) 必须是数字，实际是\(zh(found))" + nanHint(found)
        case .negativePart(let key, let what, let part, let value): "\(zh(what))中的 '\(key)' 的 \(part) 是负数（\(shown(value))）"
        case .unknownName(let key, let what, let allowed, let found):
            "\(zh(what))中的 '\(key)' 只能是 \(allowed.joined(separator: "、"))，实际是 '\(found)'"
        case .notAName(let key, let what, let allowed, let found):
            "\(zh(what))中的 '\(key)' 只能是 \(allowed.joined(separator: "、"))，实际是\(zh(found))"
        case .notATapLabDump(let format): "'format' 必须是 \"taplab-dump\"，实际是 \"\(format)\""
        case .unsupportedVersion(let version, let newest):
            "不支持的 dump 版本 \(shown(version))：这个 TapLab 读取版本 1 和 \(newest)"
                + "（请用这个 TapLab 的 Tools/ 里的 TapLabDump.swift 重新 dump）"
        case .noWindows: "'windows' 为空：这份 dump 里没有视图"
        case .emptyClass(let what): "\(zh(what))中的 'class' 为空"
        case .unknownGestureType(let type, let what, let suggestion, let types):
            "\(zh(what))中有未知的手势类型 '\(type)'" + suggestion.text(in: .zh) + "；可用的类型有 \(types.joined(separator: "、"))"
        }
    }

    private static func zh(_ word: some Worded) -> String { word.text(in: .zh) }

    private static func nanHint(_ found: JSONKind) -> String {
        found == .null ? "，即应用里这个值是 NaN 或无穷大" : ""
    }
}
