import Foundation
import TapKit

extension LayoutLoader {
    /// SPEC 11's scroll view keys: UIKit's properties (`scrollEnabled`,
    /// `bounces`, `alwaysBounceVertical`/`Horizontal`, `contentInset`,
    /// `directionalLock`) and the two overrides as data
    /// (`touchesShouldCancel: default | always | never`, `touchesShouldBegin`).
    func applyScrollBehaviourKeys(_ m: MappingView, to scrollView: UIScrollView) {
        if let n = m["scrollEnabled"], let b = reader.bool(n, "scrollEnabled") { scrollView.isScrollEnabled = b }
        if let n = m["bounces"], let b = reader.bool(n, "bounces") { scrollView.bounces = b }
        if let n = m["alwaysBounceVertical"], let b = reader.bool(n, "alwaysBounceVertical") { scrollView.alwaysBounceVertical = b }
        if let n = m["alwaysBounceHorizontal"], let b = reader.bool(n, "alwaysBounceHorizontal") { scrollView.alwaysBounceHorizontal = b }
        if let n = m["contentInset"],
           let v = reader.numbers(n, "contentInset", count: 4, shape: "[top, left, bottom, right]") {
            scrollView.contentInset = UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        if let n = m["directionalLock"], let b = reader.bool(n, "directionalLock") { scrollView.isDirectionalLockEnabled = b }
        if let n = m["touchesShouldCancel"],
           let name = reader.oneOf(n, "touchesShouldCancel", LayoutSchema.touchesShouldCancelAnswers),
           let answer = UIScrollView.TouchesShouldCancelAnswer(rawValue: name) {
            scrollView.touchesShouldCancelAnswer = answer
        }
        if let n = m["touchesShouldBegin"], let b = reader.bool(n, "touchesShouldBegin") { scrollView.touchesShouldBeginAnswer = b }
    }
}
