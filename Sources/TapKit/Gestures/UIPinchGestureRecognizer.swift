import Foundation

/// Recognizes two fingers moving toward or away from each other.
///
/// Continuous, UIKit's rules: `scale` is the distance between the two
/// fingers divided by their distance when the second one came down (1 at the
/// start), and `velocity` is how fast it changes, in scale per second. The
/// gesture begins (`.began`) once the distance has changed enough — TapLab
/// fixes UIKit's undocumented amount at more than 8 pt
/// (`minimumDistanceChange`) — changes (`.changed`) on every move after that,
/// and ends (`.ended`) when a finger lifts. It fails when a finger lifts
/// before it began; a cancelled touch cancels it. While only one finger is
/// down it waits. As with the pan's translation, `scale` is not reset when
/// the gesture begins: at `.began` it already differs from 1.
///
/// TapLab: fingers beyond the first two are ignored (`ignore(_:for:)`). When
/// the two fingers come down less than 1 pt apart, the scale is measured from
/// the first distance of at least 1 pt, so it is never infinite or NaN.
///
///     let pinch = UIPinchGestureRecognizer { g in
///         let pinch = g as! UIPinchGestureRecognizer
///         photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
///         pinch.scale = 1
///     }
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// TapLab: how much (points on screen) the distance between the fingers
    /// must change — more than this — before a pinch begins.
    public static let minimumDistanceChange: CGFloat = 8
    /// TapLab: closer than this, the fingers' distance is too small to divide by.
    static let minimumBaseDistance: CGFloat = 1

    open override var isContinuous: Bool { true }

    override var logValues: GestureValues? { .pinch(scale: scale, velocity: velocity) }

    /// The distance when the second finger came down (nil until it did).
    private var initialDistance: CGFloat?
    /// `scale` = `baseScale` × distance / `baseDistance`; setting `scale` rebases.
    private var baseScale: CGFloat = 1
    private var baseDistance: CGFloat = 0
    private var currentDistance: CGFloat = 0
    private var velocityTracker = VelocityTracker()
    private var pair: [UITouch] = []

    /// 1 when the second finger comes down, then the ratio of the fingers'
    /// distance to that first distance. Settable, as in UIKit: later values
    /// are relative to the distance at the time it was set (and the velocity
    /// starts again from zero).
    public var scale: CGFloat {
        get {
            guard baseDistance >= Self.minimumBaseDistance else { return baseScale }
            let s = baseScale * currentDistance / baseDistance
            return s.isFinite ? s : baseScale
        }
        set {
            guard newValue.isFinite else { return }
            baseScale = newValue
            if currentDistance >= Self.minimumBaseDistance { baseDistance = currentDistance }
            velocityTracker.reset(to: CGPoint(x: newValue, y: 0), at: currentTime)
        }
    }

    /// The scale's rate of change, in scale per second, over the last 0.1 s
    /// of moves; zero, never NaN or infinite, when no time has passed.
    public var velocity: CGFloat { velocityTracker.velocity.x }

    private func distance(_ touches: [UITouch]) -> CGFloat {
        guard touches.count == 2 else { return 0 }
        let a = touches[0].screenLocation, b = touches[1].screenLocation
        return hypot(b.x - a.x, b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        ignoreTouches(beyond: 2, event)
        guard initialDistance == nil else { return }
        let tracked = touchesInBeganOrder(event)
        guard tracked.count == 2 else { return }
        pair = tracked
        currentDistance = distance(pair)
        initialDistance = currentDistance
        baseScale = 1
        baseDistance = currentDistance
        velocityTracker.reset(to: CGPoint(x: 1, y: 0), at: currentTime)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let initial = initialDistance, pair.allSatisfy({ !$0.phase.isFinal }) else { return }
        currentDistance = distance(pair)
        if baseDistance < Self.minimumBaseDistance && currentDistance >= Self.minimumBaseDistance {
            baseDistance = currentDistance
        }
        velocityTracker.add(scale, at: currentTime)
        switch state {
        case .possible:
            if abs(currentDistance - initial) > Self.minimumDistanceChange { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // A lift carries the finger's last position (a move in the same
        // event as the lift arrives as the lift): the ended scale counts it,
        // so fingers that end twice as far apart end at scale 2.
        if initialDistance != nil, pair.count == 2 { currentDistance = distance(pair) }
        if initialDistance != nil { velocityTracker.add(scale, at: currentTime) }
        switch state {
        case .possible:
            if let initial = initialDistance { fail(.notMovedEnough(abs(currentDistance - initial), needed: Self.minimumDistanceChange)) }
            else { fail(.tooFewTouches(seenTouches.count, needed: 2)) }
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func reset() {
        initialDistance = nil
        baseScale = 1
        baseDistance = 0
        currentDistance = 0
        pair = []
        velocityTracker.reset()
        super.reset()
    }
}
