import Foundation

/// An on/off control (UIKit's `UISwitch`): a rounded track with a round thumb
/// at the left (off) or right (on).
///
/// A tap toggles it: `touchDown`, then on touch up inside `valueChanged`
/// with the new state, then `touchUpInside`. Dragging the thumb sets it by
/// where the finger lets go, as UIKit's thumb follows the finger: past the
/// middle is on.
///
///     let wifi = UISwitch()
///     wifi.addAction(UIAction { _ in print(wifi.isOn) }, for: .valueChanged)
///     // a tap on the switch prints "true"; the log says
///     // control wifi touchDown / control wifi valueChanged on=true / control wifi touchUpInside
open class UISwitch: UIControl {
    /// SPEC 12: it worked when its valueChanged fired.
    open override class var primaryEvent: Event { .valueChanged }

    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UISwitch.self }

    /// UIKit's `isOn`; setting it sends no event, as in UIKit.
    public var isOn = false

    /// UIKit's `setOn(_:animated:)` (TapLab does not animate).
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The green UIKit fills the track with when the switch is on.
    public var onTintColor = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)

    /// Apple lists UISwitch for both a single tap and a pan on its thumb
    /// parallel to it ("Attaching gesture recognizers to UIKit controls").
    open override class var gestureExemption: GestureExemption { [.singleTap, .panAlongThumb] }

    /// A circle 2 pt inside the track's height, at the end the state puts it.
    open override var thumbFrame: CGRect? {
        let d = max(0, min(bounds.height, bounds.width) - 4)
        return CGRect(x: isOn ? bounds.maxX - d - 2 : bounds.minX + 2, y: bounds.midY - d / 2, width: d, height: d)
    }

    open override var loggedValue: ControlValue? { .on(isOn) }

    /// Where the finger came down, to tell a tap from a drag of the thumb.
    private var trackingStart: CGPoint?
    private var isDraggingThumb = false

    /// How far the finger moves before a touch is a drag of the thumb rather
    /// than a tap (TapLab's threshold; UIKit does not document one).
    public static let dragThreshold: CGFloat = 10

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStart = touch.location(in: self)
        isDraggingThumb = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if let start = trackingStart, abs(touch.location(in: self).x - start.x) > Self.dragThreshold {
            isDraggingThumb = true
        }
        return true
    }

    /// A tap inside toggles; a drag leaves the switch on the side of the
    /// middle the finger lifted on, wherever that is (UIKit's thumb follows
    /// the finger even outside the switch). `valueChanged` only for a change,
    /// before the `touchUpInside` / `touchUpOutside` UIControl sends.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { trackingStart = nil; isDraggingThumb = false }
        let newValue: Bool
        if isDraggingThumb, let touch {
            newValue = touch.location(in: self).x > bounds.midX
        } else if isTouchInside {
            newValue = !isOn
        } else {
            return
        }
        guard newValue != isOn else { return }
        isOn = newValue
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(with event: UIEvent?) {
        trackingStart = nil
        isDraggingThumb = false
    }
}
