import Foundation

extension PathProblem {
    static let english: @Sendable (PathProblem) -> String = { problem in
        func lookedIn(_ folder: String?) -> String { folder.map { " (looked for in the current folder, \($0))" } ?? "" }
        return switch problem {
        case .linkLoop: "a symbolic link loop: following its links leads back to itself"
        case let .danglingLink(target): "a symbolic link to\(target.map { " '\($0)'" } ?? ""), which does not exist"
        case let .noSuchFile(folder): "no such file\(lookedIn(folder))"
        case let .noSuchFileOrFolder(folder): "no such file or folder\(lookedIn(folder))"
        case .permissionDenied: "permission denied"
        case let .system(words): words
        }
    }
}
