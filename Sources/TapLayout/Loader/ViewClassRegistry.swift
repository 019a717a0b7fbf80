import Foundation
import TapKit

/// The Swift view classes a program has registered, by name, so that a
/// layout's `class:` can name them beside the built-in classes:
///
///     ViewClassRegistry.register(RoundButton.self)
///     // a layout may now say  {id: ok, class: RoundButton, frame: [...]}
///
/// A registered class's view gets the keys of its UIKit family (a
/// `UIButton` subclass takes `text` and `enabled`, a `UIScrollView`
/// subclass the scroll keys), and its own overrides run when it is hit-tested.
/// `TapLab.register(_:)` is the public door; the registry is process-wide,
/// as a class's name is.
public enum ViewClassRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var makers: [String: () -> UIView] = [:]

    /// Registers `type` under its Swift name (`RoundButton`, without module).
    /// Registering again replaces the earlier class of that name.
    public static func register<View: UIView>(_ type: View.Type) {
        let name = String(describing: type)
        lock.lock()
        defer { lock.unlock() }
        makers[name] = { type.init() }
    }

    /// Forgets the class registered as `name` (tests, which share one process).
    package static func unregister(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        makers[name] = nil
    }

    /// A new view of the registered class `name`, or nil when none is.
    public static func make(_ name: String) -> UIView? {
        lock.lock()
        let maker = makers[name]
        lock.unlock()
        return maker?()
    }

    /// The registered names, sorted (for "class must be one of ..." messages).
    public static var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return makers.keys.sorted()
    }
}
