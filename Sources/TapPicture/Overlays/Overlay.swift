import TapExplain
import TapKit

/// One overlay drawn over the device canvas: its command-line name
/// (`--overlay walk`), the window key that toggles it, its words, its
/// legend swatch and its drawer, each in one exhaustive switch here, so a
/// new overlay is added in one file and the compiler finds every place
/// that must know it. Cases are in drawing order (later ones on top), which
/// is also the legend's and the help line's order.
///
///     Overlay(name: "walk")                 // .walk
///     Overlay.walk.key                      // "w"
///     Overlay.walk.title(in: .en)           // "hit-test walk"
public enum Overlay: CaseIterable, Sendable {
    /// Frames, enlarged `hitInsets` areas and hit shapes: where a view takes touches.
    case hitRegions
    /// Paint outside a `clips: false` parent: visible, but hit testing never reaches it.
    case outsideContent
    /// Display-only CALayer sublayers, outlined with their ids.
    case layers
    /// The last hit-test walk: visit order, pruned views and why, the hit view.
    case walk
    /// The responder chain from the hit view up to the application's delegate.
    case chain
    /// Each gesture recognizer's state, on its view.
    case recognizers
    /// Fingers on the screen with their id and phase.
    case touches

    /// Whether it stays put while a finger moves: it shows the views and
    /// the last walk, not the touches and the recognizers' states. The
    /// still overlays come first in drawing order, so the window and
    /// recordings keep them with the views in `StillLayer`.
    var isStill: Bool {
        switch self {
        case .hitRegions, .outsideContent, .layers, .walk, .chain: true
        case .recognizers, .touches: false
        }
    }

    /// The command-line name (`--overlay hitRegions,walk`).
    public var name: String {
        switch self {
        case .hitRegions: "hitRegions"
        case .outsideContent: "outsideContent"
        case .layers: "layers"
        case .walk: "walk"
        case .chain: "chain"
        case .recognizers: "recognizers"
        case .touches: "touches"
        }
    }

    /// The window key that toggles it.
    public var key: Character {
        switch self {
        case .hitRegions: "h"
        case .outsideContent: "o"
        case .layers: "l"
        case .walk: "w"
        case .chain: "c"
        case .recognizers: "g"
        case .touches: "t"
        }
    }

    /// Its bit in `OverlaySet` (fixed: sets are compared and stored by it).
    var bit: Int {
        switch self {
        case .hitRegions: 0
        case .walk: 1
        case .chain: 2
        case .outsideContent: 3
        case .layers: 4
        case .touches: 5
        case .recognizers: 6
        }
    }

    /// What the legend, the window's help line and its status line call it.
    public func title(in language: Language) -> String {
        let key: PictureStrings.Key = switch self {
        case .hitRegions: .titleHitRegions
        case .outsideContent: .titleOutsideContent
        case .layers: .titleLayers
        case .walk: .titleWalk
        case .chain: .titleChain
        case .recognizers: .titleRecognizers
        case .touches: .titleTouches
        }
        return PictureStrings.text(key, language)
    }

    /// The overlay a command-line name means, in any case.
    public init?(name: String) {
        guard let overlay = Self.allCases.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        self = overlay
    }

    /// The overlay a window key toggles.
    public init?(key: Character) {
        guard let overlay = Self.allCases.first(where: { $0.key == key }) else { return nil }
        self = overlay
    }
}
