import Foundation

/// Recognizes fingers dragging across the screen.
///
/// Continuous, UIKit's rules: with at least `minimumNumberOfTouches` and at
/// most `maximumNumberOfTouches` fingers down, the gesture begins (`.began`)
/// once their centroid has moved far enough — TapLab fixes UIKit's
/// undocumented distance at more than 10 pt (`hysteresis`) from where it
/// started. It changes (`.changed`) on every move after that and ends
/// (`.ended`) when lifting leaves fewer than `minimumNumberOfTouches` down. It
/// fails when that happens before it began; a cancelled touch cancels it.
///
/// `translation(in:)` is the centroid's movement since the fingers came down,
/// as in UIKit: it already counts the first 10 pt at `.began` (it is not
/// reset to zero when the gesture begins). Fingers coming down or lifting move
/// the centroid without adding to the translation, and the translation only
/// counts while at least `minimumNumberOfTouches` fingers are down.
/// `maximumNumberOfTouches` is "the maximum number of fingers that can be
/// touching the view for this gesture to be recognized" (Apple): while more
/// are down it does not begin, and it fails if they move as a pan; a finger
/// added after it began is ignored (`ignore(_:for:)`). Fingers beyond the
/// limit are never tracked — the recognizer keeps the ones that came down
/// first — and the ignored touches still reach their views.
///
///     let pan = UIPanGestureRecognizer { g in
///         let pan = g as! UIPanGestureRecognizer
///         card.center.x += pan.translation(in: card.superview).x
///         pan.setTranslation(.zero, in: card.superview)
///     }
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// UIKit's default: 1.
    public var minimumNumberOfTouches = 1
    /// UIKit's default: `Int.max` (no limit).
    public var maximumNumberOfTouches = Int.max

    /// TapLab: how far (in points, on screen) the centroid must move — more
    /// than this — before a pan begins. UIKit leaves it undocumented.
    public static let hysteresis: CGFloat = 10

    open override var isContinuous: Bool { true }

    /// In the attached view's coordinates, as `translation(in: view)` and
    /// `velocity(in: view)` give them.
    override var logValues: GestureValues? { .pan(translation: translation(in: view), velocity: velocity(in: view)) }

    /// The translation in screen coordinates.
    private var screenTranslation = CGPoint.zero
    private var velocityTracker = VelocityTracker()

    /// The centroid's movement since the fingers came down (or since the last
    /// `setTranslation(_:in:)`), in `view`'s coordinate system (the window's
    /// for `nil`).
    public func translation(in view: UIView?) -> CGPoint {
        guard let target = measuringView(view) else { return screenTranslation }
        return target.convertScreenVector(screenTranslation)
    }

    /// Sets the translation as `translation(in: view)` would report it. As in
    /// UIKit, this also resets the velocity (to zero until the next move).
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else { return }
        screenTranslation = measuringView(view)?.convertVectorToScreen(translation) ?? translation
        velocityTracker.reset(to: screenTranslation, at: currentTime)
    }

    /// How fast the centroid moves, in points per second in `view`'s
    /// coordinate system (the window's for `nil`), over the last 0.1 s of
    /// moves. Zero, never NaN or infinite, when no time has passed.
    public func velocity(in view: UIView?) -> CGPoint {
        let v = velocityTracker.velocity
        guard let target = measuringView(view) else { return v }
        let converted = target.convertScreenVector(v)
        return converted.x.isFinite && converted.y.isFinite ? converted : .zero
    }

    /// How many fingers are touching the view now (tracked or not).
    private func fingersOnView(_ event: UIEvent) -> Int {
        guard let view else { return 0 }
        return event.orderedTouches.filter { touch in
            !touch.phase.isFinal && (touch.view.map { $0 === view || $0.isDescendant(of: view) } ?? false)
        }.count
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        ignoreTouches(beyond: maximumNumberOfTouches, event)
        if seenTouches.count == touches.count {
            velocityTracker.reset(to: screenTranslation, at: currentTime)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let tracked = trackedTouches
        guard !tracked.isEmpty, tracked.count >= minimumNumberOfTouches else { return }
        addSteps(of: touches, among: tracked.count)
        velocityTracker.add(screenTranslation, at: currentTime)
        switch state {
        case .possible:
            guard hypot(screenTranslation.x, screenTranslation.y) > Self.hysteresis else { break }
            let fingers = fingersOnView(event)
            if fingers > maximumNumberOfTouches {
                fail(.tooManyTouches(fingers, limit: maximumNumberOfTouches))
            } else {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// The centroid's displacement: each finger's step, shared among the
    /// `count` fingers down.
    private func addSteps(of touches: Set<UITouch>, among count: Int) {
        var dx: CGFloat = 0, dy: CGFloat = 0
        for touch in touches where tracks(touch) {
            dx += touch.screenLocation.x - touch.previousScreenLocation.x
            dy += touch.screenLocation.y - touch.previousScreenLocation.y
        }
        guard count > 0 else { return }
        screenTranslation.x += dx / CGFloat(count)
        screenTranslation.y += dy / CGFloat(count)
    }

    /// A finger that lifts somewhere else than its last move moved there
    /// first: that last step counts, as in UIKit (the translation at `.ended`
    /// is where the finger left the screen).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let lifting = touches.filter { tracks($0) }.count
        if state.isActive { addSteps(of: touches, among: trackedTouches.count + lifting) }
        velocityTracker.add(screenTranslation, at: currentTime)
        guard trackedTouches.count < minimumNumberOfTouches else { return }
        switch state {
        case .possible: fail(.notMovedEnough(hypot(screenTranslation.x, screenTranslation.y), needed: Self.hysteresis))
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func reset() {
        screenTranslation = .zero
        velocityTracker.reset()
        super.reset()
    }
}
