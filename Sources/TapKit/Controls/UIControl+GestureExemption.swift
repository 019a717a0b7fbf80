import Foundation

extension UIControl {
    /// The gestures with which a control's own action beats a recognizer on
    /// one of its ancestors (Apple, "Attaching gesture recognizers to UIKit
    /// controls"). Each control class declares its own through
    /// `gestureExemption`; a plain `UIControl` subclass has none.
    ///
    ///     UIButton.gestureExemption    // [.singleTap]
    ///     UIControl.gestureExemption   // []
    public struct GestureExemption: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A single-finger single tap (UIButton, UISwitch, UIStepper,
        /// UISegmentedControl, UIPageControl).
        public static let singleTap = GestureExemption(rawValue: 1 << 0)
        /// A single-finger swipe that starts on the thumb and runs parallel
        /// to the control (UISlider).
        public static let swipeAlongThumb = GestureExemption(rawValue: 1 << 1)
        /// A single-finger pan that starts on the thumb and runs parallel to
        /// the control (UISwitch).
        public static let panAlongThumb = GestureExemption(rawValue: 1 << 2)
    }

    /// Whether this control's exemption keeps `recognizer` from beginning.
    ///
    /// The exemption only prevents what would take the touch from the
    /// control: a recognizer attached to the control itself, or one with
    /// `cancelsTouchesInView == false` (both it and the control then act, as
    /// observed on devices), is not held back. "Parallel" is horizontal: the
    /// thumbs of UIKit's sliders and switches move along the x axis.
    func exempts(from recognizer: UIGestureRecognizer) -> Bool {
        let exemption = type(of: self).gestureExemption
        guard !exemption.isEmpty, recognizer.view !== self, recognizer.cancelsTouchesInView,
              recognizer.seenTouches.count == 1, let touch = recognizer.seenTouches.first else { return false }
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            return exemption.contains(.singleTap) && tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
        case let swipe as UISwipeGestureRecognizer:
            return exemption.contains(.swipeAlongThumb) && swipe.numberOfTouchesRequired == 1
                && beganOnThumb(touch) && movesAlong(touch)
        case is UIPanGestureRecognizer:
            return exemption.contains(.panAlongThumb) && beganOnThumb(touch) && movesAlong(touch)
        default:
            return false
        }
    }

    private func beganOnThumb(_ touch: UITouch) -> Bool {
        guard let thumb = thumbFrameAtTouchDown ?? thumbFrame else { return false }
        return thumb.contains(UITouch.convertFromScreen(touch.beganScreenLocation, to: self))
    }

    private func movesAlong(_ touch: UITouch) -> Bool {
        let start = UITouch.convertFromScreen(touch.beganScreenLocation, to: self)
        let now = touch.location(in: self)
        return abs(now.x - start.x) > abs(now.y - start.y)
    }
}
