import Foundation
import TapKit

extension ExpectationProblem {
    static let chinese: @Sendable (ExpectationProblem) -> String = { problem in
        func verdict(_ v: WhyVerdict) -> String {
            v.rule + (v.culprit.map { "（culprit \($0)）" } ?? "") + (v.fixChecked.map { "（修复回放：\($0)）" } ?? "")
        }
        return switch problem {
        case let .hitMismatch(at, expected, actual, file):
            "期望 (\(formatNumber(at.x)), \(formatNumber(at.y))) 处的触摸"
                + (expected.map { "命中 \($0)" } ?? "不命中任何视图") + "，实际却"
                + (actual.map { "命中了 \($0)" } ?? "没有命中任何视图")
                + "（见 'taplab trace \(file) --at \(formatNumber(at.x)),\(formatNumber(at.y))'）"
        case let .notAResponder(from): "chain 期望：'\(from)' 不是响应者"
        case let .chainMismatch(from, expected, actual):
            "期望从 \(from) 开始的响应链是 [\(expected.joined(separator: ", "))]，实际是 [\(actual.joined(separator: ", "))]"
        case let .notAWhyTarget(view): "why 期望：'\(view)' 既不是视图，也不是手势识别器"
        case let .noTouchToAnswer(view): "why 期望：脚本里没有触摸，所以没有关于 \(view) 的回答"
        case let .whyMismatch(view, expected, actual, file):
            "期望 --why \(view) 的回答是 \(verdict(expected))，实际是 \(verdict(actual))（见 'taplab replay \(file) --why \(view)'）"
        case let .logLineMissing(line, after, file):
            (after.map { "在 '\($0)' 之后" } ?? "") + "日志里找不到 '\(line)' 这一行（见 'taplab replay \(file)'）"
        case let .logLineFound(line, file): "日志里不应出现 '\(line)' 这一行，但它出现了（见 'taplab replay \(file)'）"
        }
    }
}
