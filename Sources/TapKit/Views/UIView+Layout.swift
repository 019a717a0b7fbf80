import Foundation

extension UIView {
    /// Where `layoutSubviews()` is owed.
    struct LayoutState {
        /// `setNeedsLayout()` was called and `layoutSubviews()` has not run since.
        var needsLayout = false
        /// This view or one below it needs layout: `layoutIfNeeded()` descends
        /// only where this is set, so a clean tree costs one test per window.
        var subtreeNeedsLayout = false
    }

    /// UIKit's `setNeedsLayout()`: marks the view so that `layoutSubviews()`
    /// runs before the next touch is hit-tested (UIKit: at the next update
    /// cycle), or at once from `layoutIfNeeded()`
    /// (https://developer.apple.com/documentation/uikit/uiview/setneedslayout()).
    /// A view of a program's subclass is also marked when it is created and
    /// when its size changes, as UIKit lays out such views.
    public func setNeedsLayout() {
        layoutState.needsLayout = true
        markSubtreeNeedsLayout()
    }

    /// UIKit's `layoutIfNeeded()`: runs `layoutSubviews()` now on this view
    /// and on every view below it that needs layout, parents before children
    /// (https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()).
    ///
    ///     final class Row: UIView {
    ///         let icon = UIView()
    ///         override func layoutSubviews() { icon.frame = CGRect(x: bounds.width - 44, y: 0, width: 44, height: 44) }
    ///     }
    ///     row.frame.size.width = 300
    ///     row.layoutIfNeeded()
    ///     row.icon.frame.minX   // 256.0
    public func layoutIfNeeded() {
        guard layoutState.subtreeNeedsLayout else { return }
        layoutState.subtreeNeedsLayout = false
        if layoutState.needsLayout {
            layoutState.needsLayout = false
            // A controller's root view: the controller hears of the pass (UIKit's order).
            let controller = viewController.flatMap { $0.viewIfLoaded === self ? $0 : nil }
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        // A copy: layoutSubviews may add or remove subviews.
        for subview in subviews where subview.superview === self { subview.layoutIfNeeded() }
    }

    /// UIKit's `sizeToFit()`: resizes the view to `sizeThatFits(bounds.size)`,
    /// keeping its frame's origin
    /// (https://developer.apple.com/documentation/uikit/uiview/sizetofit()).
    public func sizeToFit() {
        let origin = frame.origin
        frame = CGRect(origin: origin, size: sizeThatFits(bounds.size))
    }

    /// Sets `subtreeNeedsLayout` on this view and its ancestors, stopping at
    /// the first that already has it (its own ancestors have it too).
    func markSubtreeNeedsLayout() {
        var view: UIView? = self
        while let current = view, !current.layoutState.subtreeNeedsLayout {
            current.layoutState.subtreeNeedsLayout = true
            view = current.superview
        }
    }
}
