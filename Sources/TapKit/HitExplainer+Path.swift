import Foundation

/// Pass 1: the path alone, each view as its own `hitTest(_:with:)` sees it.
extension HitExplainer {
    /// The first check of `path[level]`'s own `hitTest` that returns nil
    /// before any subview is asked, in the order the walk makes them.
    func ownCheck(_ level: Int) -> HitTestExplanation? {
        let node = path[level], name = node.logName, whose = whose(node)
        if node.hitRuleKind == .never {
            return .init(rule: .customHitRule, culprit: name,
                         message: "\(id) is not hit because \(whose)'s custom hit rule 'never' returns nil for every point: it and its subviews never get a touch")
        }
        if node.isHidden {
            if node === path[0], node !== view {
                return .init(rule: .hidden, culprit: name,
                             message: "\(id) is not hit because its window \(name) is hidden: a hidden window is skipped by hit testing with every view in it")
            }
            return .init(rule: .hidden, culprit: name, message: "\(id) is not hit because \(whose) is hidden: hidden views are skipped with their subviews")
        }
        if node.alpha < 0.01 {
            return .init(rule: .alpha, culprit: name, message: "\(id) is not hit because \(whose) has alpha \(formatNumber(node.alpha, decimals: 4)): views with alpha below 0.01 are skipped with their subviews (Apple: less than 0.01, not <= 0.01)")
        }
        if !node.isUserInteractionEnabled {
            return .init(rule: .interactionDisabled, culprit: name, message: "\(id) is not hit because \(whose) has isUserInteractionEnabled = false: it and all its subviews are skipped")
        }
        if node.refusesTouches {
            return .init(rule: .disabledControl, culprit: name, message: "\(id) is not hit because \(whose) is a disabled control (isEnabled = false): hit testing skips it and the touch goes to the view behind")
        }
        if node.hitRuleKind != .outOfBounds, !node.point(inside: points[level], with: nil) {
            return outside(level)
        }
        return nil
    }

    /// `point(inside:with:)` of `path[level]` said no, and its rule does not
    /// look past its bounds: the walk returns nil there.
    private func outside(_ level: Int) -> HitTestExplanation {
        let node = path[level], name = node.logName
        let reason = node.outsideReason(points[level])
        if node === view {
            return .init(rule: .outside, culprit: id, message: "\(id) is not hit: \(reason)" + emptyAreaHint(node, ancestor: false))
        }
        let hint = emptyAreaHint(node, ancestor: true)
        if !node.clipsToBounds, !UIView.rect(node.bounds, contains: points[level]), isDrawnAtPoint {
            return .init(rule: .drawnOutsideUnclippedAncestor, culprit: name,
                         message: "\(id) is drawn at this point, but the point is outside its ancestor \(name)'s bounds: \(name).clipsToBounds is false, so \(id) shows outside it, yet hit testing never looks into \(name) there (point(inside:) is false)" + hint)
        }
        return .init(rule: .outsideAncestor, culprit: name, message: "\(id) is not hit: the point is outside \(whose(node)) (\(reason))" + hint)
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
        guard let hit = ownHit else {
            if view.hitRuleKind == .outOfBounds, !view.point(inside: viewPoint, with: nil) {
                return .init(rule: .outside, culprit: id,
                             message: "\(id) is not hit: \(view.outsideReason(viewPoint)); its custom hit rule 'outOfBounds' asks its subviews there, and none took the point" + emptyAreaHint(view, ancestor: false))
            }
            if view.hitRuleKind == .passThrough {
                return .init(rule: .customHitRule, culprit: id,
                             message: "\(id) is not hit because of its custom hit rule 'passThrough': it contains the point and no subview took it, so it would return itself, and the rule returns nil instead so the view below gets the touch")
            }
            return .init(rule: .customHitRule, culprit: id,
                         message: "\(id) is not hit because its hitTest(_:with:) is overridden and returns nil here, although the point passes its own checks")
        }
        if hit === view || hit.isDescendant(of: view) { return nil }
        let forwarder = forwarder(to: hit)
        let how = forwarder.hitRuleKind.isForward ? "custom hit rule 'forward' hands the hit to"
            : "hitTest(_:with:) is overridden and returns"
        let whose = forwarder === view ? "its" : "\(forwarder.logName)'s (inside \(id))"
        return .init(rule: .customHitRule, culprit: forwarder.logName,
                     message: "\(id) is not hit because \(whose) \(how) \(hit.logName), a view outside \(id)")
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
