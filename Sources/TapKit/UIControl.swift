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
/// - a control wins over a single-tap recognizer on an ancestor (the iOS 6
///   exemption), but not over one attached to the control itself.
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

    override var hitTestExclusion: KeyPath<ExplanationStrings, String> { \.walkDisabledControl }

    // MARK: Actions

    private var actions: [(UIAction, Event)] = []

    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.0 === action && controlEvents.contains($0.1) }
    }

    public var allControlEvents: Event { actions.reduce([]) { $0.union($1.1) } }

    /// Logs each event (`control button1 touchUpInside`) and runs its actions.
    open func sendActions(for controlEvents: Event) {
        for (event, _) in Event.named where controlEvents.contains(event) {
            if let app = application {
                app.report(EventRecord(t: app.currentTime, .control(control: logName, event: event)))
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

    /// What a touch-up inside sends; buttons add `primaryActionTriggered`.
    var touchUpInsideEvents: Event { .touchUpInside }

    /// The iOS 6 exemption: a single-finger single tap on a control is the
    /// control's, not an ancestor's tap recognizer's. A recognizer attached
    /// to the control itself still wins.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return true
    }
}
