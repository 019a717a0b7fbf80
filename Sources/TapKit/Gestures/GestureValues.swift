import Foundation

/// What a recognizer measured when its state changed, as the log appends it
/// after the state (SPEC 11, "Gesture values"): a pan's translation from
/// where the finger came down and its velocity in points per second, a
/// pinch's scale and velocity (scale per second), a rotation in radians and
/// its velocity (radians per second), the direction a swipe went.
///
///     gesture pan changed translation=12,0 velocity=600,0
///     gesture pinch changed scale=1.25 velocity=0.8
///     gesture turn changed rotation=0.52 velocity=1.1
///     gesture flick recognized direction=left
///
/// `EventRecord` carries them typed; its text and JSON forms are derived
/// from `fields` alone.
public enum GestureValues: Equatable, Sendable {
    case pan(translation: CGPoint, velocity: CGPoint)
    case pinch(scale: CGFloat, velocity: CGFloat)
    case rotation(rotation: CGFloat, velocity: CGFloat)
    case swipe(direction: UISwipeGestureRecognizer.Direction)

    /// A value as the text log and the JSON form write it.
    public enum Value: Equatable, Sendable {
        case vector(CGPoint), number(CGFloat), name(String)

        /// `12,0`, `1.25`, `left`: numbers with at most 2 decimals.
        public var text: String {
            switch self {
            case let .vector(p): "\(formatNumber(p.x)),\(formatNumber(p.y))"
            case let .number(n): formatNumber(n)
            case let .name(s): s
            }
        }

        /// `[12,0]`, `1.25`, `"left"`.
        public var json: String {
            switch self {
            case let .vector(p): JSONText.point(p)
            case let .number(n): JSONText.number(n)
            case let .name(s): JSONText.string(s)
            }
        }
    }

    /// The named values, in the order the log writes them.
    public var fields: [(name: String, value: Value)] {
        switch self {
        case let .pan(translation, velocity): [("translation", .vector(translation)), ("velocity", .vector(velocity))]
        case let .pinch(scale, velocity): [("scale", .number(scale)), ("velocity", .number(velocity))]
        case let .rotation(rotation, velocity): [("rotation", .number(rotation)), ("velocity", .number(velocity))]
        case let .swipe(direction): [("direction", .name(direction.logName))]
        }
    }

    /// `translation=12,0 velocity=600,0`.
    public var text: String { fields.map { "\($0.name)=\($0.value.text)" }.joined(separator: " ") }
}

extension UISwipeGestureRecognizer.Direction {
    /// The layout file's name of a single direction (`left`); several joined by `+`.
    public var logName: String {
        let names: [(Self, String)] = [(.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
