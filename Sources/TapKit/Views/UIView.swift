import Foundation

/// A rectangle on screen that draws and receives touches.
///
/// TapKit's `UIView` keeps UIKit's model: `center`, `bounds` and `transform`
/// are stored and `frame` is derived from them; `bounds.origin` shifts the
/// coordinate system of the subviews (it is a scroll view's `contentOffset`).
open class UIView: UIResponder {
    public init(frame: CGRect) {
        layer = CALayer()
        super.init()
        finishInit(frame: frame)
    }

    /// UIKit's initializer for views read from a storyboard or nib. TapKit
    /// has neither: it makes a view of no size, as `init(frame: .zero)`. It
    /// is here, required as in UIKit, so that a subclass pasted from an app
    /// compiles as it is — `required init?(coder: NSCoder) { super.init(coder: coder); setUp() }`
    /// as well as `{ fatalError("init(coder:) has not been implemented") }`.
    public required init?(coder: NSCoder) {
        layer = CALayer()
        super.init()
        finishInit(frame: .zero)
    }

    /// What both designated initializers do once the object exists.
    private func finishInit(frame: CGRect) {
        layer.owningView = self
        hitCache.usesBuiltInHitTest = UIView.isBuiltInHitTestClass(type(of: self))
        self.frame = frame
        updateWalkClass()
        // A program's subclass may override layoutSubviews(): lay it out
        // once before it is first hit-tested, as UIKit's first layout pass does.
        if !usesBuiltInHitTest { setNeedsLayout() }
    }

    /// `UIView()`: a view of no size, as in UIKit. Required, so that a
    /// program's own subclass can be made from its type alone — which is how
    /// a layout's `class: RoundButton` builds one after
    /// `TapLab.register(RoundButton.self)`. A subclass that only overrides
    /// methods, or overrides `init(frame:)` and `init?(coder:)` (as UIKit
    /// code does), inherits it; one that declares another designated
    /// initializer (`init(title:)`) writes
    /// `required convenience init() { self.init(title: "") }`.
    public required override convenience init() {
        self.init(frame: .zero)
    }

    /// A subview or the layer may outlive the view (a program can keep
    /// either): their unowned references to it are cleared first.
    deinit {
        for subview in subviews { subview.superview = nil }
        layer.owningView = nil
    }

    // MARK: What every hit test reads
    //
    // Declared first, so that they share the object's first cache lines: a
    // walk over ten thousand siblings reads these and nothing else of most
    // of them. (Swift lays out a class's stored properties in order.)

    /// See UIView+HitTestCache: its cull box is the first thing the walk
    /// reads of every view it passes, then its walk class.
    final var hitCache = HitCache()
    public var center: CGPoint = .zero { willSet { HitTestTrace.settlePending() } didSet { updateCullBox() } }
    public var bounds: CGRect = .zero {
        willSet { HitTestTrace.settlePending() }
        didSet {
            updateCullBox()
            // UIKit lays a view out again when its size changes; TapKit's own
            // classes lay out nothing, so only a program's subclass is marked.
            if !usesBuiltInHitTest, bounds.size != oldValue.size { setNeedsLayout() }
            if bounds.size != oldValue.size, !subviews.isEmpty { resizeSubviews(from: oldValue.size) }
        }
    }
    /// Views with alpha below 0.01 are skipped by hit testing (Apple: "less
    /// than 0.01"; the seed articles' `<= 0.01` is wrong).
    public var alpha: CGFloat = 1 { willSet { HitTestTrace.settlePending() } didSet { updateHitEligibility() } }
    public internal(set) var subviews: [UIView] = []
    /// `autoresizingMask` and `autoresizesSubviews` (UIView+Autoresizing).
    var autoresizing = Autoresizing()
    /// Hidden views are skipped by hit testing, with their whole subtree.
    /// Apple: "A hidden view ... does not receive input events": hiding a view
    /// that tracks touches cancels them (see `stopReceivingInput()`).
    public var isHidden = false {
        willSet { HitTestTrace.settlePending() }
        didSet {
            updateHitEligibility()
            if isHidden, !oldValue { stopReceivingInput() }
        }
    }
    /// When false, hit testing skips the view and its whole subtree. Apple:
    /// events for the view "are ignored and removed from the event queue";
    /// turning it off while the view tracks touches cancels them.
    public var isUserInteractionEnabled = true {
        willSet { HitTestTrace.settlePending() }
        didSet {
            updateHitEligibility()
            if !isUserInteractionEnabled, oldValue { stopReceivingInput() }
        }
    }
    /// Set by subclasses that refuse touches outright (a disabled control).
    final var refusesTouches: Bool {
        get { hitCache.refusesTouches }
        set {
            HitTestTrace.settlePending()
            hitCache.refusesTouches = newValue
            updateHitEligibility()
        }
    }
    /// Not hidden, alpha at least 0.01 (NaN counts as visible, as in the full
    /// walk), interaction enabled, not refusing touches: one flag for the
    /// four tests every visit starts with.
    public final var isHitEligible: Bool { hitCache.isHitEligible }
    /// Cached so the hit-testing walk does not compare six numbers per view.
    final var hasTransform: Bool { hitCache.hasTransform }
    final package var isTransformCollapsed: Bool { hitCache.isTransformCollapsed }
    /// This view's class is one of TapKit's that override neither
    /// `hitTest(_:with:)` nor `point(inside:with:)` (see `builtInHitTestClass`).
    package final var usesBuiltInHitTest: Bool { hitCache.usesBuiltInHitTest }
    final var hasCustomHitArea: Bool { hitCache.hasCustomHitArea }
    package final var hitRuleKind: HitRuleKind {
        get { hitCache.hitRuleKind }
        set {
            HitTestTrace.settlePending()
            hitCache.hitRuleKind = newValue
            updateWalkClass()
        }
    }

    // MARK: Geometry (stored; `frame` is computed in UIView+Geometry)

    /// Applied about the centre, as UIKit does (the layer's anchor point is 0.5, 0.5).
    public var transform: CGAffineTransform {
        get { transformStorage?.transform ?? .identity }
        set {
            HitTestTrace.settlePending()
            transformStorage = TransformStorage.isExactlyIdentity(newValue) ? nil : TransformStorage(newValue)
            hitCache.isTransformCollapsed = newValue.determinant == 0 || !newValue.determinant.isFinite
            hitCache.hasTransform = !newValue.isIdentity
            updateWalkClass()
        }
    }
    var inverseTransform: CGAffineTransform { transformStorage?.inverse ?? .identity }
    /// Most views have no transform: they keep a nil reference instead of two
    /// 48-byte matrices (a 100,000-view layout saves 9 MB).
    private var transformStorage: TransformStorage?

    // MARK: Hierarchy

    /// A checked `unowned`, cleared by the parent's `deinit`, not UIKit's
    /// `weak`: a weak reference gives its target a side table, which slows
    /// every retain of it (docs/PERFORMANCE.md, "Delivery without round
    /// trips"); read after the parent is gone, it traps.
    public private(set) unowned var superview: UIView?

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
        // Moving to a new superview (not just reordering): the view, its
        // subtree when the window changes, and its old superview hear first.
        let from = view.superview
        let moves = from !== self
        if moves {
            view.announceMove(to: self)
            guard view !== self, !isDescendant(of: view), view.superview === from else { return }
        }
        let oldWindow = moves ? view.window : nil
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
        if view.layoutState.subtreeNeedsLayout { markSubtreeNeedsLayout() }
        if moves { view.finishMove(into: self, from: oldWindow) }
    }

    /// UIKit: a view removed from its window while it tracks touches gets
    /// `touchesCancelled` for them (Apple, `touchesCancelled(_:with:)`: "an
    /// interruption is anything that causes ... the view to be removed from
    /// the window"), and its recognizers are cancelled. TapLab sends those
    /// before the view is detached, so the cancel travels the same responder
    /// chain its `touchesBegan` did.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        announceMove(to: nil)
        // The hooks ran app code, which may have moved the view already.
        guard superview === parent else { return }
        stopReceivingInput()
        detachFromSuperview()
        finishMove(into: nil, from: oldWindow)
    }

    // MARK: Hierarchy notifications (sent by UIView+Hierarchy)

    /// UIKit's `willMove(toSuperview:)`: the superview is about to become
    /// `newSuperview` (nil when the view is removed). Does nothing; override it.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// UIKit's `didMoveToSuperview()`: the superview just changed.
    open func didMoveToSuperview() {}
    /// UIKit's `willMove(toWindow:)`: sent to the view and every view below
    /// it before their window becomes `newWindow`.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// UIKit's `didMoveToWindow()`: sent to the view and every view below it
    /// once their window changed (`window` is the new one, or nil).
    open func didMoveToWindow() {}
    /// UIKit's `didAddSubview(_:)`: `subview` was just added to this view.
    open func didAddSubview(_ subview: UIView) {}
    /// UIKit's `willRemoveSubview(_:)`: `subview` is about to leave this view,
    /// removed or moved to another superview.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Takes the view out of its superview's `subviews` without telling anyone.
    /// Re-reads `superview`: app code run just before may have moved the view.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        if let i = parent.subviews.lastIndex(where: { $0 === self }) { parent.subviews.remove(at: i) }
        superview = nil
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    // MARK: Tag and layout (see UIView+Hierarchy, UIView+Layout)

    /// UIKit's `tag`: an integer a program uses to find the view again with
    /// `viewWithTag(_:)`. Hit testing never reads it.
    public var tag = 0
    /// Whether this view or one below it waits for `layoutSubviews()` (UIView+Layout).
    final var layoutState = LayoutState()

    /// UIKit's `layoutSubviews()`: override it to set the frames of your
    /// subviews. TapLab calls it, as UIKit's layout pass does, on a view that
    /// needs layout (see `setNeedsLayout()`) before the next touch is
    /// hit-tested, and from `layoutIfNeeded()`. The default does nothing
    /// (TapLab has no Auto Layout or autoresizing to apply).
    open func layoutSubviews() {}

    /// UIKit's `sizeThatFits(_:)`: "the default implementation ... returns
    /// the existing size of the view" — override it to give a better one.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    // MARK: Appearance and eligibility

    /// Clipping affects drawing only: hit testing always stops at a view's
    /// bounds, whether or not it clips.
    public var clipsToBounds = false
    public var isMultipleTouchEnabled = false
    public var isExclusiveTouch = false
    /// What only drawing reads: colours, the opaque hint, the caption (UIView+Appearance).
    var paint = Paint()
    /// The view's backing layer; its `sublayers` are display-only.
    public let layer: CALayer

    /// TapLab: the class an app's dump printed for this view (see
    /// `AppClassName`); nil for a view TapLab or a program made.
    public var appClassName: AppClassName?

    public var accessibilityIdentifier: String? {
        get { identifier }
        set { identifier = newValue }
    }

    // MARK: TapLab hit customisation (stand-ins for overriding point(inside:) / hitTest)

    /// Insets applied to `bounds` by `point(inside:with:)`; negative enlarges.
    public var hitInsets: UIEdgeInsets = .zero {
        willSet { HitTestTrace.settlePending() }
        didSet { updateCustomHitArea() }
    }
    /// A shape, in the view's bounds coordinates, the point must also be in.
    public var hitShape: HitShape? {
        willSet { HitTestTrace.settlePending() }
        didSet { updateCustomHitArea() }
    }
    // Hit testing reads `hitRuleKind` and this rather than `hitTestRule`
    // (UIView+HitTestCache), so the walk copies no payloads and retains nothing.
    final weak var hitForwardTarget: UIView?

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
        // Appended in place: a new list per recognizer made 100,000 on one
        // view quadratic to load (51 s; issue 43).
        if gestureRecognizers == nil { gestureRecognizers = [] }
        gestureRecognizers?.append(recognizer)
        recognizer.view = self
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard let list = gestureRecognizers, list.contains(where: { $0 === recognizer }) else { return }
        // TapLab: removed mid-gesture, it is cancelled (or fails) as a
        // disabled one is, logged and with its actions run, while it still
        // has its view.
        recognizer.leaveGesture()
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
        // Tells a traced walk that this implementation ran, so it can tell
        // an override that never calls super from no override at all.
        event?.hitTestTrace?.defaultPointInsideRan = ObjectIdentifier(self)
        return defaultPointInside(point)
    }

    /// Why a view refuses touches by its kind, past the three rules every
    /// view has: TapLab's `refusesTouches`, or UIKit's disabled control.
    package enum HitExclusion: Sendable {
        case refusesTouches, disabledControl
    }

    /// Why this view refuses touches (read only when `refusesTouches`).
    var hitTestExclusion: HitExclusion { .refusesTouches }

    /// The TapKit class that declared this: see UIView+HitTestCache.
    class var builtInHitTestClass: UIView.Type { UIView.self }

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
