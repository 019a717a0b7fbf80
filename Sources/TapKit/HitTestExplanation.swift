import Foundation

/// The answer to "why doesn't this view get a touch at this point?": the
/// first rule, in the order UIKit's walk applies them, that keeps it away.
public struct HitTestExplanation: Equatable {
    public enum Rule: String, CaseIterable {
        /// It does get the touch.
        case getsTouch
        case hidden, alpha, interactionDisabled
        case disabledControl
        /// The point is outside the view's own bounds, insets or hit shape.
        case outside
        /// The point is outside an ancestor's bounds (the view is not drawn there either).
        case outsideAncestor
        /// The point is outside an ancestor's bounds, but the view is drawn
        /// there because that ancestor does not clip.
        case drawnOutsideUnclippedAncestor
        /// A later sibling (in front) of the view or of an ancestor took the point.
        case coveredBySibling
        /// A window in front took the point.
        case coveredByWindow
        /// A custom `hitTest` rule or override decided.
        case customHitRule
        /// The view is hit, but one of its subviews is deeper and wins.
        case subviewTakesTouch
        case layerNotResponder
        /// A view controller, recognizer or other non-view: touches find views only.
        case notAView
        case notInWindow
    }

    public var rule: Rule
    /// The view (or layer, window) the rule is about: the view itself or an ancestor.
    public var culprit: String?
    public var message: String

    public init(rule: Rule, culprit: String?, message: String) {
        self.rule = rule
        self.culprit = culprit
        self.message = message
    }
}

extension UIApplication {
    /// Explains why `view` does or does not get a touch at `screenPoint`,
    /// from a traced hit test of the real tree.
    public func explainHit(of view: UIView, at screenPoint: CGPoint) -> HitTestExplanation {
        let id = view.logName
        guard let window = view.window, windows.contains(where: { $0 === window }) else {
            return .init(rule: .notInWindow, culprit: id, message: "\(id) is not in a window of the application, so no touch can reach it")
        }
        let saved = tracesHitTests
        tracesHitTests = true
        let (hitWindow, hitView, traceOrNil) = touchDelivery.hitTest(screenPoint)
        tracesHitTests = saved
        guard let trace = traceOrNil else { return .init(rule: .notInWindow, culprit: id, message: "no trace") }
        if hitView === view {
            return .init(rule: .getsTouch, culprit: id, message: "\(id) gets the touch: it is the deepest view that contains the point")
        }
        guard trace.step(for: window) != nil else {
            let front = hitWindow?.logName ?? "a window in front"
            return .init(rule: .coveredByWindow, culprit: front,
                         message: "window \(front) (level \(formatNumber(hitWindow?.windowLevel.rawValue ?? 0))) is in front of \(window.logName) and took the point; windows are hit-tested from the highest windowLevel down")
        }
        var path: [UIView] = []
        var v: UIView? = view
        while let current = v { path.insert(current, at: 0); v = current.superview }
        for (i, node) in path.enumerated() {
            let name = node.logName
            let whose = node === view ? name : "its ancestor \(name)"
            guard let step = trace.step(for: node) else {
                return explainUnvisited(node, parent: path[max(0, i - 1)], trace: trace, target: id)
            }
            switch step.verdict {
            case .hidden:
                return .init(rule: .hidden, culprit: name, message: "\(id) is not hit because \(whose) is hidden: hidden views are skipped with their subviews")
            case .alpha:
                return .init(rule: .alpha, culprit: name, message: "\(id) is not hit because \(whose) has alpha \(formatNumber(node.alpha, decimals: 4)): views with alpha below 0.01 are skipped with their subviews (Apple: less than 0.01, not <= 0.01)")
            case .interactionDisabled:
                if let control = node as? UIControl, !control.isEnabled {
                    return .init(rule: .disabledControl, culprit: name, message: "\(id) is not hit because \(whose) is a disabled control (isEnabled = false): hit testing skips it and the touch goes to the view behind")
                }
                return .init(rule: .interactionDisabled, culprit: name, message: "\(id) is not hit because \(whose) has isUserInteractionEnabled = false: it and all its subviews are skipped")
            case .outside:
                if node === view {
                    return .init(rule: .outside, culprit: name, message: "\(id) is not hit: \(step.reason)")
                }
                let local = view.convertFromScreen(screenPoint)
                if view.bounds.contains(local) && !node.clipsToBounds {
                    return .init(rule: .drawnOutsideUnclippedAncestor, culprit: name, message: "\(id) is drawn at this point, but the point is outside its ancestor \(name)'s bounds: \(name).clipsToBounds is false, so \(id) shows outside it, yet hit testing never looks into \(name) there (point(inside:) is false)")
                }
                return .init(rule: .outsideAncestor, culprit: name, message: "\(id) is not hit: the point is outside \(whose) (\(step.reason))")
            case .custom:
                // A rule that handed the walk on to the next view on the path did
                // not decide; look further down.
                if node !== view, i + 1 < path.count, trace.step(for: path[i + 1]) != nil { continue }
                return .init(rule: .customHitRule, culprit: name, message: "\(id) is not hit because of \(whose)'s custom hit rule: \(step.reason)")
            case .hitSubview:
                if node === view {
                    let winner = hitView?.logName ?? "a subview"
                    let relation = hitView?.superview === view ? "its subview" : "a view inside it,"
                    return .init(rule: .subviewTakesTouch, culprit: winner, message: "\(id) contains the point, but \(relation) \(winner) takes the touch: the deepest view that contains the point wins")
                }
            case .hitSelf:
                continue
            }
        }
        return .init(rule: .customHitRule, culprit: nil, message: "\(id) is not hit at this point; \(hitView?.logName ?? "no view") is")
    }

    /// The walk never called `node`: a sibling in front took the point first,
    /// or the parent's custom rule never asked.
    private func explainUnvisited(_ node: UIView, parent: UIView, trace: HitTestTrace, target: String) -> HitTestExplanation {
        let name = node.logName
        let whose = name == target ? name : "its ancestor \(name)"
        if let parentStep = trace.step(for: parent), parentStep.verdict == .hitSubview,
           let index = parent.subviews.firstIndex(where: { $0 === node }),
           let winner = parent.subviews[(index + 1)...].first(where: { sibling in trace.step(for: sibling)?.returned != nil }) {
            return .init(rule: .coveredBySibling, culprit: winner.logName,
                         message: "\(target) is not hit because \(winner.logName), a later sibling of \(whose) (added after it, so in front), is asked first and took the point: subviews are hit-tested from last to first")
        }
        let step = trace.step(for: parent)
        return .init(rule: .customHitRule, culprit: parent.logName,
                     message: "\(target) is not hit because \(parent.logName)'s hitTest never asked \(name): \(step?.reason ?? "custom hit rule")")
    }

    /// A layer is paint, not a responder: the touch goes to whatever view is there.
    public func explainHit(of layer: CALayer, at screenPoint: CGPoint) -> HitTestExplanation {
        let name = layer.name ?? "layer"
        let (_, hitView, _) = touchDelivery.hitTest(screenPoint)
        let host = layer.hostingView?.logName ?? "no view"
        return .init(rule: .layerNotResponder, culprit: name,
                     message: "\(name) is a CALayer: layers are drawn but are not responders, so hit testing never visits them; the layer belongs to \(host), and at this point the touch goes to \(hitView?.logName ?? "no view")")
    }
}
