import Foundation
import TapKit

/// One view under the finger, for `trace --stack` (SPEC 12).
public struct HitStackEntry {
    /// What hit testing did with the view.
    public enum Verdict: Equatable {
        /// The hit-test view.
        case hit
        /// Skipped by this hit-test rule (`hidden`, `coveredBySibling`, …; an
        /// ancestor of the hit view: `subviewTakesTouch`).
        case rule(HitTestExplanation.Rule)
        /// Behind the hit view: a view in front returned first.
        case notAsked

        /// The name `--stack` prints.
        public var name: String {
            switch self {
            case .hit: "hit"
            case let .rule(rule): rule.rawValue
            case .notAsked: "notAsked"
            }
        }
    }

    public let view: UIView
    public let verdict: Verdict
    /// The view to change, when a rule names one.
    public let culprit: String?
}

extension UIApplication {
    /// Every view whose own hit area contains `screenPoint` (its
    /// `point(inside:with:)` says yes, whatever its ancestors say), and the
    /// hit view's ancestors, strictly front to back as the views are drawn —
    /// the order a finger meets them, which web inspectors call
    /// `elementsFromPoint` (SPEC 12): a view comes before everything drawn
    /// behind it, so an ancestor comes after all its descendants and after
    /// every later sibling of theirs that is listed.
    ///
    ///     app.hitStack(at: CGPoint(x: 200, y: 300)).map { "\($0.view.logName): \($0.verdict.name)" }
    ///     // ["button2: hit", "button1: notAsked", "green: subviewTakesTouch", "root: subviewTakesTouch", "main: subviewTakesTouch"]
    public func hitStack(at screenPoint: CGPoint) -> [HitStackEntry] {
        layOutWindowsIfNeeded()
        let hit = hitTest(screenPoint).view
        let ancestors = Set(sequence(first: hit?.superview) { $0?.superview }.compactMap { $0.map(ObjectIdentifier.init) })
        // The hit view is listed even where its own area does not hold the
        // point (an override returned it from elsewhere).
        let listed = ancestors.union(hit.map { [ObjectIdentifier($0)] } ?? [])
        var drawn: [UIView] = []
        for window in windows {
            collect(window, window.convertFromSuperview(screenPoint), listed: listed, into: &drawn)
        }
        var entries: [HitStackEntry] = []
        var behind = false
        for view in drawn.reversed() {
            if let hit, view === hit {
                entries.append(HitStackEntry(view: view, verdict: .hit, culprit: nil))
                behind = true
            } else if let hit, ancestors.contains(ObjectIdentifier(view)) {
                entries.append(HitStackEntry(view: view, verdict: .rule(.subviewTakesTouch), culprit: hit.logName))
            } else if behind {
                entries.append(HitStackEntry(view: view, verdict: .notAsked, culprit: hit?.logName))
            } else {
                let answer = explainHit(of: view, at: screenPoint)
                entries.append(HitStackEntry(view: view, verdict: .rule(answer.rule), culprit: answer.culprit))
            }
        }
        return entries
    }

    /// Back to front (drawing order: a view before its subviews), the views
    /// whose own area holds the point, and those `listed` anyway.
    private func collect(_ view: UIView, _ point: CGPoint, listed: Set<ObjectIdentifier>, into list: inout [UIView]) {
        if listed.contains(ObjectIdentifier(view)) || view.point(inside: point, with: nil) { list.append(view) }
        for subview in view.subviews {
            collect(subview, subview.convertFromSuperview(point), listed: listed, into: &list)
        }
    }
}
