import Foundation

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
            let name = window.logName
            return .init(rule: .coveredByWindow, culprit: name,
                         message: "window \(name) (level \(formatNumber(window.windowLevel.rawValue))) is in front of \(path[0].logName) and took the point (returned \(taker.logName)); windows are hit-tested from the highest windowLevel down"
                            + nearlyInvisibleHint(chain(from: taker, upTo: window)))
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
        return .init(rule: .customHitRule, culprit: parent.logName,
                     message: "\(id) is not hit because \(whose(parent))'s hitTest(_:with:) is overridden and never asked \(node.logName), although the point passes \(parent.logName)'s own checks")
    }

    private func covered(_ node: UIView, by sibling: UIView, _ taker: UIView) -> HitTestExplanation {
        let name = sibling.logName
        let returned = taker === sibling ? "" : " (returned \(taker.logName))"
        return .init(rule: .coveredBySibling, culprit: name,
                     message: "\(id) is not hit because \(name), a later sibling of \(whose(node)) (added after it, so in front), is asked first and took the point\(returned): subviews are hit-tested from last to first"
                        + nearlyInvisibleHint(chain(from: taker, upTo: sibling)))
    }
}
