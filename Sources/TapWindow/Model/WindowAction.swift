import Foundation
import TapExplain
import TapKit
import TapPicture

/// What a key (or a click on its chip in the help line) does in the window.
/// Every binding is listed in the help line; keys without one go to the
/// first responder as presses.
public enum WindowAction: Equatable, Sendable {
    case toggleOverlay(Overlay)
    /// Pick mode: a click on the canvas selects the view there instead of touching it.
    case pick
    case toggleHidden, toggleAlpha, toggleInteraction, toggleClips, toggleEnabled
    /// Show the last walk one more `hitTest` call.
    case step
    /// Leave stepping and pick mode; with neither on, clear the selection.
    case escape
    case nextLayout, previousLayout
    case shake
    case screenshot
    /// Start recording the canvas to a GIF beside the screenshots, or stop and save it.
    case record
    /// Replay the layout's script in the window, in real time.
    case replay
    /// Hide or show a kind of line in the event log panel.
    case toggleLogFilter(LogFilter)
    /// Scroll the event log one panel back (PageUp) or forward (PageDown).
    case pageLog(back: Bool)
    /// Zoom the canvas in or out one step (up to 4×, down to fitting the window).
    case zoom(in: Bool)
    /// Fit the canvas to the window (SPEC 13, key `0`).
    case zoomToFit
    /// Presenting (F5, `taplab run --present`): inspector hidden, canvas
    /// fitted, badges and the log at 2×, for a projector.
    case present
    /// A chip that only explains (Alt+drag, other keys); does nothing.
    case info

    /// The action bound to a key, by SDL's lowercased key name; nil when the
    /// key has no binding (it is then a press for the first responder).
    /// `ctrl+s` is handled by the model (a modifier, not a key name).
    public static func forKey(_ name: String) -> WindowAction? {
        if name.count == 1, let overlay = Overlay(key: Character(name)) { return .toggleOverlay(overlay) }
        if let filter = LogFilter.allCases.first(where: { $0.key == name }) { return .toggleLogFilter(filter) }
        switch name {
        case "p": return .pick
        case "1": return .toggleHidden
        case "2": return .toggleAlpha
        case "3": return .toggleInteraction
        case "4": return .toggleClips
        case "5": return .toggleEnabled
        case "s": return .step
        case "escape": return .escape
        case "n", "right": return .nextLayout
        case "b", "left": return .previousLayout
        case "k": return .shake
        case "r": return .replay
        case "f12": return .screenshot
        case "pageup": return .pageLog(back: true)
        case "pagedown": return .pageLog(back: false)
        case "v": return .record
        case "=", "+", "keypad +": return .zoom(in: true)
        case "-", "keypad -": return .zoom(in: false)
        case "0", "keypad 0": return .zoomToFit
        case "f5": return .present
        default: return nil
        }
    }
}

/// One entry of the help line: the key as shown, what it does, and the
/// action a click on it runs.
public struct HelpChip: Equatable, Sendable {
    public var key: String
    public var label: String
    public var action: WindowAction
    /// Where it is drawn, in window pixels (set by `WindowLayout`).
    public var rect: CGRect = .zero

    public init(key: String, label: String, action: WindowAction) {
        self.key = key
        self.label = label
        self.action = action
    }

    /// Every binding, in help-line order: the overlays first (the same keys
    /// as `OverlaySet.helpLine()`), then the inspector, the gallery and the rest.
    public static let all: [HelpChip] = all(in: .en)

    /// The bindings with their words in `language` (keys are the same in every language).
    public static func all(in language: Language) -> [HelpChip] {
        let s = WindowStrings.of(language)
        return Overlay.allCases.map {
            HelpChip(key: String($0.key), label: s.title(of: $0), action: .toggleOverlay($0))
        } + [
            HelpChip(key: "p", label: s.chipPick, action: .pick),
            HelpChip(key: "1", label: s.chipHidden, action: .toggleHidden),
            HelpChip(key: "2", label: s.chipAlpha, action: .toggleAlpha),
            HelpChip(key: "3", label: s.chipInteraction, action: .toggleInteraction),
            HelpChip(key: "4", label: s.chipClips, action: .toggleClips),
            HelpChip(key: "5", label: s.chipEnabled, action: .toggleEnabled),
            HelpChip(key: "s", label: s.chipStep, action: .step),
            HelpChip(key: "esc", label: s.chipEscape, action: .escape),
            HelpChip(key: "n/→", label: s.chipNext, action: .nextLayout),
            HelpChip(key: "b/←", label: s.chipPrevious, action: .previousLayout),
            HelpChip(key: "k", label: s.chipShake, action: .shake),
            HelpChip(key: "r", label: s.chipReplay, action: .replay),
            HelpChip(key: "f12/ctrl+s", label: s.chipScreenshot, action: .screenshot),
            HelpChip(key: "v", label: s.chipRecord, action: .record),
            HelpChip(key: "+/-", label: s.chipZoom, action: .zoom(in: true)),
            HelpChip(key: "0", label: s.chipFit, action: .zoomToFit),
            HelpChip(key: "f5", label: s.chipPresent, action: .present),
            HelpChip(key: "alt+drag", label: s.chipPinch, action: .info),
            HelpChip(key: "alt+shift+drag", label: s.chipMoveCenter, action: .info),
        ] + LogFilter.allCases.map {
            HelpChip(key: $0.key, label: s.chipLog(s.title(of: $0)), action: .toggleLogFilter($0))
        } + [
            HelpChip(key: "pgup/pgdn", label: s.chipLogPage, action: .pageLog(back: true)),
            HelpChip(key: s.chipOtherKeysKey, label: s.chipPresses, action: .info),
        ]
    }

    /// The text drawn on the chip.
    public var text: String { "\(key) \(label)" }
}
