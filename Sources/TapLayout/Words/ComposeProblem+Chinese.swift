import Foundation

extension ComposeProblem {
    /// libyaml's own words (`syntax`, `unreadable`) come from C, in English.
    static let chinese: @Sendable (ComposeProblem) -> String = { problem in
        func started(_ mark: Mark?) -> String { mark.map { "，从第 \($0.line) 行第 \($0.column) 列开始" } ?? "" }
        return switch problem {
        case .outOfMemory: "YAML 无效：内存不足"
        case .libyamlOutOfMemory: "YAML 无效：libyaml 内存不足"
        case .tab: "YAML 无效：这里有一个制表符（Tab）；YAML 只能用空格缩进"
        case let .syntax(problem, context, start): "YAML 无效：\(problem)" + (context.map { "（\($0)\(started(start))）" } ?? "")
        case .undefinedAlias: "YAML 无效：用到了未定义的别名"
        case let .anotherDocument(start):
            "YAML 无效：出现了第二个文档（" + (start.map { "从第 \($0.line) 行第 \($0.column) 列开始的" } ?? "") + "文档流只能有一个文档）"
        case let .unreadable(problem, offset): "YAML 文本无法读取：\(problem)（在偏移量 \(offset) 处）"
        case let .duplicateKey(key, first): "键 '\(key)' 重复了：第 \(first.line) 行第 \(first.column) 列已经设置过它"
        case let .duplicateKeys(keys): "映射里的键 '\(keys.joined(separator: "', '"))' 重复了：每个键只能出现一次"
        case let .tooLarge(bytes, limit): "文本有 \(LayoutLoader.megabytes(bytes))；布局的上限是 \(LayoutLoader.megabytes(limit))"
        case let .tooDeep(limit):
            "YAML 无效：嵌套超过 \(limit) 层（上限）；每个视图都嵌套一个映射和一个 'subviews' 列表，所以视图最多能嵌套约 \(limit / 2) 层"
        case let .keyOverLimit(limit):
            "以别名或集合作为映射的键，到这个键为止展开后超过 \(limit) 个 YAML 节点（上限）；键应当是普通的名字"
        case let .nodesOverLimit(limit): "太大了：展开别名后超过 \(limit) 个 YAML 节点（上限是 \(limit)）"
        case let .aliasedTextOverLimit(limit):
            "太大了：算上这个别名，别名重复带回的文本超过 \(LayoutLoader.megabytes(limit))"
                + "（每个 *别名 都会重复一遍锚点的文本；上限是 \(LayoutLoader.megabytes(limit))）；长文本请只写一次"
        }
    }
}
