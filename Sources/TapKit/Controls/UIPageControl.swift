import Foundation

/// A row of dots, one per page, the current one filled (UIKit's
/// `UIPageControl`).
///
/// A tap on the left half goes to the previous page, on the right half to
/// the next, when the finger lifts inside: `touchDown`, then `valueChanged`
/// (only when the page changed; the first and last pages stop it), then
/// `touchUpInside`. Apple: "When a user taps a page control to move to the
/// next or previous page, the control sends the valueChanged event ... The
/// page control advances only one page in either direction"
/// (https://developer.apple.com/documentation/uikit/uipagecontrol).
///
///     let dots = UIPageControl()
///     dots.numberOfPages = 3
///     dots.addAction(UIAction { _ in print(dots.currentPage) }, for: .valueChanged)
///     // a tap right of the middle prints "1"; the log says control dots valueChanged current=1
open class UIPageControl: UIControl {
    /// SPEC 12: it worked when its valueChanged fired.
    open override class var primaryEvent: Event { .valueChanged }

    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UIPageControl.self }

    /// UIKit's defaults: 0 pages, page 0; `currentPage` stays in the pages.
    public var numberOfPages = 0 { didSet { currentPage = clamped(currentPage) } }
    public var currentPage = 0 { didSet { currentPage = clamped(currentPage) } }

    /// Apple lists UIPageControl among the controls whose single tap beats
    /// an ancestor's tap recognizer.
    open override class var gestureExemption: GestureExemption { .singleTap }

    open override var loggedValue: ControlValue? { .current(currentPage) }

    private func clamped(_ page: Int) -> Int { min(max(page, 0), max(0, numberOfPages - 1)) }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        let old = currentPage
        currentPage += point.x < bounds.midX ? -1 : 1
        if currentPage != old { sendActions(for: .valueChanged) }
    }
}
