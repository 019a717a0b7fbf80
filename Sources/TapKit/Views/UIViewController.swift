import Foundation

/// Manages a view. UIKit rule: a view controller sits in the responder chain
/// between its root view and that view's superview, so an unhandled touch on
/// a controller's view reaches the controller before the superview.
open class UIViewController: UIResponder {
    public override init() { super.init() }

    private var loadedView: UIView?
    /// The size a window gives its root view controller's view before
    /// `viewDidLoad` (UIKit sizes it to the window first, so frames computed
    /// from `view.bounds` in `viewDidLoad` are the screen's).
    var sizeForLoading: CGSize?
    /// Whether `viewWillAppear`/`viewDidAppear` ran since the view last disappeared.
    var hasAppeared = false

    /// The root view, created on first access as in UIKit: `loadView()`,
    /// then the window's size when a window is asking, then `viewDidLoad()`
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/view).
    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { install(UIView()) }
                if let size = sizeForLoading, let loaded = loadedView, loaded.bounds.size == .zero {
                    loaded.frame = CGRect(origin: .zero, size: size)
                }
                // A program's controller lays its view out before it is first shown
                // (viewWillLayoutSubviews, viewDidLayoutSubviews), as UIKit does.
                if type(of: self) != UIViewController.self { loadedView?.setNeedsLayout() }
                viewDidLoad()
            }
            return loadedView
        }
        set { install(newValue) }
    }

    /// Makes `newValue` the root view, taking it from any controller that had it.
    private func install(_ newValue: UIView?) {
        loadedView?.viewController = nil
        loadedView = newValue
        newValue?.viewController?.loadedView = nil
        newValue?.viewController = self
    }

    /// UIKit's identifier for a controller (a storyboard's "Restoration ID"),
    /// as `accessibilityIdentifier` is a view's: the name TapLab shows.
    public var restorationIdentifier: String? {
        get { identifier }
        set { identifier = newValue }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    open func loadView() { view = UIView() }

    // MARK: The lifecycle UIKit calls, in its order: loadView, viewDidLoad,
    // viewWillAppear, viewWillLayoutSubviews, viewDidLayoutSubviews, viewDidAppear.

    /// Called once, after the view is loaded and sized by its window.
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called around each layout pass of the root view.
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// `viewWillAppear`, a layout pass, then `viewDidAppear`, once per appearance.
    func appear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        viewWillAppear(false)
        view.layoutIfNeeded()
        viewDidAppear(false)
    }

    func disappear() {
        guard hasAppeared else { return }
        hasAppeared = false
        viewWillDisappear(false)
        viewDidDisappear(false)
    }

    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []

    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// How `present(_:animated:completion:)` shows this controller's view.
    public var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    /// The controller this one presents (see UIViewController+Presentation).
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: UIViewController?
    /// TapLab: the dimming view behind a page sheet, named `ID.dimming`.
    public internal(set) var dimmingView: UIView?

    /// UIKit (UIResponder, "next"): "If the view controller was presented by
    /// another view controller, the next responder is the presenting view
    /// controller"; otherwise the root view's superview (for a window's root
    /// view controller, the window); a controller whose view is not in a
    /// hierarchy falls back to its parent controller.
    open override var next: UIResponder? {
        if let presenting = presentingViewController { return presenting }
        if let superview = loadedView?.superview { return superview }
        return parent
    }
}
