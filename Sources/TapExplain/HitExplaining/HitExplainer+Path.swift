import Foundation
import TapKit

/// Pass 1: the path alone, each view as its own `hitTest(_:with:)` sees it.
extension HitExplainer {
    /// The first check of `path[level]`'s own `hitTest` that returns nil
    /// before any subview is asked, in the order the walk makes them.
    func ownCheck(_ level: Int) -> HitTestExplanation? {
        ownChecks(level, all: false).first
    }

    /// Every check of `path[level]`'s own `hitTest` that would return nil
    /// (only the first unless `all`): what `--why`'s `also:` lines list, each
    /// of which would still keep the view from the touch once the first is fixed.
    func ownChecks(_ level: Int, all: Bool) -> [HitTestExplanation] {
        let node = path[level], name = node.logName, id = id
        let whose = { (s: ExplanationStrings) in self.whose(node, s) }
        var found: [HitTestExplanation] = []
        func add(_ answer: HitTestExplanation) -> Bool {
            found.append(answer)
            return !all
        }
        for refusal in node.hitRefusals {
            let answer: HitTestExplanation = switch refusal {
            case .never: .init(rule: .customHitRule, culprit: name) { s in s.whyRuleNever(id, whose(s)) }
            case .hidden where node === path[0] && node !== view:
                .init(rule: .hidden, culprit: name) { s in s.whyHiddenWindow(id, name) }
            case .hidden: .init(rule: .hidden, culprit: name) { s in s.whyHidden(id, whose(s)) }
            case .alpha: .init(rule: .alpha, culprit: name) { [alpha = formatNumber(node.alpha, decimals: 4)] s in s.whyAlpha(id, whose(s), alpha) }
            case .interactionDisabled: .init(rule: .interactionDisabled, culprit: name) { s in s.whyInteractionDisabled(id, whose(s)) }
            case .disabledControl: .init(rule: .disabledControl, culprit: name) { s in s.whyDisabledControl(id, whose(s)) }
            }
            if add(answer) { return found }
        }
        if node.hitRuleKind != .outOfBounds, !node.point(inside: points[level], with: nil) {
            _ = add(outside(level))
        }
        return found
    }

    /// `point(inside:with:)` of `path[level]` said no, and its rule does not
    /// look past its bounds: the walk returns nil there.
    private func outside(_ level: Int) -> HitTestExplanation {
        let node = path[level], name = node.logName, id = id, point = points[level]
        if node === view {
            return .init(rule: .outside, culprit: id) { s in
                s.whyOutside(id, node.outsideReason(point, s)) + self.emptyAreaHint(node, ancestor: false, s)
            }
        }
        if !node.clipsToBounds, !UIView.rect(node.bounds, contains: point), isDrawnAtPoint {
            return .init(rule: .drawnOutsideUnclippedAncestor, culprit: name) { s in
                s.whyDrawnOutsideUnclipped(id, name) + self.emptyAreaHint(node, ancestor: true, s)
            }
        }
        return .init(rule: .outsideAncestor, culprit: name) { s in
            s.whyOutsideAncestor(id, self.whose(node, s), node.outsideReason(point, s)) + self.emptyAreaHint(node, ancestor: true, s)
        }
    }

    /// Whether the view shows at the point: it and every ancestor visible
    /// (not hidden, alpha above 0), the point inside its bounds and inside the
    /// bounds of every ancestor that clips. What the eye sees; hit testing
    /// does not follow it.
    var isDrawnAtPoint: Bool {
        zip(path, points).allSatisfy { node, point in
            !node.isHidden && node.alpha > 0
                && ((node !== view && !node.clipsToBounds) || UIView.rect(node.bounds, contains: point))
        }
    }

    /// The view passed its own checks; what its `hitTest` returns decides
    /// whether it takes part: nil, or a view outside it, is its rule's (or
    /// override's, or a subview's rule's) doing.
    func ownResult() -> HitTestExplanation? {
        let id = id
        guard let hit = ownHit else {
            if view.hitRuleKind == .outOfBounds, !view.point(inside: viewPoint, with: nil) {
                return .init(rule: .outside, culprit: id) { s in
                    s.whyOutOfBoundsNoneTook(id, self.view.outsideReason(self.viewPoint, s)) + self.emptyAreaHint(self.view, ancestor: false, s)
                }
            }
            if view.hitRuleKind == .passThrough {
                return .init(rule: .customHitRule, culprit: id) { s in s.whyPassThrough(id) }
            }
            return .init(rule: .customHitRule, culprit: id) { s in s.whyOverrideReturnsNil(id) }
        }
        if hit === view || hit.isDescendant(of: view) { return nil }
        let forwarder = forwarder(to: hit), byRule = forwarder.hitRuleKind.isForward, own = forwarder === view
        return .init(rule: .customHitRule, culprit: forwarder.logName) { s in
            s.whyForwardedOutside(id, own ? s.forwarderOwn : s.forwarderInside(forwarder.logName, id),
                                  byRule ? s.forwardsByRule : s.forwardsByOverride, hit.logName)
        }
    }

    /// The view in the view's subtree whose rule or override replaced the
    /// walk's answer with `target`: of the traced calls that returned
    /// `target` by a rule or override (verdict `custom`), the deepest; the
    /// calls above it only passed the answer up.
    private func forwarder(to target: UIView) -> UIView {
        let trace = HitTestTrace()
        _ = UIView.visit(view, viewPoint, UIEvent(tracing: trace))
        let replaced = trace.steps.filter { $0.returned === target && $0.verdict == .custom }
        return replaced.max { $0.depth < $1.depth }?.view ?? view
    }
}
