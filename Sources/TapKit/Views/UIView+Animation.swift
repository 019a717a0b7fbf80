import Foundation

extension UIView {
    /// UIKit's `animate(withDuration:animations:completion:)`, as hit testing
    /// sees it: the changes in `animations` apply at once, and `completion`
    /// runs right after with `true`. In UIKit too only the on-screen picture
    /// moves over `duration` — the view's properties (its model layer) take
    /// the final values at once, and hit testing reads those (Apple, "Hit
    /// testing during animations",
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)).
    /// TapLab draws no in-between frames, and its animation is over when the
    /// call returns — so the touches UIKit ignores on a view while it animates
    /// (unless `.allowUserInteraction`) are never ignored here.
    ///
    ///     override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    ///         UIView.animate(withDuration: 0.1) { self.transform = CGAffineTransform(scaleX: 0.95, y: 0.95) }
    ///         super.touchesBegan(touches, with: event)
    ///     }
    public class func animate(withDuration duration: TimeInterval, animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// UIKit's `animate(withDuration:delay:options:animations:completion:)`:
    /// as `animate(withDuration:animations:completion:)`, the delay and
    /// options included — the changes apply at once.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// UIKit's `UIView.AnimationOptions`, accepted so that a pasted call
    /// compiles; TapLab's animations apply at once, so none changes anything.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
}
