import Foundation

/// Recognizes two fingers turning around each other.
///
/// Continuous, UIKit's rules: `rotation` is how far, in radians, the line from
/// the first finger to the second has turned since the second came down —
/// positive clockwise on screen (y points down), as in UIKit — and `velocity`
/// is how fast it turns, in radians per second. The gesture begins (`.began`)
/// once the rotation is large enough — TapLab fixes UIKit's undocumented
/// amount at more than 0.07 rad, about 4° (`minimumRotation`) — changes
/// (`.changed`) on every move after that, and ends (`.ended`) when a finger
/// lifts. It fails when a finger lifts before it began; a cancelled touch
/// cancels it. While only one finger is down it waits. `rotation` is not
/// reset when the gesture begins: at `.began` it already exceeds 0.07 rad.
///
/// The rotation accumulates move by move, so it keeps counting past ±π.
/// TapLab: fingers beyond the first two are ignored (`ignore(_:for:)`); while
/// the two are less than 1 pt apart their line has no direction, and the
/// rotation holds still.
///
///     let rotate = UIRotationGestureRecognizer { g in
///         let rotate = g as! UIRotationGestureRecognizer
///         dial.transform = dial.transform.rotated(by: rotate.rotation)
///         rotate.rotation = 0
///     }
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// TapLab: how far (radians) the fingers must turn — more than this —
    /// before a rotation begins.
    public static let minimumRotation: CGFloat = 0.07
    /// TapLab: closer than this (points), the fingers' line has no direction.
    static let minimumDistance: CGFloat = 1

    open override var isContinuous: Bool { true }

    override var logValues: GestureValues? { .rotation(rotation: rotation, velocity: velocity) }

    private var pair: [UITouch] = []
    /// The total turn since the second finger came down.
    private var accumulated: CGFloat = 0
    /// What `rotation` adds to `accumulated` (setting `rotation` changes it).
    private var offset: CGFloat = 0
    private var lastAngle: CGFloat?
    private var velocityTracker = VelocityTracker()

    /// 0 when the second finger comes down, then the turn since, in radians,
    /// clockwise positive. Settable, as in UIKit: later turns add to the value
    /// set (and the velocity starts again from zero).
    public var rotation: CGFloat {
        get { accumulated + offset }
        set {
            guard newValue.isFinite else { return }
            offset = newValue - accumulated
            velocityTracker.reset(to: CGPoint(x: newValue, y: 0), at: currentTime)
        }
    }

    /// The rotation's rate of change, in radians per second, over the last
    /// 0.1 s of moves; zero, never NaN or infinite, when no time has passed.
    public var velocity: CGFloat { velocityTracker.velocity.x }

    /// The direction of the line from the first finger to the second, or nil
    /// when they are too close together for it to have one.
    private func angle() -> CGFloat? {
        guard pair.count == 2 else { return nil }
        let a = pair[0].screenLocation, b = pair[1].screenLocation
        guard hypot(b.x - a.x, b.y - a.y) >= Self.minimumDistance else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        ignoreTouches(beyond: 2, event)
        guard pair.isEmpty else { return }
        let tracked = touchesInBeganOrder(event)
        guard tracked.count == 2 else { return }
        pair = tracked
        lastAngle = angle()
        velocityTracker.reset(to: CGPoint(x: rotation, y: 0), at: currentTime)
    }

    /// Adds the turn since the last reading of the fingers' angle.
    private func accumulateTurn() {
        let now = angle()
        if let now, let last = lastAngle {
            var delta = now - last
            // The shorter way round: a move never turns more than half a turn.
            while delta > .pi { delta -= 2 * .pi }
            while delta <= -.pi { delta += 2 * .pi }
            accumulated += delta
        }
        lastAngle = now
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pair.count == 2, pair.allSatisfy({ !$0.phase.isFinal }) else { return }
        accumulateTurn()
        velocityTracker.add(rotation, at: currentTime)
        switch state {
        case .possible:
            if abs(accumulated) > Self.minimumRotation { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // A lift carries the finger's last position (a move in the same
        // event as the lift arrives as the lift): the ended rotation counts it.
        if pair.count == 2 { accumulateTurn() }
        if !pair.isEmpty { velocityTracker.add(rotation, at: currentTime) }
        switch state {
        case .possible:
            if pair.isEmpty { fail(.tooFewTouches(seenTouches.count, needed: 2)) }
            else { fail(.notTurnedEnough(abs(accumulated), needed: Self.minimumRotation)) }
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func reset() {
        pair = []
        accumulated = 0
        offset = 0
        lastAngle = nil
        velocityTracker.reset()
        super.reset()
    }
}
