import Foundation

/// A rectangle on screen that draws and receives touches.
///
/// TapKit's `UIView` keeps UIKit's model: `center`, `bounds` and `transform`
/// are stored and `frame` is derived from them; `bounds.origin` shifts the
/// coordinate system of the subviews (it is a scroll view's `contentOffset`).
open class UIView: UIResponder {
    public init(frame: CGRect = .zero) {
        layer = CALayer()
        super.init()
        layer.owningView = self
        self.frame = frame
    }

    deinit {
        for subview in subviews where subview.superview === self { subview.superview = nil }
        layer.owningView = nil
    }

    // MARK: Geometry (stored; `frame` is computed in UIView+Geometry)

    public var bounds: CGRect = .zero
    public var center: CGPoint = .zero
    /// Applied about the centre, as UIKit does (the layer's anchor point is 0.5, 0.5).
    public var transform: CGAffineTransform = .identity {
        didSet {
            inverseTransform = transform.inverted()
            hasTransform = !transform.isIdentity
            isTransformCollapsed = transform.determinant == 0 || !transform.determinant.isFinite
        }
    }
    private(set) var inverseTransform: CGAffineTransform = .identity
    /// Cached so the hit-testing walk does not compare six numbers per view.
    final private(set) var hasTransform = false
    final private(set) var isTransformCollapsed = false

    // MARK: Hierarchy

    /// Not `weak`: a weak reference gives its target a side table, and every
    /// retain of a view with one takes Swift's slow path — in the hit-testing
    /// walk over thousands of views that cost more than the walk itself. The
    /// parent clears its children's pointer when it goes away (`deinit`).
    public private(set) unowned(unsafe) var superview: UIView?
    public private(set) var subviews: [UIView] = []

    public var window: UIWindow? {
        var v: UIView? = self
        while let current = v {
            if let w = current as? UIWindow { return w }
            v = current.superview
        }
        return nil
    }

    /// Adds `view` at the end of `subviews`: in front of its siblings, and so
    /// hit-tested first.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if let old = view.superview, old !== self, let from = view.window, from !== window {
            // Moving to another window (or out of any): its touches end first.
            view.stopReceivingInput()
            // That ran app code (touchesCancelled, actions), which may have
            // rearranged the tree.
            guard view !== self, !isDescendant(of: view) else { return }
        }
        view.detachFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
    }

    /// UIKit: a view removed from its window while it tracks touches gets
    /// `touchesCancelled` for them (Apple, `touchesCancelled(_:with:)`: "an
    /// interruption is anything that causes ... the view to be removed from
    /// the window"), and its recognizers are cancelled. TapLab sends those
    /// before the view is detached, so the cancel travels the same responder
    /// chain its `touchesBegan` did.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        stopReceivingInput()
        detachFromSuperview()
    }

    /// Takes the view out of its superview's `subviews` without telling anyone.
    /// Re-reads `superview`: app code run just before may have moved the view.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        if let i = parent.subviews.lastIndex(where: { $0 === self }) { parent.subviews.remove(at: i) }
        superview = nil
    }

    /// Touches bound to this view or a subview stop being delivered to it
    /// (see `TouchDelivery.stopDelivering(to:)`). Cheap when nothing is down.
    final func stopReceivingInput() {
        guard let app = window?.owningApplication, !app.touchDelivery.isIdle else { return }
        app.touchDelivery.stopDelivering(to: self)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    // MARK: Appearance and eligibility

    /// Hidden views are skipped by hit testing, with their whole subtree.
    /// Apple: "A hidden view ... does not receive input events": hiding a view
    /// that tracks touches cancels them (see `stopReceivingInput()`).
    public var isHidden = false {
        didSet { if isHidden, !oldValue { stopReceivingInput() } }
    }
    /// Views with alpha below 0.01 are skipped by hit testing (Apple: "less
    /// than 0.01"; the seed articles' `<= 0.01` is wrong).
    public var alpha: CGFloat = 1
    /// When false, hit testing skips the view and its whole subtree. Apple:
    /// events for the view "are ignored and removed from the event queue";
    /// turning it off while the view tracks touches cancels them.
    public var isUserInteractionEnabled = true {
        didSet { if !isUserInteractionEnabled, oldValue { stopReceivingInput() } }
    }
    /// Clipping affects drawing only: hit testing always stops at a view's
    /// bounds, whether or not it clips.
    public var clipsToBounds = false
    public var isMultipleTouchEnabled = false
    public var isExclusiveTouch = false
    public var backgroundColor: UIColor?
    /// The view's backing layer; its `sublayers` are display-only.
    public let layer: CALayer

    public var accessibilityIdentifier: String? {
        get { identifier }
        set { identifier = newValue }
    }

    // MARK: TapLab hit customisation (stand-ins for overriding point(inside:) / hitTest)

    /// Insets applied to `bounds` by `point(inside:with:)`; negative enlarges.
    public var hitInsets: UIEdgeInsets = .zero {
        didSet { hasCustomHitArea = hitInsets != .zero || hitShape != nil }
    }
    /// A shape, in the view's bounds coordinates, the point must also be in.
    public var hitShape: HitShape? {
        didSet { hasCustomHitArea = hitInsets != .zero || hitShape != nil }
    }
    /// A custom `hitTest(_:with:)` rule.
    public var hitTestRule: HitTestRule {
        get {
            switch hitRuleKind {
            case .default: .default
            case .passThrough: .passThrough
            case .forward: .forward(to: ViewReference(hitForwardTarget))
            case .outOfBounds: .outOfBounds
            case .never: .never
            }
        }
        set {
            hitForwardTarget = nil
            switch newValue {
            case .default: hitRuleKind = .default
            case .passThrough: hitRuleKind = .passThrough
            case let .forward(target): hitRuleKind = .forward; hitForwardTarget = target.view
            case .outOfBounds: hitRuleKind = .outOfBounds
            case .never: hitRuleKind = .never
            }
        }
    }

    // Hit testing reads these flat fields rather than the enums above, so the
    // walk over thousands of views copies no payloads and retains nothing.
    enum HitRuleKind { case `default`, passThrough, forward, outOfBounds, never }
    final var hitRuleKind: HitRuleKind = .default
    final weak var hitForwardTarget: UIView?
    final var hasCustomHitArea = false
    /// Set by subclasses that refuse touches outright (a disabled control).
    final var refusesTouches = false
    /// What this view's `touches*` overrides do (TapLab's stand-in for a subclass).
    public var touchesOverride: TouchesOverride = .forward

    // MARK: Responder chain

    /// Set when this view is a view controller's root view.
    weak var viewController: UIViewController?

    /// UIKit rule: a view controller's root view answers its controller;
    /// any other view answers its superview.
    open override var next: UIResponder? {
        if let viewController { return viewController }
        return superview
    }

    // MARK: Gesture recognizers

    public private(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard let list = gestureRecognizers, list.contains(where: { $0 === recognizer }) else { return }
        // TapLab: removed mid-gesture, it is cancelled (or fails) as a
        // disabled one is, logged and with its actions run, while it still
        // has its view.
        recognizer.arena?.withdraw { $0 === recognizer }
        gestureRecognizers = gestureRecognizers?.filter { $0 !== recognizer }
        guard recognizer.view === self else { return }
        recognizer.view = nil
        recognizer.removedFromView()
    }

    // MARK: Overridable entry points (Swift only allows overriding what a class
    // body declares; the logic lives in the UIView+... extensions.)

    /// UIKit's hit test; see `UIView+HitTesting.swift` for the algorithm.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        tracedHitTest(point, with: event)
    }

    /// UIKit's `point(inside:with:)`: in `bounds`, and in TapLab's `hitInsets`
    /// and `hitShape` when set.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        defaultPointInside(point)
    }

    /// Why this view refuses touches (read only when `refusesTouches`).
    var hitTestExclusion: String { "it refuses touches" }

    // TapLab's `touchesOverride = .consume` stands in for a subclass whose
    // touches* overrides handle the touch and do not call super, so the
    // chain stops here. `.forward` is UIKit's default (pass to `next`).

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchesOverride == .forward { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchesOverride == .forward { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchesOverride == .forward { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchesOverride == .forward { super.touchesCancelled(touches, with: event) }
    }

    /// UIKit asks the view a recognizer is attached to before it begins;
    /// `UIControl` overrides this for its tap exemption.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
