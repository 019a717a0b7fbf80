import Foundation

/// A control that picks a value in a range by dragging a thumb along a track
/// (UIKit's `UISlider`).
///
/// Only a touch that begins on the thumb tracks: one on the bare track sends
/// no control event at all. While it tracks, the value follows the finger
/// (the thumb keeps the offset at which it was grabbed) and each move that
/// changes it sends `valueChanged` (`isContinuous`, UIKit's default); the
/// touch ends with `touchUpInside` or `touchUpOutside` as for any control.
///
///     let volume = UISlider()   // value 0 in 0...1
///     volume.addAction(UIAction { _ in print(volume.value) }, for: .valueChanged)
///     // dragging the thumb a third of the track logs
///     // control volume valueChanged value=0.33
open class UISlider: UIControl {
    /// SPEC 12: it worked when its valueChanged fired.
    open override class var primaryEvent: Event { .valueChanged }

    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UISlider.self }

    /// UIKit's defaults: 0, in 0...1; `value` is kept in the range.
    public var minimumValue: CGFloat = 0 { didSet { value = clamped(value) } }
    public var maximumValue: CGFloat = 1 { didSet { value = clamped(value) } }
    public var value: CGFloat = 0 { didSet { value = clamped(value) } }
    /// UIKit's default: true (`valueChanged` on every move, not only at the end).
    public var isContinuous = true

    /// The diameter of the round thumb (UIKit's default thumb is about 28 pt).
    public static let thumbDiameter: CGFloat = 28

    /// UIKit's `setValue(_:animated:)`; sends no event.
    public func setValue(_ value: CGFloat, animated: Bool) { self.value = value }

    /// Apple lists a single-finger swipe on the slider's thumb, parallel to it.
    open override class var gestureExemption: GestureExemption { .swipeAlongThumb }

    open override var loggedValue: ControlValue? { .value(value) }

    /// UIKit's `thumbRect(forBounds:trackRect:value:)`: the thumb's centre
    /// runs from the track's start to its end as the value goes from minimum to maximum.
    open override var thumbFrame: CGRect? {
        let d = min(Self.thumbDiameter, bounds.height, bounds.width)
        let x = bounds.minX + (bounds.width - d) * fraction
        return CGRect(x: x, y: bounds.midY - d / 2, width: d, height: d)
    }

    /// Where the value sits in the range, 0...1.
    public var fraction: CGFloat {
        maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0
    }

    private var grab: (x: CGFloat, value: CGFloat)?

    private func clamped(_ v: CGFloat) -> CGFloat {
        guard v.isFinite else { return minimumValue }
        return min(max(v, minimumValue), max(minimumValue, maximumValue))
    }

    /// A touch off the thumb is ignored: no `touchDown`, no tracking.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard grab == nil, let touch = touches.min(by: { $0.touchIdentifier < $1.touchIdentifier }),
              let thumb = thumbFrame, thumb.contains(touch.location(in: self)) else { return }
        super.touchesBegan(touches, with: event)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        grab = (touch.location(in: self).x, value)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch, sendingChanges: isContinuous)
        return grab != nil
    }

    /// The finger's last position counts too: a lift away from the last
    /// move still moves the thumb there.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch, sendingChanges: isContinuous) }
        if let grab, !isContinuous, value != grab.value { sendActions(for: .valueChanged) }
        grab = nil
    }

    /// Moves the value by the finger's travel since it grabbed the thumb.
    private func follow(_ touch: UITouch, sendingChanges: Bool) {
        guard let grab else { return }
        let travel = bounds.width - (thumbFrame?.width ?? 0)
        guard travel > 0 else { return }
        let old = value
        value = grab.value + (touch.location(in: self).x - grab.x) / travel * (maximumValue - minimumValue)
        if value != old, sendingChanges { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) { grab = nil }
}
