import Foundation
import TapKit

/// Pass 2: what the walk asks before the path, and finds a view in.
extension HitExplainer {
    /// Windows in front, then the path from the top down: at each level the
    /// later siblings of the path's view, each asked through its real
    /// `hitTest(_:with:)` at the point converted into its coordinates.
    func inFront() -> HitTestExplanation? {
        if let answer = windowInFront() { return answer }
        for level in path.indices.dropFirst() {
            if let answer = siblingInFront(level) { return answer }
        }
        return nil
    }

    /// UIKit asks the windows from the highest `windowLevel` down (the later
    /// of two at one level first); the first that returns a view wins.
    private func windowInFront() -> HitTestExplanation? {
        let windows = application.windows
        guard let index = windows.firstIndex(where: { $0 === path[0] }) else { return nil }
        for window in windows[(index + 1)...].reversed() {
            guard let taker = window.hitTest(window.convertFromSuperview(screenPoint), with: nil) else { continue }
            let name = window.logName, level = formatNumber(window.windowLevel.rawValue)
            return .init(rule: .coveredByWindow, culprit: name) { s in
                s.whyCoveredByWindow(name, level, self.path[0].logName, taker.logName)
                    + self.nearlyInvisibleHint(self.chain(from: taker, upTo: window), s)
            }
        }
        return nil
    }

    /// `path[level]`'s later siblings are asked before it. A parent of
    /// TapKit's own class asks them in that order until one returns a view;
    /// a parent whose `hitTest` is overridden is read off the real walk.
    private func siblingInFront(_ level: Int) -> HitTestExplanation? {
        let parent = path[level - 1], node = path[level]
        guard let index = parent.subviews.lastIndex(where: { $0 === node }) else { return nil }
        let front = parent.subviews[(index + 1)...].reversed()
        if parent.usesBuiltInHitTest {
            for sibling in front {
                if let taker = sibling.hitTest(sibling.convertFromSuperview(points[level - 1]), with: nil) {
                    return covered(node, by: sibling, taker)
                }
            }
            return nil
        }
        for sibling in front {
            if let taker = walk?.step(for: sibling)?.returned { return covered(node, by: sibling, taker) }
        }
        guard walk?.step(for: node) == nil else { return nil }
        return .init(rule: .customHitRule, culprit: parent.logName) { s in
            s.whyNeverAsked(self.id, self.whose(parent, s), node.logName, parent.logName)
        }
    }

    private func covered(_ node: UIView, by sibling: UIView, _ taker: UIView) -> HitTestExplanation {
        let name = sibling.logName
        return .init(rule: .coveredBySibling, culprit: name) { s in
            let returned = taker === sibling ? "" : s.returnedNote(taker.logName)
            return s.whyCoveredBySibling(self.id, name, self.whose(node, s), returned)
                + self.nearlyInvisibleHint(self.chain(from: taker, upTo: sibling), s)
        }
    }
}
