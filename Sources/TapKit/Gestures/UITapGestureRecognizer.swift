import Foundation

/// Recognizes `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers.
///
/// Discrete: it goes straight from `.possible` to `.recognized` when the last
/// finger of the last tap lifts. It fails when a finger moves more than
/// 45 pt, when more fingers than required come down, or when the next tap
/// does not begin within 0.35 s — which is what makes a view with a
/// double-tap recognizer hold its `touchesEnded` for 0.35 s after a single tap.
open class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var fingersThisTap = 0
    private var downThisTap = 0
    private var tapStart: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimer()
        if downThisTap == 0 { fingersThisTap = 0 }
        downThisTap += touches.count
        fingersThisTap += touches.count
        if tapStart == nil { tapStart = location(in: nil) }
        if fingersThisTap > numberOfTouchesRequired { fail(.tooManyTouches(fingersThisTap, limit: numberOfTouchesRequired)) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            let start = touch.beganScreenLocation, now = touch.screenLocation
            let moved = hypot(now.x - start.x, now.y - start.y)
            if moved > UIApplication.multiTapDistance {
                fail(.moved(moved, limit: UIApplication.multiTapDistance))
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        downThisTap = max(0, downThisTap - touches.count)
        guard downThisTap == 0 else { return }
        guard fingersThisTap == numberOfTouchesRequired else { fail(.tooFewTouches(fingersThisTap, needed: numberOfTouchesRequired)); return }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            scheduleTimer(after: UIApplication.multiTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.fail(.tooFewTaps(self.tapsCompleted, needed: self.numberOfTapsRequired, interval: UIApplication.multiTapInterval))
            }
        }
    }

    /// UIKit lets a tap recognizer needing more taps survive one needing
    /// fewer: on a double tap a lone single-tap recognizer fires first and the
    /// double-tap one still fires after it. `require(toFail:)` is how an app
    /// makes the single tap wait instead.
    open override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventingGestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired < numberOfTapsRequired { return false }
        return true
    }

    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired > numberOfTapsRequired { return false }
        return true
    }

    open override func reset() {
        tapsCompleted = 0
        fingersThisTap = 0
        downThisTap = 0
        tapStart = nil
    }
}
