import Foundation
import TapKit

/// Sentences appended to an answer, for what a debugging user does not see.
extension HitExplainer {
    /// Views with alpha from 0.01 to 0.05 look gone but take touches: UIKit
    /// skips only alpha *less than* 0.01 (the seed articles' `<= 0.01` is wrong).
    func nearlyInvisibleHint<Views: Sequence<UIView>>(_ views: Views, _ s: ExplanationStrings) -> String {
        views.filter { $0.alpha >= UIView.minimumHitTestAlpha && $0.alpha <= 0.05 }.map {
            s.hintNearlyInvisible($0.logName, formatNumber($0.alpha, decimals: 4))
        }.joined()
    }

    /// A view of zero width or height contains no point (CGRect contains
    /// nothing when empty), so a subview drawn outside it is never asked; a
    /// transform that scales to zero maps no point back into the view.
    func emptyAreaHint(_ node: UIView, ancestor: Bool, _ s: ExplanationStrings) -> String {
        if node.isTransformCollapsed { return s.hintTransformCollapsed(node.logName) }
        let size = node.bounds.size
        let what: String
        switch (size.width == 0, size.height == 0) {
        case (true, true): what = s.zeroWidthAndHeight
        case (true, false): what = s.zeroWidth
        case (false, true): what = s.zeroHeight
        case (false, false): return ""
        }
        return s.hintEmptyArea(node.logName, what, ancestor ? s.subviewsOutsideCannotBeHit : "")
    }

    /// `view` and its ancestors up to `top` inclusive; `view` and `top` alone
    /// when `view` is not inside `top` (a forwarding rule's target).
    func chain(from view: UIView, upTo top: UIView) -> [UIView] {
        guard view.isDescendant(of: top) else { return [view, top] }
        var views: [UIView] = []
        var node: UIView? = view
        while let current = node {
            views.append(current)
            if current === top { break }
            node = current.superview
        }
        return views
    }
}
