import Foundation

/// TapLab: the `hitTest(_:with:)` overrides the seed articles write, as data.
public enum HitTestRule {
    /// UIKit's own algorithm.
    case `default`
    /// Return nil where the result would be the view itself; its subviews
    /// still win (seed 002's "pass the touch to the view below").
    case passThrough
    /// Any non-nil result of this view's own hit test, a hit on one of its
    /// subviews included, goes to another view: seed 002's carousel
    /// container, `let v = super.hitTest(p, with: e); return v == nil ? nil : scrollView`.
    /// With `onlySelf`, only a hit on the view itself is forwarded and its
    /// subviews keep theirs (`return v === self ? target : v`).
    ///
    ///     container.hitTestRule = .forward(to: ViewReference(pager))
    ///     header.hitTestRule = .forward(to: ViewReference(list), onlySelf: true)
    case forward(to: ViewReference, onlySelf: Bool = false)
    /// Look into subviews even where the point is outside this view's bounds
    /// (seed 004's fix for subviews drawn outside a `clipsToBounds = false` parent).
    case outOfBounds
    /// Always nil: the view and its subtree never take a touch.
    case never

    public var name: String {
        switch self {
        case .default: "default"
        case .passThrough: "passThrough"
        case let .forward(to, onlySelf):
            "forward to \(to.view?.logName ?? "a view that is gone")" + (onlySelf ? ", only self" : "")
        case .outOfBounds: "outOfBounds"
        case .never: "never"
        }
    }

    public var isDefault: Bool { if case .default = self { true } else { false } }
}

/// A weak reference to a view, so that a forwarding rule never keeps its
/// target alive or forms a cycle.
public struct ViewReference {
    public weak var view: UIView?
    public init(_ view: UIView?) { self.view = view }
}

/// TapLab: what a view's `touches*` methods do. UIKit's default forwards to
/// `next`; `consume` stands in for an override that does not call super.
public enum TouchesOverride: String {
    case forward, consume
}
