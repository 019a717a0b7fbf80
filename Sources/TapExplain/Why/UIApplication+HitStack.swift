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
    /// `point(inside:with:)` says yes, whatever its ancestors say), frontmost
    /// first — the order a finger meets them, which web inspectors call
    /// `elementsFromPoint` — with what hit testing did with each. The hit
    /// view's ancestors follow it down to its window.
    ///
    ///     app.hitStack(at: CGPoint(x: 200, y: 300)).map { "\($0.view.logName): \($0.verdict.name)" }
    ///     // ["button2: hit", "green: subviewTakesTouch", "root: subviewTakesTouch", "main: subviewTakesTouch", "button1: notAsked"]
    public func hitStack(at screenPoint: CGPoint) -> [HitStackEntry] {
        layOutWindowsIfNeeded()
        let hit = hitTest(screenPoint).view
        var containing: [UIView] = []
        for window in windows {
            collect(window, window.convertFromSuperview(screenPoint), into: &containing)
        }
        let frontFirst = containing.reversed()
        var ancestors: [UIView] = []
        var node = hit?.superview
        while let current = node {
            ancestors.append(current)
            node = current.superview
        }
        var entries: [HitStackEntry] = []
        var behind = false
        for view in frontFirst where !ancestors.contains(where: { $0 === view }) {
            if let hit, view === hit {
                entries.append(HitStackEntry(view: view, verdict: .hit, culprit: nil))
                entries += ancestors.map { HitStackEntry(view: $0, verdict: .rule(.subviewTakesTouch), culprit: hit.logName) }
                behind = true
            } else if behind {
                entries.append(HitStackEntry(view: view, verdict: .notAsked, culprit: hit?.logName))
            } else {
                let answer = explainHit(of: view, at: screenPoint)
                entries.append(HitStackEntry(view: view, verdict: .rule(answer.rule), culprit: answer.culprit))
            }
        }
        return entries
    }

    /// Back to front (drawing order): the view before its subviews.
    private func collect(_ view: UIView, _ point: CGPoint, into list: inout [UIView]) {
        if view.point(inside: point, with: nil) { list.append(view) }
        for subview in view.subviews {
            collect(subview, subview.convertFromSuperview(point), into: &list)
        }
    }
}
