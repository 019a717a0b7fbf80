import Foundation

/// Pass 3 and the happy case: the view takes part, so the answer is inside it
/// or above it.
extension HitExplainer {
    func getsTouch() -> HitTestExplanation {
        let hint = nearlyInvisibleHint(path)
        if ownHit === view {
            return .init(rule: .getsTouch, culprit: id, message: "\(id) gets the touch: it is the deepest view that contains the point" + hint)
        }
        // Handed over by a rule elsewhere: the deepest call that replaced its
        // answer with this view.
        let trace = application.hitTest(screenPoint, traced: true).trace
        let replaced = trace?.steps.filter { $0.returned === view && $0.verdict == .custom } ?? []
        let by = replaced.max { $0.depth < $1.depth }?.view
        let giver = by.map { $0.hitRuleKind.isForward ? "\($0.logName)'s custom hit rule 'forward'" : "\($0.logName)'s hitTest(_:with:) override" }
        return .init(rule: .getsTouch, culprit: id,
                     message: "\(id) gets the touch: \(giver ?? "a custom hit rule") hands it the point, although \(id)'s own hitTest would not return itself here" + hint)
    }

    /// Nothing on the path refuses the point and nothing in front takes it,
    /// yet the walk returns another view: one inside the view, or an
    /// override above it that changed the answer.
    func inside() -> HitTestExplanation {
        if let hit = hitView, hit !== view, hit.isDescendant(of: view) {
            let winner = hit.logName
            let relation = hit.superview === view ? "its subview" : "a view inside it,"
            let contains = view.point(inside: viewPoint, with: nil) ? "contains the point"
                : "does not contain the point, but its custom hit rule 'outOfBounds' asks its subviews there"
            return .init(rule: .subviewTakesTouch, culprit: winner,
                         message: "\(id) \(contains), but \(relation) \(winner) takes the touch: the deepest view that contains the point wins"
                            + nearlyInvisibleHint(chain(from: hit, upTo: view).dropLast()))
        }
        for level in path.indices.dropLast().reversed() where !path[level].usesBuiltInHitTest || path[level].hitRuleKind.isForward {
            let node = path[level]
            guard let asked = walk?.step(for: path[level + 1]), let step = walk?.step(for: node),
                  step.returned !== asked.returned else { continue }
            if node.hitRuleKind.isForward {
                return .init(rule: .customHitRule, culprit: node.logName,
                             message: "\(id) is not hit because \(whose(node))'s custom hit rule 'forward' hands on the hit inside it: it asked \(path[level + 1].logName), which returned \(asked.returnedID ?? "nil"), and returned \(step.returnedID ?? "nil") instead")
            }
            return .init(rule: .customHitRule, culprit: node.logName,
                         message: "\(id) is not hit because \(whose(node))'s hitTest(_:with:) is overridden: it asked \(path[level + 1].logName), which returned \(asked.returnedID ?? "nil"), and returned \(step.returnedID ?? "nil") instead")
        }
        return .init(rule: .customHitRule, culprit: nil,
                     message: "\(id) is not hit at this point (\(hitView?.logName ?? "no view") is), and no rule TapLab knows explains it: some hitTest(_:with:) or point(inside:with:) override decides")
    }
}
