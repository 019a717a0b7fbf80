import Foundation
import TapKit

/// Pass 3 and the happy case: the view takes part, so the answer is inside it
/// or above it.
extension HitExplainer {
    func getsTouch() -> HitTestExplanation {
        if ownHit === view {
            return .init(rule: .getsTouch, culprit: id) { s in s.whyGetsTouch(self.id) + self.nearlyInvisibleHint(self.path, s) }
        }
        // Handed over by a rule elsewhere: the deepest call that replaced its
        // answer with this view.
        let trace = application.hitTest(screenPoint, traced: true).trace
        let replaced = trace?.steps.filter { $0.returned === view && $0.verdict == .custom } ?? []
        let by = replaced.max { $0.depth < $1.depth }?.view
        return .init(rule: .getsTouch, culprit: id) { s in
            let giver = by.map { $0.hitRuleKind.isForward ? s.giverForwardRule($0.logName) : s.giverOverride($0.logName) }
            return s.whyHandedTouch(self.id, giver ?? s.giverUnknown) + self.nearlyInvisibleHint(self.path, s)
        }
    }

    /// Nothing on the path refuses the point and nothing in front takes it,
    /// yet the walk returns another view: one inside the view, or an
    /// override above it that changed the answer.
    func inside() -> HitTestExplanation {
        if let hit = hitView, hit !== view, hit.isDescendant(of: view) {
            let winner = hit.logName, isChild = hit.superview === view
            let contains = view.point(inside: viewPoint, with: nil)
            return .init(rule: .subviewTakesTouch, culprit: winner) { s in
                s.whySubviewTakes(self.id, contains ? s.containsPoint : s.containsByOutOfBounds,
                                  isChild ? s.relationSubview : s.relationInside, winner)
                    + self.nearlyInvisibleHint(self.chain(from: hit, upTo: self.view).dropLast(), s)
            }
        }
        for level in path.indices.dropLast().reversed() where !path[level].usesBuiltInHitTest || path[level].hitRuleKind.isForward {
            let node = path[level]
            guard let asked = walk?.step(for: path[level + 1]), let step = walk?.step(for: node),
                  step.returned !== asked.returned else { continue }
            let askedName = path[level + 1].logName
            if node.hitRuleKind.isForward {
                return .init(rule: .customHitRule, culprit: node.logName) { s in
                    s.whyForwardReplaced(self.id, self.whose(node, s), askedName, asked.returnedID ?? "nil", step.returnedID ?? "nil")
                }
            }
            return .init(rule: .customHitRule, culprit: node.logName) { s in
                s.whyOverrideReplaced(self.id, self.whose(node, s), askedName, asked.returnedID ?? "nil", step.returnedID ?? "nil")
            }
        }
        return .init(rule: .customHitRule, culprit: nil) { s in s.whyUnexplained(self.id, self.hitView?.logName ?? s.noView) }
    }
}
