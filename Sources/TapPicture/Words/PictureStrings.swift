import Foundation
import TapExplain
import TapKit

/// Every word the picture writes — legend titles and sentences, the words on
/// walk, chain and tap badges — in one table per `Language`, so a lesson in
/// Chinese gets a whole Chinese picture and a missing translation is a test
/// failure (`PictureStringsTests`), not an English word in a Chinese slide.
/// UIKit's own names (`hitTest(_:with:)`, `hitInsets`, view ids) stay as they
/// are in both: they are what a reader searches for.
///
///     PictureStrings.text(.hit, .zh)                        // "命中"
///     PictureStrings.text(.tapVerdict, .en, "2", "B")       // "tap 2 → B"
public enum PictureStrings {
    /// One string of the picture; `{1}`, `{2}`… are filled in by `text(_:_:_:)`.
    public enum Key: String, CaseIterable, Sendable {
        case titleHitRegions, titleOutsideContent, titleLayers, titleWalk, titleChain, titleRecognizers, titleTouches
        case explainHitRegions, explainOutsideContent, explainLayers, explainWalk, explainWalkNoTouch
        case explainChain, explainChainNone, explainRecognizers, explainTaps, explainTouchesNone, explainTouchesSome, prunedMore
        case hit, hidden, alphaLow, disabledControl, interactionOff, outside, outsideShape, hitSelf, customNil, customReturned
        case nearlyInvisible, windowNamed, tapVerdict, tapMissed, noHitView
        case recognizerBadge, recognizerDisabled, recognizerLast, touchBadge, touchBound
        case statePossible, stateBegan, stateChanged, stateEnded, stateRecognized, stateCancelled, stateFailed
        case phaseBegan, phaseMoved, phaseStationary, phaseEnded, phaseCancelled
        /// Between the items of a list on one line, and after a numbered item's name.
        case listSeparator, itemSeparator
    }

    /// Looks `key` up in `language`'s table and fills its `{1}`, `{2}`… with `arguments`.
    public static func text(_ key: Key, _ language: Language, _ arguments: String...) -> String {
        text(key, language, arguments: arguments)
    }

    public static func text(_ key: Key, _ language: Language, arguments: [String]) -> String {
        var out = table(language)(key)
        for (i, argument) in arguments.enumerated() {
            out = out.replacingOccurrences(of: "{\(i + 1)}", with: argument)
        }
        return out
    }

    /// A recognizer's state in `language`: UIKit's case name in English
    /// (`.ended` is `recognized` for a discrete recognizer, as the log
    /// writes it), a word in Chinese (`可能`, `已识别`, `失败` …).
    public static func state(_ state: UIGestureRecognizer.State, isDiscrete: Bool, _ language: Language) -> String {
        let key: Key = switch state {
        case .possible: .statePossible
        case .began: .stateBegan
        case .changed: .stateChanged
        case .ended: isDiscrete ? .stateRecognized : .stateEnded
        case .cancelled: .stateCancelled
        case .failed: .stateFailed
        }
        return text(key, language)
    }

    /// A finger's phase in `language`.
    public static func phase(_ phase: UITouch.Phase, _ language: Language) -> String {
        let key: Key = switch phase {
        case .began: .phaseBegan
        case .moved: .phaseMoved
        case .stationary: .phaseStationary
        case .ended: .phaseEnded
        case .cancelled: .phaseCancelled
        }
        return text(key, language)
    }

    /// `language`'s table: a function every key has an answer in.
    public static func table(_ language: Language) -> (Key) -> String { tables(language) }

    /// Every language's table: English and Chinese here, others registered
    /// (an exhaustive `switch` over `Key`, so none leaves a key out).
    public static let tables = WordTables<(Key) -> String>(english: english, [.zh: chinese])
}
