import Foundation
import TapKit

extension WhyAnswer {
    /// The answer as offered where no replay was possible: its fix
    /// unchecked, except one offered only where a replay proves it.
    func unchecked() -> WhyAnswer {
        var answer = self
        if cause.onlyIfProven { answer.cause.fix = nil }
        answer.fixes = answer.cause.fix.map { [CheckedFix(text: $0, change: cause.change, checked: nil)] } ?? []
        return answer
    }

    /// The answer once its fixes were replayed (`results`, in order; the
    /// rules that stopped the target next in `found`). A sequence that ends
    /// working, or in code to write, is offered; one that ends still
    /// stopped is not: the fix is none, and what was tried is listed.
    func settled(by results: [CheckedFix], found: [Cause]) -> WhyAnswer {
        var answer = self
        let offered: Bool = switch results.last?.checked {
        case .works?: true
        case .notSimulated?: !cause.onlyIfProven || results.count > 1
        default: false
        }
        if offered {
            answer.fixes = results
            for next in found where !answer.also.contains(where: { $0.rule == next.rule && $0.culprit == next.culprit }) {
                answer.also.append(next)
            }
            return answer
        }
        answer.tried = results.filter { $0.change != nil }
        answer.fixes = []
        if cause.fix != nil {
            answer.cause.fix = nil
            let id = view, count = answer.tried.count
            answer.cause.noFix = cause.noFix ?? LocalizedText { $0.noFixNothingWorked(id, "\(count)") }
        }
        return answer
    }
}
