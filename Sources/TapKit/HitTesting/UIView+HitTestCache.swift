import Foundation

// What the walk that records nothing (`UntracedWalk`) keeps about each view
// so that passing a view costs one load and four comparisons. `hitCache` is
// declared first in `UIView` (so it shares the object's first cache lines);
// these are its types and the code that keeps it current.

extension UIView {
    /// The facts every hit test reads of a view, derived from its properties
    /// and kept current by their setters: one plain value, no references.
    struct HitCache {
        /// 16 bytes: the first thing the walk reads of every view it passes.
        var cullBox = CullBox.everywhere
        var walkClass: WalkClass = .general
        var isHitEligible = true
        var hasTransform = false
        var isTransformCollapsed = false
        var usesBuiltInHitTest = false
        var hasCustomHitArea = false
        var refusesTouches = false
        var hitRuleKind: HitRuleKind = .default
    }

    /// Whether a view's class may be walked without calling its
    /// `hitTest(_:with:)` and `point(inside:with:)`: TapKit's classes that
    /// do not override them declare themselves by overriding
    /// `builtInHitTestClass` (internal, so no class outside TapKit can) to
    /// return their own type. A view uses the built-in walk only when its
    /// class is exactly the one its nearest declaration names — so a
    /// program's subclass of `UIButton`, which inherits `UIButton`'s
    /// declaration, never does, and its overrides are always called. No
    /// list of classes to keep in step: a TapKit class that overrides
    /// hit testing simply does not declare itself, and one that forgets to
    /// is asked through `hitTest` (slower, never wrong). Checked once, at init.
    static func isBuiltInHitTestClass(_ type: UIView.Type) -> Bool {
        type == type.builtInHitTestClass
    }

    /// A custom `hitTest(_:with:)` rule.
    public var hitTestRule: HitTestRule {
        get {
            switch hitRuleKind {
            case .default: .default
            case .passThrough: .passThrough
            case .forward: .forward(to: ViewReference(hitForwardTarget))
            case .forwardOnlySelf: .forward(to: ViewReference(hitForwardTarget), onlySelf: true)
            case .outOfBounds: .outOfBounds
            case .never: .never
            }
        }
        set {
            hitForwardTarget = nil
            switch newValue {
            case .default: hitRuleKind = .default
            case .passThrough: hitRuleKind = .passThrough
            case let .forward(target, onlySelf):
                hitRuleKind = onlySelf ? .forwardOnlySelf : .forward
                hitForwardTarget = target.view
            case .outOfBounds: hitRuleKind = .outOfBounds
            case .never: hitRuleKind = .never
            }
        }
    }

    /// `hitTestRule` as the walk reads it: a flat field and `hitForwardTarget`,
    /// so the walk over thousands of views copies no payloads and retains nothing.
    package enum HitRuleKind {
        case `default`, passThrough, forward, forwardOnlySelf, outOfBounds, never
        package var isForward: Bool { self == .forward || self == .forwardOnlySelf }
    }

    /// What the untraced walk needs to know about a view, in one byte.
    enum WalkClass: UInt8 {
        /// Asked: through `hitTest(_:with:)`, or the built-in walk for a
        /// TapKit class.
        case general
        /// A TapKit class whose `hitTest` returns nil whatever the point:
        /// hidden, transparent, non-interactive, disabled, or rule `never`.
        case skip
    }

    /// A box (single precision, rounded outward) outside which a point in the
    /// superview's coordinates is certainly outside this view's hit area.
    struct CullBox {
        var x0: Float, y0: Float, x1: Float, y1: Float
        static let everywhere = CullBox(x0: -.infinity, y0: -.infinity, x1: .infinity, y1: .infinity)

        /// Whether a point (already in single precision, which rounding keeps
        /// on the same side of every bound) is outside the box.
        @inline(__always)
        func excludes(_ x: Float, _ y: Float) -> Bool { x < x0 || x > x1 || y < y0 || y > y1 }
    }

    func updateHitEligibility() {
        hitCache.isHitEligible = !UIView.stateRefusals.contains(where: refuses)
        updateWalkClass()
    }

    func updateCustomHitArea() {
        hitCache.hasCustomHitArea = hitInsets != .zero || hitShape != nil
        updateWalkClass()
    }

    func updateWalkClass() {
        updateCullBox()
        let cache = hitCache
        hitCache.walkClass = cache.usesBuiltInHitTest && (!cache.isHitEligible || cache.hitRuleKind == .never) ? .skip : .general
    }

    /// The cull box of a TapKit view without a transform and without the
    /// `outOfBounds` rule: such a view's `hitTest` returns nil for any point
    /// outside its hit area (`bounds`, inset by `hitInsets`), which in the
    /// superview is that area moved by `center - bounds.origin - size / 2`.
    /// The box is widened by far more than the rounding of the conversion
    /// `hitTest` does, so it never excludes a point `hitTest` would take. Any
    /// other view gets a box that excludes nothing.
    func updateCullBox() {
        guard usesBuiltInHitTest, !hasTransform, hitRuleKind != .outOfBounds else {
            hitCache.cullBox = .everywhere
            return
        }
        let area = hitInsets == .zero ? bounds : bounds.inset(by: hitInsets)
        func range(_ a: CGFloat, _ length: CGFloat, _ origin: CGFloat, _ size: CGFloat, _ centre: CGFloat) -> (Float, Float)? {
            let lo = min(a, a + length), hi = max(a, a + length)
            let shift = centre - origin - size / 2
            let slack = 1e-9 * (1 + abs(lo) + abs(hi) + abs(origin) + abs(size) + abs(centre))
            let x0 = lo + shift - slack, x1 = hi + shift + slack
            guard x0.isFinite, x1.isFinite else { return nil }
            return (Float(x0).nextDown, Float(x1).nextUp)
        }
        guard let (x0, x1) = range(area.origin.x, area.size.width, bounds.origin.x, bounds.size.width, center.x),
              let (y0, y1) = range(area.origin.y, area.size.height, bounds.origin.y, bounds.size.height, center.y) else {
            hitCache.cullBox = .everywhere
            return
        }
        hitCache.cullBox = CullBox(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}
