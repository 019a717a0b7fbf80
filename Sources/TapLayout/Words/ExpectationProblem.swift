import Foundation
import TapKit
import TapExplain

/// A layout's `expect:` claim that does not hold (`taplab check`), as a
/// typed value (`Worded`): what was expected, what happened, and the
/// command that shows it. Ids, rules and log lines are quoted as written.
public enum ExpectationProblem: Worded, Equatable {
    /// `hit:` — the touch at `point` hit `actual`, not `expected` (nil: no view).
    case hitMismatch(at: CGPoint, expected: String?, actual: String?, file: String)
    /// `chain:` from an id that is no responder.
    case notAResponder(String)
    /// `chain:` — the responder chain from `from` is `actual`, not `expected`.
    case chainMismatch(from: String, expected: [String], actual: [String])
    /// `why:` names an id that is neither a view nor a recognizer.
    case notAWhyTarget(String)
    /// `why:` over a script without a touch.
    case noTouchToAnswer(view: String)
    /// `why:` — `--why view` answers `actual` (and its culprit), not `expected`.
    case whyMismatch(view: String, expected: WhyVerdict, actual: WhyVerdict, file: String)
    /// `log:` — `line` is not in the log (after `after`, the line before it).
    case logLineMissing(String, after: String?, file: String)
    /// `notInLog:` — `line` is in the log.
    case logLineFound(String, file: String)

    /// A `--why` answer: its rule, and its culprit when it names one.
    public struct WhyVerdict: Equatable, Sendable {
        public var rule: String
        public var culprit: String?
        /// What the first fix's replay showed, where the expectation asks.
        public var fixChecked: String?

        public init(rule: String, culprit: String?, fixChecked: String? = nil) {
            (self.rule, self.culprit, self.fixChecked) = (rule, culprit, fixChecked)
        }
    }

    public func text(in language: Language) -> String { LayoutWords.tables(language).expectationProblem(self) }

}
