import Foundation

/// Everything the interactive window reacts to, as plain Swift values.
/// `SDLEventTranslator` is the only place that reads an `SDL_Event`;
/// everything above it sees these.
public enum InputEvent: Equatable {
    public enum MouseButton: Equatable { case left, middle, right, other(Int) }

    public struct Modifiers: OptionSet, Equatable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1)
        public static let control = Modifiers(rawValue: 2)
        public static let alt = Modifiers(rawValue: 4)
        public static let command = Modifiers(rawValue: 8)
    }

    /// Window coordinates in logical points (SDL's window coordinates).
    case mouseDown(x: Double, y: Double, button: MouseButton, modifiers: Modifiers, clicks: Int)
    case mouseMoved(x: Double, y: Double, buttonsDown: Bool, modifiers: Modifiers)
    case mouseUp(x: Double, y: Double, button: MouseButton, modifiers: Modifiers)
    case mouseWheel(dx: Double, dy: Double)
    /// A real finger; x and y normalised 0...1 over the window, as SDL reports them.
    case fingerDown(id: Int64, x: Double, y: Double)
    case fingerMoved(id: Int64, x: Double, y: Double)
    case fingerUp(id: Int64, x: Double, y: Double)
    /// A key by its SDL name, lowercased ("space", "h", "f1", "left"), with modifiers.
    case keyDown(name: String, modifiers: Modifiers, isRepeat: Bool)
    case keyUp(name: String, modifiers: Modifiers)
    case windowResized(width: Int, height: Int)
    case windowExposed
    case windowFocusLost
    case windowFocusGained
    case mouseLeftWindow
    case quit
}
