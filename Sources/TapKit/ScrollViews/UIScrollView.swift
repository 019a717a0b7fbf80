import Foundation

/// A view that scrolls its content.
///
/// UIKit rules implemented here:
/// - `contentOffset` *is* `bounds.origin`: scrolling moves the coordinate
///   system of the subviews, which is why hit testing needs no special case;
/// - dragging is the scroll view's own public `panGestureRecognizer`;
/// - `delaysContentTouches` (default true) holds a content view's
///   `touchesBegan` for 0.15 s, until it is clear whether the finger scrolls;
/// - with `canCancelContentTouches` (default true) a drag that becomes a
///   scroll cancels the content's touches — unless `touchesShouldCancel(in:)`
///   says no, which it does for controls once they are tracking.
open class UIScrollView: UIView {
    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UIScrollView.self }

    /// UIKit leaves this number undocumented; TapLab fixes it.
    public static let contentTouchDelay: TimeInterval = 0.15

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        setUpScrolling()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
    }

    /// A scroll view clips, and tracks touches with its pan and delay recognizers.
    private func setUpScrolling() {
        clipsToBounds = true
        panGestureRecognizer.scrollView = self
        delayRecognizer.scrollView = self
        addGestureRecognizer(delayRecognizer)
        addGestureRecognizer(panGestureRecognizer)
    }

    public var contentSize: CGSize = .zero
    public var contentInset: UIEdgeInsets = .zero
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    public var isPagingEnabled = false
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    public var decelerationRate: CGFloat = 0.998
    public private(set) var isDragging = false
    public private(set) var isDecelerating = false

    /// The scroll view's drag recognizer, public as in UIKit so that other
    /// recognizers can `require(toFail:)` it.
    public let panGestureRecognizer = ScrollViewPanGestureRecognizer()
    /// UIKit's private "delayed touches began" recognizer, which implements
    /// `delaysContentTouches`.
    let delayRecognizer = ContentTouchDelayRecognizer()

    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin else { return }
            bounds.origin = newValue
            if let app = application {
                app.report(EventRecord(t: app.currentTime, .scroll(view: logged, offset: newValue)))
            }
        }
    }

    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopDeceleration()
        contentOffset = offset
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer { return panShouldBegin(panGestureRecognizer) }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Called before content gets `touchesBegan`; false keeps the touch from
    /// it (the scroll view and its recognizers still track it). UIKit's
    /// default is true; TapLab answers `touchesShouldBeginAnswer`, a
    /// subclass's override as data (layout key `touchesShouldBegin`).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        touchesShouldBeginAnswer
    }

    /// Called when a scroll begins over content that is tracking a touch.
    /// Apple: "The default returned value is true if view isn't a UIControl
    /// object; otherwise, it returns false." TapLab answers as
    /// `touchesShouldCancelAnswer` says (layout key `touchesShouldCancel`).
    open func touchesShouldCancel(in view: UIView) -> Bool {
        switch touchesShouldCancelAnswer {
        case .default: !(view is UIControl)
        case .always: true
        case .never: false
        }
    }

    /// TapLab: what `touchesShouldBegin(_:with:in:)` answers, standing in
    /// for a subclass that overrides it.
    public var touchesShouldBeginAnswer = true
    /// TapLab: what `touchesShouldCancel(in:)` answers, standing in for a
    /// subclass that overrides it.
    public var touchesShouldCancelAnswer: TouchesShouldCancelAnswer = .default
    /// UIKit's `isDirectionalLockEnabled`: a drag that begins along one axis
    /// scrolls along that axis only (see `UIScrollView+Scrolling`).
    public var isDirectionalLockEnabled = false

    // MARK: Scrolling state (driven by the pan recognizer; see UIScrollView+Scrolling)

    var dragStartOffset: CGPoint = .zero
    /// The axis a directional lock holds this drag to (nil: free).
    var lockedAxis: LockedAxis?
    var decelerationToken: TimerQueue.Token?
    var decelerationVelocity: CGPoint = .zero
    var decelerationTarget: CGPoint?

    func setDragging(_ dragging: Bool) { isDragging = dragging }
    func setDecelerating(_ decelerating: Bool) { isDecelerating = decelerating }
}

extension UIScrollView {
    /// Whether the scroll view's own pan may begin: it must move along an
    /// axis the content can scroll on, and — when content is already tracking
    /// the touch — `canCancelContentTouches` and `touchesShouldCancel(in:)`
    /// must allow taking the touch away.
    func panShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        let t = pan.translation(in: superview)
        let horizontal = abs(t.x) >= abs(t.y)
        guard horizontal ? canScrollHorizontally : canScrollVertically else { return false }
        for touch in pan.trackedTouches {
            guard let content = touch.view, content !== self, touch.viewBeganDelivered else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: content) { return false }
        }
        return true
    }
}
