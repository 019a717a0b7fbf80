import Foundation

extension ScriptProblem {
    static let chinese: @Sendable (ScriptProblem) -> String = { problem in
        switch problem {
        case .empty: "脚本是空的：需要一个步骤列表，例如 `- tap: [x, y]`"
        case let .tooManySteps(count, limit): "脚本有 \(count) 个步骤；上限是 \(limit) 个"
        case let .movesTooLong(limit): "到这一步为止，脚本移动手指的时间合计超过 \(limit) s（上限）；请缩短各步的 duration"
        case let .notOneStep(steps): "每个脚本步骤必须恰好包含 \(steps.joined(separator: "、")) 中的一个（另外可以加一个 'at: SECONDS'）"
        case .needsTouch: "这一步需要 'touch: N'（用哪根手指）"
        case .longPressAtAndOn: "longPress 只能写 'at: [x, y]' 或 'on: ID' 其中之一，不能两个都写"
        case .controlCharactersInKey: "key 的名字不能包含换行或控制字符（按键在日志里是一行中的一个词）"
        case let .needsPoint(step, key): "\(step) 需要 '\(key): [x, y]'"
        case let .needsNumber(step, key): "\(step) 需要 '\(key)'"
        case let .needsPointOrView(what): "\(what) 需要 [x, y] 或 {on: ID}"
        case let .viewNeedsLayout(what, view): "\(what) 的 on: '\(view)' 需要布局里的视图；单独的脚本文件只能用 [x, y] 坐标点"
        case let .noSuchView(what, reason): "\(what) 的 on 无法确定要点按的视图：\(reason.text(in: .zh))"
        }
    }
}
