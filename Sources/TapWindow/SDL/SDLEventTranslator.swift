import CSDL2
import Foundation

/// Converts SDL events into `InputEvent`s — the one file in TapLab that looks
/// inside an `SDL_Event`. SDL enums import as plain integer constants or
/// structs, so they are compared by raw value.
///
/// SDL synthesises mouse events from touches (and touches from the mouse);
/// the window turns both hints off so nothing arrives twice, and this
/// translator also drops any mouse event SDL marks as coming from a touch.
public enum SDLEventTranslator {
    /// SDL_TOUCH_MOUSEID: mouse events synthesised from a touch screen.
    static let touchMouseID = UInt32.max

    public static func translate(_ event: SDL_Event) -> InputEvent? {
        let type = event.type
        switch type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            guard b.which != touchMouseID else { return nil }
            let button = mouseButton(b.button)
            let mods = modifiers()
            return type == SDL_MOUSEBUTTONDOWN.rawValue
                ? .mouseDown(x: Double(b.x), y: Double(b.y), button: button, modifiers: mods, clicks: Int(b.clicks))
                : .mouseUp(x: Double(b.x), y: Double(b.y), button: button, modifiers: mods)
        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            guard m.which != touchMouseID else { return nil }
            return .mouseMoved(x: Double(m.x), y: Double(m.y), buttonsDown: m.state != 0, modifiers: modifiers())
        case SDL_MOUSEWHEEL.rawValue:
            let w = event.wheel
            guard w.which != touchMouseID else { return nil }
            return .mouseWheel(dx: Double(w.x), dy: Double(w.y))
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let f = event.tfinger
            let x = Double(f.x), y = Double(f.y)
            guard x.isFinite, y.isFinite else { return nil }
            switch type {
            case SDL_FINGERDOWN.rawValue: return .fingerDown(id: f.fingerId, x: x, y: y)
            case SDL_FINGERMOTION.rawValue: return .fingerMoved(id: f.fingerId, x: x, y: y)
            default: return .fingerUp(id: f.fingerId, x: x, y: y)
            }
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            let k = event.key
            let name = keyName(k.keysym.sym)
            let mods = modifiers(from: UInt32(k.keysym.mod))
            return type == SDL_KEYDOWN.rawValue
                ? .keyDown(name: name, modifiers: mods, isRepeat: k.repeat != 0)
                : .keyUp(name: name, modifiers: mods)
        case SDL_WINDOWEVENT.rawValue:
            return windowEvent(event.window)
        default:
            return nil
        }
    }

    private static func windowEvent(_ w: SDL_WindowEvent) -> InputEvent? {
        switch UInt32(w.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue:
            return .windowResized(width: Int(w.data1), height: Int(w.data2))
        case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue:
            return .windowExposed
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: return .windowFocusLost
        case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue: return .windowFocusGained
        case SDL_WINDOWEVENT_LEAVE.rawValue: return .mouseLeftWindow
        case SDL_WINDOWEVENT_CLOSE.rawValue: return .quit
        default: return nil
        }
    }

    private static func mouseButton(_ raw: UInt8) -> InputEvent.MouseButton {
        switch Int32(raw) {
        case SDL_BUTTON_LEFT: return .left
        case SDL_BUTTON_MIDDLE: return .middle
        case SDL_BUTTON_RIGHT: return .right
        default: return .other(Int(raw))
        }
    }

    private static func modifiers() -> InputEvent.Modifiers {
        modifiers(from: SDL_GetModState().rawValue)
    }

    private static func modifiers(from raw: UInt32) -> InputEvent.Modifiers {
        var m: InputEvent.Modifiers = []
        if raw & KMOD_SHIFT.rawValue != 0 { m.insert(.shift) }
        if raw & KMOD_CTRL.rawValue != 0 { m.insert(.control) }
        if raw & KMOD_ALT.rawValue != 0 { m.insert(.alt) }
        if raw & KMOD_GUI.rawValue != 0 { m.insert(.command) }
        return m
    }

    /// SDL's key name, lowercased; "unknown" when SDL has none.
    private static func keyName(_ key: SDL_Keycode) -> String {
        guard let cName = SDL_GetKeyName(key) else { return "unknown" }
        let name = String(cString: cName).lowercased()
        return name.isEmpty ? "unknown" : name
    }
}
