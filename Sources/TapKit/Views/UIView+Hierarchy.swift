import Foundation

extension UIView {
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// UIKit's `viewWithTag(_:)`: the receiver if its `tag` matches, else
    /// the first match in its subviews, each searched the same way, back to
    /// front of the array (Apple: "The view in the receiver’s hierarchy whose
    /// tag property matches the value in the tag parameter",
    /// https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:)).
    ///
    ///     let badge = UIView(); badge.tag = 7
    ///     cell.addSubview(badge)
    ///     cell.viewWithTag(7) === badge   // true
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// UIKit's `insertSubview(_:aboveSubview:)`: `view` goes just in front of
    /// `siblingSubview`, so hit testing asks it first
    /// (https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)).
    /// Apple leaves a `siblingSubview` that is not a subview undefined;
    /// TapLab then adds `view` in front of every subview, as `addSubview` does.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let others = subviews.filter { $0 !== view }
        let index = others.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? others.count
        insertSubview(view, at: index)
    }

    /// UIKit's `insertSubview(_:belowSubview:)`: `view` goes just behind
    /// `siblingSubview`, so hit testing asks the sibling first
    /// (https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)).
    /// A `siblingSubview` that is not a subview puts `view` behind every subview.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let others = subviews.filter { $0 !== view }
        insertSubview(view, at: others.firstIndex { $0 === siblingSubview } ?? 0)
    }

    /// UIKit's `exchangeSubview(at:withSubviewAt:)`: swaps two subviews'
    /// places in `subviews`, and so which one hit testing asks first
    /// (https://developer.apple.com/documentation/uikit/uiview/exchangesubview(at:withsubviewat:)).
    /// UIKit raises an exception for an index outside `subviews`; TapLab
    /// leaves the order as it was.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    // MARK: Notifications of a move (UIKit's order)
    //
    // Apple, `willMove(toSuperview:)` and `didMoveToWindow()`
    // (https://developer.apple.com/documentation/uikit/uiview/willmove(tosuperview:),
    // https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()):
    // before a view changes superview it hears `willMove(toSuperview:)`, every
    // view in its subtree hears `willMove(toWindow:)` when the window changes,
    // and the old superview hears `willRemoveSubview(_:)`; afterwards the
    // subtree hears `didMoveToWindow()`, the view `didMoveToSuperview()` and
    // the new superview `didAddSubview(_:)`. A reorder within the same
    // superview (`bringSubviewToFront`, `exchangeSubview`) sends none.

    /// Everything sent before this view moves under `newSuperview` (nil: removed).
    func announceMove(to newSuperview: UIView?) {
        willMove(toSuperview: newSuperview)
        let newWindow = newSuperview?.window
        if newWindow !== window {
            forEachInSubtree { $0.willMove(toWindow: newWindow) }
        }
        superview?.willRemoveSubview(self)
    }

    /// Everything sent after this view moved under `newSuperview` from a
    /// place in `oldWindow`.
    func finishMove(into newSuperview: UIView?, from oldWindow: UIWindow?) {
        if window !== oldWindow { forEachInSubtree { $0.didMoveToWindow() } }
        didMoveToSuperview()
        newSuperview?.didAddSubview(self)
    }

    /// This view and every view below it, parents first; iterative, so a
    /// deep tree cannot exhaust the stack.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            body(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
    }
}
