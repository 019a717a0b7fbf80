import Foundation

extension ScriptTimeline.Problem {
    static let chinese: @Sendable (ScriptTimeline.Problem) -> String = { problem in
        switch problem {
        case let .fingerNotDown(id, _, _): "touch \(id) 此时没有按下：请在这一步之前加一个 'down: {touch: \(id), at: [x, y]}' 步骤"
        case let .fingerAlreadyDown(id, _, _): "touch \(id) 已经按下了：请先用 'up: {touch: \(id)}' 把它抬起"
        case .tooManyFingers:
            "这一步需要一根手指，但已经有 \(FingerSchedule.maxFingers) 根手指按下了（上限）：请把重叠步骤各自的 'at:' 时间错开得更远些"
        case let .tooManyDown(id, _, _):
            "touch \(id) 不能按下：已经有 \(FingerSchedule.maxFingers) 个触摸按下了（上限）：请先用 'up: {touch: N}' 抬起一些"
        }
    }
}
