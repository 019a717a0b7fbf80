import Foundation

extension ReaderProblem {
    static let english: @Sendable (ReaderProblem) -> String = { problem in
        switch problem {
        case let .tooManyErrors(notShown, limit): "too many errors: \(notShown) more not shown (the limit is \(limit))"
        case let .tooManyNodes(limit): "layout too large: more than \(limit) YAML nodes once aliases are expanded (limit \(limit))"
        case let .usedAgain(anchor): "used again here through the alias *\(anchor)"
        }
    }
}
