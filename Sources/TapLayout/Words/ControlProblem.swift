import Foundation
import TapExplain
import TapKit

/// Why a control's keys in a layout are wrong (SPEC 11: `on`, `minimum`,
/// `step`, `segments`…), as a typed value worded in the reader's language.
public enum ControlProblem: Worded, Equatable {
    /// A control key on a view of another class; `classes` are those it applies to.
    case controlKeyNotApplicable(String, classes: [String], role: ViewRole)
    case stepNotPositive
    /// `maximum` below `minimum`, which is given.
    case maximumBelowMinimum(Double)
    /// `selected` names a segment of a control without segments.
    case selectedWithoutSegments(Int)

    public func text(in language: Language) -> String { LayoutWords.tables(language).controlProblem(self) }

    static let english: @Sendable (ControlProblem) -> String = { problem in
        switch problem {
        case let .controlKeyNotApplicable(key, classes, role):
            "\(key) applies to \(classes.joined(separator: " and ")) only, not \(role.text(in: .en)) (add class: \(classes.first ?? ""))"
        case .stepNotPositive: "step must be greater than 0 (UIKit requires it)"
        case let .maximumBelowMinimum(minimum): "maximum must be at least minimum (\(formatNumber(CGFloat(minimum))))"
        case let .selectedWithoutSegments(s): "selected \(s) has no segment to select: give segments: [TITLE, …] too"
        }
    }

    static let chinese: @Sendable (ControlProblem) -> String = { problem in
        switch problem {
        case let .controlKeyNotApplicable(key, classes, role):
            "\(key) 只适用于 \(classes.joined(separator: " 和 "))，不适用于 \(role.text(in: .zh))（请加上 class: \(classes.first ?? "")）"
        case .stepNotPositive: "step 必须大于 0（UIKit 的要求）"
        case let .maximumBelowMinimum(minimum): "maximum 不能小于 minimum（\(formatNumber(CGFloat(minimum)))）"
        case let .selectedWithoutSegments(s): "selected 为 \(s)，但没有可选的分段：请同时给出 segments: [TITLE, …]"
        }
    }
}
