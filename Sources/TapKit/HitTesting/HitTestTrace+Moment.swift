import Foundation

extension HitTestTrace {
    /// Whether the scene still is as this walk found it: every view it
    /// asked is still in a window, the touch's screen point still lands on
    /// the point the view was asked about, and none of the properties the
    /// walk's rules read (hidden, alpha below 0.01, user interaction) has
    /// changed. A picture may draw the walk over the scene only while this
    /// holds; after a scroll or a tap that hid a view it would show boxes
    /// and verdicts at places the finger never was (SPEC 13, the truth of
    /// the moment).
    ///
    /// Read-only: it asks no view's `hitTest` or `point(inside:)` again, so
    /// overrides with side effects are not run twice.
    public var matchesCurrentScene: Bool {
        guard let screenPoint else { return true }
        for step in steps {
            guard let view = step.view else { continue }
            guard view.window != nil || view is UIWindow else { return false }
            let now = view.convertFromScreen(screenPoint)
            guard abs(now.x - step.point.x) <= Self.drift, abs(now.y - step.point.y) <= Self.drift else { return false }
            // The first of UIKit's three rules that refuses the view now (`HitRefusal`'s order).
            let refusal = [HitRefusal.hidden, .alpha, .interactionDisabled].first(where: view.refuses)
            switch step.verdict {
            case .hidden: if refusal != .hidden { return false }
            case .alpha: if refusal != .alpha { return false }
            case .interactionDisabled: if refusal == .hidden || refusal == .alpha { return false }
            case .outside, .hitSelf, .hitSubview, .custom: if refusal != nil { return false }
            }
        }
        return true
    }

    /// How far (in the view's points) the touch may land from where the walk
    /// asked before the picture counts as another moment: float noise only.
    static let drift: CGFloat = 0.01
}
