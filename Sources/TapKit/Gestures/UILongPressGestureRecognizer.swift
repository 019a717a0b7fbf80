import Foundation

/// Recognizes `numberOfTouchesRequired` fingers held down for
/// `minimumPressDuration` without moving more than `allowableMovement`.
///
/// Continuous, UIKit's rules: the gesture begins (`.began`) when the required
/// fingers have been down for the minimum duration (0.5 s by default, which
/// TapLab times from the first finger of the press) and none has moved more
/// than the allowable movement (10 pt by default, from where that finger
/// came down); it changes
/// (`.changed`) whenever a finger moves, and ends (`.ended`) when any finger
/// lifts. A cancelled touch cancels it.
///
/// It fails — and its action never runs — when a finger moves more than
/// `allowableMovement` before it begins, when a finger lifts before the
/// duration is up, when more fingers than required come down, or when fewer
/// than required are down as the duration ends.
///
/// With `numberOfTapsRequired` > 0 the press must follow that many taps of
/// the required fingers, each next tap beginning within 0.35 s of the last
/// (`UIApplication.multiTapInterval`); the duration is timed only for the
/// press after them.
///
///     let press = UILongPressGestureRecognizer { g in if g.state == .began { showMenu() } }
///     view.addGestureRecognizer(press)
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// UIKit's default: 0.5 s.
    public var minimumPressDuration: TimeInterval = 0.5
    /// UIKit's default: 10 pt, measured from where each finger came down.
    public var allowableMovement: CGFloat = 10
    /// UIKit's default: 1.
    public var numberOfTouchesRequired = 1
    /// UIKit's default: 0 (no taps before the press).
    public var numberOfTapsRequired = 0

    open override var isContinuous: Bool { true }

    private var tapsCompleted = 0
    /// Fingers down now, and fingers that came down, in this tap or press.
    private var fingersDown = 0
    private var fingersThisRound = 0

    private var isPressing: Bool { tapsCompleted >= numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if fingersDown == 0 {
            fingersThisRound = 0
            cancelTimer()  // the wait for the next tap
            if isPressing { scheduleTimer(after: minimumPressDuration) { [weak self] in self?.pressDurationElapsed() } }
        }
        fingersDown += touches.count
        fingersThisRound += touches.count
        if fingersThisRound > numberOfTouchesRequired { fail(.tooManyTouches(fingersThisRound, limit: numberOfTouchesRequired)) }
    }

    private func pressDurationElapsed() {
        guard state == .possible else { return }
        let down = trackedTouches.count
        if down == numberOfTouchesRequired { state = .began } else { fail(.tooFewTouches(down, needed: numberOfTouchesRequired)) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let moved = touches.map { touch in
                hypot(touch.screenLocation.x - touch.beganScreenLocation.x, touch.screenLocation.y - touch.beganScreenLocation.y)
            }.max() ?? 0
            if moved > allowableMovement { fail(.moved(moved, limit: allowableMovement)) }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            fingersDown = max(0, fingersDown - touches.count)
            if isPressing {
                let down = touches.map(\.beganTimestamp).max() ?? currentTime
                fail(.releasedEarly(held: currentTime - down, needed: minimumPressDuration))
                return
            }
            guard fingersDown == 0 else { return }
            guard fingersThisRound == numberOfTouchesRequired else {
                fail(.tooFewTouches(fingersThisRound, needed: numberOfTouchesRequired))
                return
            }
            tapsCompleted += 1
            scheduleTimer(after: UIApplication.multiTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.fail(.tooFewTaps(self.tapsCompleted, needed: self.numberOfTapsRequired + 1, interval: UIApplication.multiTapInterval))
            }
        case .began, .changed:
            state = .ended
        default:
            break
        }
    }

    open override func reset() {
        tapsCompleted = 0
        fingersDown = 0
        fingersThisRound = 0
        super.reset()
    }
}
