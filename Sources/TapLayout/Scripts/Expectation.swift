import Foundation

/// A claim a layout makes about itself, checked by `taplab check`.
public struct Expectation {
    public enum Kind {
        /// Hit-testing the screen point picks this view (nil: no view).
        case hit(at: CGPoint, view: String?)
        /// The responder chain from a view, through `next`, is exactly this.
        case chain(from: String, is: [String])
        /// These lines occur in this order in the script's log (others may come between).
        case log([String])
        /// None of these lines occurs in the script's log.
        case notInLog([String])
        /// `--why view` over the script answers this rule (SPEC 12), with
        /// this culprit when one is given, and its first fix's replay shows
        /// `fixChecked` when that is given (SPEC 14).
        case why(view: String, rule: String, culprit: String?, fixChecked: FixChecked?)
    }

    /// What a `why:` expectation says the first fix's replay showed
    /// (`fixChecked: works`), `none` where no fix is offered.
    public enum FixChecked: String, CaseIterable, Sendable {
        case works, next, notSimulated, none
    }

    public var kind: Kind
    public var line: Int
    public var column: Int
}
