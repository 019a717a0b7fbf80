import Foundation

extension UIView {
    /// What only drawing reads, kept together and out of the hit-test fields'
    /// cache lines.
    struct Paint {
        var backgroundColor: UIColor?
        var isOpaque = true
        /// Set through `tintColor`, which inherits it. Boxed: most views never
        /// set one, and a nil reference is 8 bytes where an optional colour
        /// would be 40 on every view.
        var tint: TintColorStorage?
        var caption: String?
    }

    final class TintColorStorage {
        let color: UIColor
        init(_ color: UIColor) { self.color = color }
    }

    public var backgroundColor: UIColor? {
        get { paint.backgroundColor }
        set { paint.backgroundColor = newValue }
    }

    /// UIKit's `isOpaque`: a drawing hint only; hit testing never reads it.
    public var isOpaque: Bool {
        get { paint.isOpaque }
        set { paint.isOpaque = newValue }
    }

    /// TapLab (SPEC 13): a name drawn inside the view's box, top left, in
    /// pictures and the window — a teacher's "A", "B" on Apple's figure. It
    /// is paint, not a subview: hit testing never sees it. Layout key `title`.
    public var caption: String? {
        get { paint.caption }
        set { paint.caption = newValue }
    }

    /// The tint set on this view itself (nil: it inherits).
    var ownTintColor: UIColor? {
        get { paint.tint?.color }
        set { paint.tint = newValue.map(TintColorStorage.init) }
    }

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
