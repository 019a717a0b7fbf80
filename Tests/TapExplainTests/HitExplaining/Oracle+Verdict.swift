import Foundation
@testable import TapExplain
@testable import TapKit

/// The oracle's answer to `--why`, and the facts each rule claims.
extension Oracle {
    typealias Rule = HitTestExplanation.Rule

    /// The first rule that holds for `view`, in the order `--why` promises:
    /// the path alone (each view's own checks, window first, in the order
    /// its `hitTest` makes them, then what the view's own `hitTest`
    /// returns), then what is in front (windows, then later siblings from
    /// the top down), then what is inside.
    func expected(for view: SpecView) -> (rule: Rule, culprit: SpecView?) {
        guard let window = view.path.first, world.windows.contains(where: { $0 === window }) else { return (.notInWindow, view) }
        if touchedView === view { return (.getsTouch, view) }
        for node in view.path {
            if case .never = node.rule { return (.customHitRule, node) }
            if node.hidden { return (.hidden, node) }
            if node.alpha < 0.01 { return (.alpha, node) }
            if !node.interaction { return (.interactionDisabled, node) }
            if node.isControl, !node.enabled { return (.disabledControl, node) }
            if case .outOfBounds = node.rule { continue }
            guard !hitArea(node, local(node)) else { continue }
            if node === view { return (.outside, view) }
            return (drawnOutside(view, node) ? .drawnOutsideUnclippedAncestor : .outsideAncestor, node)
        }
        let own = hitTest(view)
        guard let ownView = own.view else { return (hitArea(view, local(view)) ? .customHitRule : .outside, view) }
        if !ownView.isInside(view) { return (.customHitRule, own.forwardedBy) }
        for front in windowsFrontFirst.prefix(while: { $0 !== window }) where hitTest(front).view != nil {
            return (.coveredByWindow, front)
        }
        for node in view.path.dropFirst() {
            for sibling in laterSiblings(of: node).reversed() where hitTest(sibling).view != nil {
                return (.coveredBySibling, sibling)
            }
        }
        if let hit = hitView, hit !== view, hit.isInside(view) { return (.subviewTakesTouch, hit) }
        return (.customHitRule, nil)
    }

    /// The view shows at the point, outside `ancestor`'s bounds, because
    /// `ancestor` does not clip.
    func drawnOutside(_ view: SpecView, _ ancestor: SpecView) -> Bool {
        !ancestor.clips && isDrawn(view) && !(local(ancestor).map { inBounds(ancestor, $0) } ?? false)
    }

    func laterSiblings(of node: SpecView) -> ArraySlice<SpecView> {
        guard let siblings = node.parent?.children, let index = siblings.firstIndex(where: { $0 === node }) else { return [] }
        return siblings[(index + 1)...]
    }

    /// What the named rule claims about the named culprit, checked on the
    /// oracle's own geometry: an empty list when every claim is true.
    func falseClaims(_ rule: Rule, _ culprit: SpecView?, for view: SpecView) -> [String] {
        let onPath = culprit.map { c in view.path.contains { $0 === c } } ?? false
        let hit = touchedView
        var claims: [(String, Bool)] = [("getsTouch iff the touch goes to the view", (rule == .getsTouch) == (hit === view))]
        guard let c = culprit else { return rule == .notInWindow ? [] : ["\(rule) names no culprit"] }
        switch rule {
        case .getsTouch: claims.append(("names the view", c === view))
        case .notInWindow: claims.append(("the view is in no added window", !world.windows.contains { $0 === view.path.first }))
        case .hidden: claims.append(("the culprit is on the path and hidden", onPath && c.hidden))
        case .alpha: claims.append(("the culprit is on the path with alpha below 0.01", onPath && c.alpha < 0.01))
        case .interactionDisabled: claims.append(("the culprit is on the path with interaction off", onPath && !c.interaction))
        case .disabledControl: claims.append(("the culprit is a disabled control on the path", onPath && c.isControl && !c.enabled))
        case .outside: claims.append(("the point is outside the view's hit area", c === view && !hitArea(view, local(view))))
        case .outsideAncestor, .drawnOutsideUnclippedAncestor:
            claims.append(("the culprit is an ancestor whose hit area misses the point", onPath && c !== view && !hitArea(c, local(c))))
            let drawn = rule == .drawnOutsideUnclippedAncestor
            claims.append(("the view is drawn there, outside the culprit's bounds, iff the rule says so", drawnOutside(view, c) == drawn))
        case .coveredBySibling:
            let inFront = view.path.dropFirst().contains { laterSiblings(of: $0).contains { $0 === c } }
            claims.append(("the culprit is a later sibling on the path whose hitTest takes the point", inFront && hitTest(c).view != nil))
        case .coveredByWindow:
            let front = windowsFrontFirst.prefix { $0 !== view.path.first }.contains { $0 === c }
            claims.append(("the culprit is a window in front that takes the point", front && hitTest(c).view != nil))
        case .customHitRule:
            var custom = false
            if case .standard = c.rule {} else { custom = true }
            claims.append(("the culprit has a custom rule and is on the path or inside the view", custom && (onPath || c.isInside(view))))
        case .subviewTakesTouch: claims.append(("the culprit is the hit view, inside the view", c === hit && c !== view && c.isInside(view)))
        case .layerNotResponder, .notAView: claims.append(("a view is not a layer or a non-view", false))
        }
        return claims.filter { !$0.1 }.map { "\(rule) \(c.name): \($0.0)" }
    }
}
