import Foundation

extension PathProblem {
    /// `system` is the C library's text (`strerror`), passed through.
    static let chinese: @Sendable (PathProblem) -> String = { problem in
        func lookedIn(_ folder: String?) -> String { folder.map { "（在当前文件夹 \($0) 中查找）" } ?? "" }
        return switch problem {
        case .linkLoop: "符号链接形成了循环：顺着链接走下去又回到了它自己"
        case let .danglingLink(target):
            target.map { "这是一个指向 '\($0)' 的符号链接，但目标不存在" } ?? "这是一个符号链接，但它指向的目标不存在"
        case let .noSuchFile(folder): "没有这个文件\(lookedIn(folder))"
        case let .noSuchFileOrFolder(folder): "没有这个文件或文件夹\(lookedIn(folder))"
        case .permissionDenied: "没有权限"
        case let .system(words): words
        }
    }
}
