import Foundation
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
    }

    /// Looks `key` up in `language`'s table and fills its `{1}`, `{2}`… with `arguments`.
    public static func text(_ key: Key, _ language: Language, _ arguments: String...) -> String {
        text(key, language, arguments: arguments)
    }

    public static func text(_ key: Key, _ language: Language, arguments: [String]) -> String {
        var out = table(language)[key] ?? en[key] ?? key.rawValue
        for (i, argument) in arguments.enumerated() {
            out = out.replacingOccurrences(of: "{\(i + 1)}", with: argument)
        }
        return out
    }

    public static func table(_ language: Language) -> [Key: String] {
        switch language {
        case .en: en
        case .zh: zh
        }
    }
}
