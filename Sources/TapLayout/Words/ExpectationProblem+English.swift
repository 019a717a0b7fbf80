import Foundation
import TapKit

extension ExpectationProblem {
    static let english: @Sendable (ExpectationProblem) -> String = { problem in
        func verdict(_ v: WhyVerdict) -> String {
            v.rule + (v.culprit.map { " (culprit \($0))" } ?? "") + (v.fixChecked.map { " (fix checked: \($0))" } ?? "")
        }
        return switch problem {
        case let .hitMismatch(at, expected, actual, file):
            "expected the touch at (\(formatNumber(at.x)), \(formatNumber(at.y))) to hit \(expected ?? "no view"), but it hit \(actual ?? "no view") "
                + "(see 'taplab trace \(file) --at \(formatNumber(at.x)),\(formatNumber(at.y))')"
        case let .notAResponder(from): "chain expectation: '\(from)' is not a responder"
        case let .chainMismatch(from, expected, actual):
            "expected the chain from \(from) to be [\(expected.joined(separator: ", "))], but it is [\(actual.joined(separator: ", "))]"
        case let .notAWhyTarget(view): "why expectation: '\(view)' is not a view or a gesture recognizer"
        case let .noTouchToAnswer(view): "why expectation: the script has no touch, so nothing answers for \(view)"
        case let .whyMismatch(view, expected, actual, file):
            "expected --why \(view) to answer \(verdict(expected)), but it answers \(verdict(actual)) (see 'taplab replay \(file) --why \(view)')"
        case let .logLineMissing(line, after, file):
            "log line '\(line)' not found\(after.map { " after '\($0)'" } ?? "") (see 'taplab replay \(file)')"
        case let .logLineFound(line, file): "log line '\(line)' should not occur, but it does (see 'taplab replay \(file)')"
        }
    }
}
