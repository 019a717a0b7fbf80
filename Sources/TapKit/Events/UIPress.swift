import Foundation

/// A physical key press (UIKit: `UIPress`, with `key` simplified to its name,
/// such as `space`, `a`, `return`, `leftArrow`).
public final class UIPress: Hashable {
    public enum Phase: Int { case began, changed, stationary, ended, cancelled }

    public let key: String
    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval

    public init(key: String, phase: Phase, timestamp: TimeInterval) {
        (self.key, self.phase, self.timestamp) = (key, phase, timestamp)
    }

    public static func == (a: UIPress, b: UIPress) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// The event that carries presses (UIKit: `UIPressesEvent`).
public final class UIPressesEvent: UIEvent {
    public internal(set) var allPresses: Set<UIPress> = []

    init(application: UIApplication?, timestamp: TimeInterval) {
        super.init(type: .presses, application: application)
        self.timestamp = timestamp
    }
}
