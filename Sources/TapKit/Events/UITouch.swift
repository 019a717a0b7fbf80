import Foundation

/// One finger on the screen, from `.began` to `.ended` or `.cancelled`.
///
/// UIKit rule: a touch is hit-tested once, when it begins; its `view` stays
/// that hit-test view for the touch's whole life, however far it moves.
public final class UITouch: Hashable {
    public enum Phase: Int, CustomStringConvertible, Sendable {
        case began, moved, stationary, ended, cancelled
        public var description: String {
            ["began", "moved", "stationary", "ended", "cancelled"][rawValue]
        }
        public var isFinal: Bool { self == .ended || self == .cancelled }
    }

    /// TapLab: the input's touch id (the finger number in scripts and logs).
    public let touchIdentifier: Int
    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public internal(set) var tapCount: Int
    /// The hit-test view, bound at `.began` for the touch's life.
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    /// The recognizers that receive this touch: those on the hit-test view
    /// and on every ancestor, the window included, collected at `.began`.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer] = []

    /// Location in screen coordinates now and at the previous change.
    public internal(set) var screenLocation: CGPoint
    public internal(set) var previousScreenLocation: CGPoint
    let beganScreenLocation: CGPoint
    let beganTimestamp: TimeInterval
    /// Its serial number in the application (see `TouchKey`).
    var serial = 0
    var key: TouchKey { TouchKey(id: touchIdentifier, serial: serial) }
    /// Whether the touch stayed within the tap movement limit (45 pt).
    var isTapCandidate = true
    /// `isMultipleTouchEnabled == false` keeps this touch from its view
    /// (the view's recognizers still see it).
    var isWithheldFromView = false
    /// `isExclusiveTouch` keeps this touch from everything in its window.
    var isExcluded = false
    var viewBeganDelivered = false
    var viewBeganHeld = false
    /// The touch moved while its began was held (replayed as one touchesMoved).
    var viewMovedWhileHeld = false
    var viewEndHeld = false
    /// The view has had its last call for this touch (ended or cancelled).
    var viewDeliveryDone = false

    init(id: Int, location: CGPoint, timestamp: TimeInterval, tapCount: Int) {
        touchIdentifier = id
        phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        screenLocation = location
        previousScreenLocation = location
        beganScreenLocation = location
        beganTimestamp = timestamp
    }

    /// The location in `view`'s coordinates (window coordinates for `nil`).
    public func location(in view: UIView?) -> CGPoint {
        Self.convertFromScreen(screenLocation, to: view ?? window)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        Self.convertFromScreen(previousScreenLocation, to: view ?? window)
    }

    static func convertFromScreen(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return p }
        return view.convertFromScreen(p)
    }

    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

// Per-touch view delivery state (see UIWindow+TouchDelivery, UIEvent+HeldDeliveries).
extension UITouch {
    var isViewDeliveryHeld: Bool { (viewBeganHeld || viewEndHeld) && !viewDeliveryDone }

    /// A recognizer with `delaysTouchesBegan` is still deciding about this
    /// touch: its view's `touchesBegan` waits (UIKit holds it "until the
    /// gesture recognizer fails").
    var isViewBeganDelayed: Bool {
        gestureRecognizers.contains { $0.delaysTouchesBegan && $0.tracks(self) && $0.isUndecided }
    }

    /// The same for `delaysTouchesEnded` and the view's `touchesEnded`.
    var isViewEndDelayed: Bool {
        gestureRecognizers.contains { $0.delaysTouchesEnded && $0.tracks(self) && $0.isUndecided }
    }
}
