import Foundation
import TapExplain

/// The limits every dump is read within, whatever its format: how deep and
/// how many views, and how many errors and warnings are listed before the
/// rest are only counted (`DumpReport`).
public enum DumpProblem: Worded, Equatable {
    /// Views nest deeper than `limit` (`ViewDump.maxDepth`).
    case viewsTooDeep(limit: Int)
    /// More views than `limit` (`ViewDump.maxViews`).
    case tooManyViews(limit: Int)
    /// A helper JSON whose `windows` alone are more than `limit` views.
    case tooManyWindows(Int, limit: Int)
    /// `more` errors past the `limit` listed.
    case tooManyErrors(more: Int, limit: Int)
    case tooManyWarnings(more: Int, limit: Int)

    public func text(in language: Language) -> String { LayoutWords.tables(language).dumpProblem(self) }

    static let english: @Sendable (DumpProblem) -> String = { problem in
        switch problem {
        case .viewsTooDeep(let limit):
            "views nested more than \(limit) deep; TapLab reads dumps up to that depth (UIKit apps stay far below it)"
        case .tooManyViews(let limit): "more than \(limit) views; TapLab reads dumps up to that many"
        case .tooManyWindows(let count, let limit): "\(count) windows: more than \(limit) views; TapLab reads dumps up to that many"
        case .tooManyErrors(let more, let limit): "too many errors: \(more) more not shown (the limit is \(limit))"
        case .tooManyWarnings(let more, let limit): "too many warnings: \(more) more not shown (the limit is \(limit))"
        }
    }

    static let chinese: @Sendable (DumpProblem) -> String = { problem in
        switch problem {
        case .viewsTooDeep(let limit): "视图嵌套超过 \(limit) 层；TapLab 读取的 dump 最多只能嵌套这么深（UIKit 应用远远达不到）"
        case .tooManyViews(let limit): "视图超过 \(limit) 个；TapLab 读取的 dump 最多只能有这么多视图"
        case .tooManyWindows(let count, let limit): "\(count) 个窗口：视图超过 \(limit) 个；TapLab 读取的 dump 最多只能有这么多视图"
        case .tooManyErrors(let more, let limit): "错误太多：另有 \(more) 个未显示（上限是 \(limit) 个）"
        case .tooManyWarnings(let more, let limit): "警告太多：另有 \(more) 个未显示（上限是 \(limit) 个）"
        }
    }
}
