import Foundation
import TapExplain

/// What a message names a value by. Most values are named by their layout
/// key as written (`frame`, or `border color`: the key `color` inside
/// `border`), the same in every language since it is what the file says; a
/// part of a file with no key of its own is named in the reader's words.
public enum ValueSubject: Worded, Equatable {
    /// A layout key, or a key and the keys it is inside, as written.
    case key(String)
    /// A separate script file (`taplab replay --script`) written as a mapping.
    case scriptFile
    /// One item of a `script:` list.
    case scriptStep
    /// A step's `at:`, the time it starts.
    case stepTime
    /// The seconds of a `wait:` step.
    case waitSeconds
    /// The whole file, which must be a mapping.
    case layout
    /// An item of `expect:` (kind nil), or one kind's mapping (`hit`, `chain`, `why`).
    case expectation(String?)
    /// An id in a `chain` expectation's `is:` list.
    case chainID
    /// The `id` of a `rootViewController`, or of a presented controller.
    case controllerID(presented: Bool)
    /// A title in a segmented control's `segments:`.
    case segmentTitle
    /// An item of `gestures:`.
    case gesture
    /// `transform`'s `rotate`, in degrees.
    case rotateDegrees

    public func text(in language: Language) -> String { LayoutWords.tables(language).valueSubject(self) }

}
