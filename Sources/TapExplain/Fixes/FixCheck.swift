import Foundation

/// What replaying a fix showed (SPEC 14 `fix.checked`).
public enum FixCheck: Equatable, Sendable {
    /// With the change made, the same touches make the target work.
    case works
    /// It still does not work: this rule stops it next.
    case next(WhyAnswer.Rule)
    /// Code to write (an override, a delegate answer): no change TapLab
    /// can make expresses it, so it was not replayed.
    case notSimulated

    /// `works`, `next` or `notSimulated`, as JSON writes it.
    public var name: String {
        switch self {
        case .works: "works"
        case .next: "next"
        case .notSimulated: "notSimulated"
        }
    }
}
