import Foundation

/// A view that turns touches into control events (`touchDown`,
/// `touchUpInside`, ...) and sends them to its actions.
///
/// UIKit rules implemented here:
/// - a disabled control (`isEnabled == false`) is skipped by hit testing, so
///   the touch goes to whatever is behind it;
/// - a control handles its touches and does not pass them to `next`;
/// - events come in UIKit's order: `touchDown` (+ `touchDownRepeat` for a
///   repeated tap), `touchDragEnter`/`touchDragExit` before
///   `touchDragInside`/`touchDragOutside`, then `touchUpInside` or
///   `touchUpOutside`, or `touchCancel`; "inside" includes a 70 pt slop
///   around the bounds;
/// - the controls Apple lists win over a recognizer on an ancestor that
///   would cancel their touch ("Attaching gesture recognizers to UIKit
///   controls"), each class declaring its gestures in `gestureExemption`:
///   a single-finger single tap on UIButton, UISwitch, UIStepper,
///   UISegmentedControl, UIPageControl; a single-finger swipe on a UISlider's
///   thumb and a single-finger pan on a UISwitch's thumb, parallel to them.
///   A plain UIControl is not exempt (an ancestor's tap recognizes and the
///   control gets `touchCancel`), a recognizer with `cancelsTouchesInView =
///   false` is not prevented (both fire), and a recognizer on the control
///   itself still wins.
open class UIControl: UIView {
    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UIControl.self }

    /// How far outside its bounds a tracked touch still counts as inside.
    public static let trackingSlop: CGFloat = 70

    /// TapLab: disabling a control that tracks a touch cancels the touch
    /// (`touchCancel`, no `touchUpInside`), as hiding it does.
    public var isEnabled = true {
        didSet {
            refusesTouches = !isEnabled
            if !isEnabled, oldValue { stopReceivingInput() }
        }
    }
    public var isSelected = false
    public var isHighlighted = false
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false

    public var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    override var hitTestExclusion: HitExclusion { .disabledControl }

    // MARK: Actions

    private var actions: [(UIAction, Event)] = []

    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.0 === action && controlEvents.contains($0.1) }
    }

    public var allControlEvents: Event { actions.reduce([]) { $0.union($1.1) } }

    /// UIKit's `enumerateEventHandlers(_:)` (iOS 14) without its target,
    /// selector and stop arguments, which TapKit's closures never have:
    /// each added action with the events it was added for.
    public func enumerateEventHandlers(_ iterator: (UIAction, Event) -> Void) {
        for (action, events) in actions { iterator(action, events) }
    }

    /// Logs each event (`control button1 touchUpInside`; a `valueChanged`
    /// or `editingChanged` ends with `loggedValue`: `control wifi
    /// valueChanged on=true`) and runs its actions.
    open func sendActions(for controlEvents: Event) {
        for (event, _) in Event.named where controlEvents.contains(event) {
            if let app = application {
                let value = event == .valueChanged || event == .editingChanged ? loggedValue : nil
                app.report(EventRecord(t: app.currentTime, .control(control: logged, event: event, value: value)))
            }
            for (action, events) in actions where events.contains(event) { sendAction(action) }
        }
    }

    // MARK: Tracking

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    private weak var trackedTouch: UITouch?

    private func isInsideWithSlop(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, let touch = touches.min(by: { $0.touchIdentifier < $1.touchIdentifier }) else { return }
        trackedTouch = touch
        thumbFrameAtTouchDown = thumbFrame
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isInsideWithSlop(touch)
        if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        if isTracking { isTracking = continueTracking(touch, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isInsideWithSlop(touch)
        trackedTouch = nil
        isHighlighted = false
        isTouchInside = inside
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        sendActions(for: .touchCancel)
    }

    /// The value a `valueChanged` line ends with; nil for a control without one.
    open var loggedValue: ControlValue? { nil }

    /// What a touch-up inside sends; buttons add `primaryActionTriggered`.
    package var touchUpInsideEvents: Event { .touchUpInside }

    /// The gestures with which this class's action beats an ancestor's
    /// recognizer (see `GestureExemption`); none for a plain UIControl.
    open class var gestureExemption: GestureExemption { [] }

    /// The event that means the control did its job (SPEC 12's `worked`):
    /// `touchUpInside` for a button or plain control; the value controls
    /// answer `valueChanged`, a text field `editingDidBegin`.
    open class var primaryEvent: Event { .touchUpInside }

    /// The thumb's frame in the control's bounds, for the thumb exemptions
    /// (`swipeAlongThumb`, `panAlongThumb`); nil for a control without one.
    open var thumbFrame: CGRect? { nil }

    /// Where the thumb was when the tracked touch came down: a slider's
    /// thumb has moved with the finger by the time a swipe recognizes.
    var thumbFrameAtTouchDown: CGRect?

    /// UIKit's `gestureRecognizerShouldBegin(_:)` on a control: false for a
    /// recognizer its class's exemption covers (see `exempts(from:)`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !exempts(from: gestureRecognizer)
    }
}
