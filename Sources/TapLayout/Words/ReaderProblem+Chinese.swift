import Foundation

extension ReaderProblem {
    static let chinese: @Sendable (ReaderProblem) -> String = { problem in
        switch problem {
        case let .tooManyErrors(notShown, limit): "错误太多：另有 \(notShown) 个没有显示（上限是 \(limit) 个）"
        case let .tooManyNodes(limit): "布局太大：展开别名后超过 \(limit) 个 YAML 节点（上限 \(limit)）"
        case let .usedAgain(anchor): "这里通过别名 *\(anchor) 再次用到了它"
        }
    }
}
