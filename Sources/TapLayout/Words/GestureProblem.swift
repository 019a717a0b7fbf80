import Foundation
import TapExplain

/// Why a gesture recognizer in a layout is wrong — its type, its id, a key
/// its type does not take, its delegate keys, a `requireToFail` cycle — as
/// a typed value worded in the reader's language.
public enum GestureProblem: Worded, Equatable {
    /// `types` are the gesture types the schema knows.
    case needsType(types: [String])
    case needsID
    case shouldReceiveNeedsExcept
    case keyNotForType(String, type: GestureKind)
    case maximumBelowTouches(maximum: Int, touches: Int)
    /// A cycle counted past the reader's limit: the message is never shown.
    case cycle
    /// A recognizer that requires itself to fail, by its log name.
    case requiresItself(String)
    /// The steps of a cycle from the entry that closes it; a long one keeps
    /// its first four and last two steps, with `omitted` left out between.
    case cycleOf([RequirementStep], omitted: Int)

    /// A cycle of `steps`, cut as `cycleOf` keeps it.
    static func cycleOf(steps: [RequirementStep]) -> GestureProblem {
        guard steps.count > 8 else { return .cycleOf(steps, omitted: 0) }
        return .cycleOf(Array(steps.prefix(4) + steps.suffix(2)), omitted: steps.count - 6)
    }

    public func text(in language: Language) -> String { LayoutWords.tables(language).gestureProblem(self) }

    /// The steps with the words for each and for those left out, in order.
    static func story(_ steps: [RequirementStep], omitted: Int, step: (RequirementStep) -> String, more: (Int) -> String) -> [String] {
        let words = steps.map(step)
        guard omitted > 0 else { return words }
        return Array(words.prefix(4) + [more(omitted)] + words.dropFirst(4))
    }
}
