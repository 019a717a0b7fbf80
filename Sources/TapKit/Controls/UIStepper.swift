import Foundation

/// A control with a minus and a plus half that step a value (UIKit's
/// `UIStepper`).
///
/// A touch down on the left half steps `value` down by `stepValue`, on the
/// right half up, kept within `minimumValue...maximumValue` (`wraps` false,
/// UIKit's default): `touchDown`, then `valueChanged` when the value moved.
/// Held, it repeats (`autorepeat`, UIKit's default true: "the user pressing
/// and holding on the stepper repeatedly alters value", and "the rate of
/// change depends on how long the user continues pressing"): the first
/// repeat after `autorepeatDelay`, then every `autorepeatInterval`, and every
/// `autorepeatFastInterval` once held for `autorepeatAcceleration`. The
/// repeats run on the application's timers, so a replay is exact. They stop
/// when the finger lifts or leaves the stepper (past UIControl's tracking slop).
///
///     let count = UIStepper()   // 0 in 0...100, step 1
///     count.addAction(UIAction { _ in print(count.value) }, for: .valueChanged)
///     // a tap on the right half logs
///     // control count touchDown / control count valueChanged value=1 / control count touchUpInside
open class UIStepper: UIControl {
    /// SPEC 12: it worked when its valueChanged fired.
    open override class var primaryEvent: Event { .valueChanged }

    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UIStepper.self }

    /// UIKit's defaults: 0 in 0...100, step 1.
    public var minimumValue: CGFloat = 0 { didSet { value = clamped(value) } }
    public var maximumValue: CGFloat = 100 { didSet { value = clamped(value) } }
    public var value: CGFloat = 0 { didSet { value = clamped(value) } }
    public var stepValue: CGFloat = 1
    /// UIKit's `autorepeat`, default true
    /// (https://developer.apple.com/documentation/uikit/uistepper/autorepeat).
    public var autorepeat = true
    /// UIKit's `wraps`, default false: at a limit the value stays.
    public var wraps = false

    /// The first repeat's delay and the repeat rate: AppKit documents 0.5 s,
    /// then ten times a second, for its stepper's `autorepeat`; UIKit
    /// documents none, and its stepper feels the same.
    public static let autorepeatDelay: TimeInterval = 0.5
    public static let autorepeatInterval: TimeInterval = 0.1
    /// TapLab's speed-up for a long hold (UIKit only says the rate depends on
    /// how long the press lasts): twice as fast after 2 s.
    public static let autorepeatAcceleration: TimeInterval = 2
    public static let autorepeatFastInterval: TimeInterval = 0.05

    /// Apple lists UIStepper among the controls whose single tap beats an
    /// ancestor's tap recognizer.
    open override class var gestureExemption: GestureExemption { .singleTap }

    open override var loggedValue: ControlValue? { .value(value) }

    /// +1 while the plus half is held, -1 for the minus half, 0 otherwise.
    public private(set) var heldDirection = 0
    private var repeatTimer: TimerQueue.Token?
    private var heldSince: TimeInterval = 0

    private func clamped(_ v: CGFloat) -> CGFloat {
        guard v.isFinite else { return minimumValue }
        return min(max(v, minimumValue), max(minimumValue, maximumValue))
    }

    /// One step in `direction`; `valueChanged` only when the value moved.
    func step(_ direction: Int) {
        var next = value + CGFloat(direction) * stepValue
        if wraps, next > maximumValue { next = minimumValue } else if wraps, next < minimumValue { next = maximumValue }
        let old = value
        value = next
        if value != old { sendActions(for: .valueChanged) }
    }

    /// The first step comes after `touchDown`, as UIKit logs them.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, heldDirection == 0, let touch = touches.min(by: { $0.touchIdentifier < $1.touchIdentifier }) else { return }
        heldDirection = touch.location(in: self).x < bounds.midX ? -1 : 1
        step(heldDirection)
        guard autorepeat, let app = application else { return }
        heldSince = app.currentTime
        repeatTimer = app.schedule(after: Self.autorepeatDelay) { [weak self] in self?.repeatStep() }
    }

    private func repeatStep() {
        guard heldDirection != 0, isTouchInside, let app = application else { return }
        step(heldDirection)
        let held = app.currentTime - heldSince
        let interval = held >= Self.autorepeatAcceleration ? Self.autorepeatFastInterval : Self.autorepeatInterval
        repeatTimer = app.schedule(after: interval) { [weak self] in self?.repeatStep() }
    }

    private func stopRepeating() {
        heldDirection = 0
        if let token = repeatTimer { application?.cancelTimer(token) }
        repeatTimer = nil
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if !isTouchInside { stopRepeating() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { stopRepeating() }
    open override func cancelTracking(with event: UIEvent?) { stopRepeating() }
}
