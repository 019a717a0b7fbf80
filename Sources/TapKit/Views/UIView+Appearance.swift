import Foundation

extension UIView {
    /// UIKit's `tintColor`: the colour set on this view, else its
    /// superview's tint, else the system blue (Apple: "If the system cannot
    /// find a non-default tint color in the superview hierarchy, it uses the
    /// system-defined color",
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor).
    /// Setting `nil` goes back to inheriting. Hit testing never reads it.
    ///
    ///     root.tintColor = .systemRed
    ///     button.tintColor == .systemRed   // true, for a button inside root
    public var tintColor: UIColor! {
        get {
            var view: UIView? = self
            while let current = view {
                if let colour = current.ownTintColor { return colour }
                view = current.superview
            }
            return .systemBlue
        }
        set { ownTintColor = newValue }
    }
}
