import Foundation
import TapExplain

/// Why a view's hit-testing keys in a layout are wrong (`hitShape`,
/// `hitTest`), as a typed value worded in the reader's language.
public enum HitRuleProblem: Worded, Equatable {
    case shapeKind
    case fillRuleNotOnPath
    case noRects
    /// SVG path data the parser rejected, for the reason given.
    case malformedPath(NestedProblem)
    /// The same, in a path the diagnostic cannot point into: `character` counts from its start.
    case malformedPathAt(NestedProblem, character: Int)
    case forwardNeedsTarget
    case forwardSpelling

    public func text(in language: Language) -> String { LayoutWords.tables(language).hitRuleProblem(self) }

    static let english: @Sendable (HitRuleProblem) -> String = { problem in
        switch problem {
        case .shapeKind: "hitShape needs exactly one of circle, ellipse, rects, path"
        case .fillRuleNotOnPath: "fillRule applies to a path hit shape only"
        case .noRects: "hitShape rects needs at least one rectangle"
        case let .malformedPath(reason): "malformed path: \(reason.text(in: .en))"
        case let .malformedPathAt(reason, character): "malformed path: \(reason.text(in: .en)) (at character \(character))"
        case .forwardNeedsTarget: "hitTest needs forward: ID ({forward: ID} or {forward: ID, only: self})"
        case .forwardSpelling: "write the forward rule as {forward: ID}"
        }
    }

    static let chinese: @Sendable (HitRuleProblem) -> String = { problem in
        switch problem {
        case .shapeKind: "hitShape 必须恰好给出 circle、ellipse、rects、path 中的一个"
        case .fillRuleNotOnPath: "fillRule 只适用于 path 形状的 hitShape"
        case .noRects: "hitShape 的 rects 至少需要一个矩形"
        case let .malformedPath(reason): "path 格式错误：\(reason.text(in: .zh))"
        case let .malformedPathAt(reason, character): "path 格式错误：\(reason.text(in: .zh))（位于第 \(character) 个字符）"
        case .forwardNeedsTarget: "hitTest 需要 forward: ID（{forward: ID} 或 {forward: ID, only: self}）"
        case .forwardSpelling: "forward 规则要写成 {forward: ID}"
        }
    }
}
