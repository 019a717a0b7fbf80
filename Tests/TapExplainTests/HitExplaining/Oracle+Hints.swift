import Foundation
@testable import TapExplain
@testable import TapKit

/// The sentences a debugging user needs, and when `--why` must say them.
extension Oracle {
    func missingHints(_ answer: HitTestExplanation, for view: SpecView) -> [String] {
        guard let culprit = world.views.first(where: { $0.name == answer.culprit }) else { return [] }
        var needs: [String] = []
        switch answer.rule {
        case .getsTouch where view.path.contains(where: isNearlyInvisible):
            needs.append("nearly invisible but still hit-tested")
        case .coveredBySibling, .coveredByWindow:
            if let taker = hitTest(culprit).view, chain(from: taker, upTo: culprit).contains(where: isNearlyInvisible) {
                needs.append("nearly invisible but still hit-tested")
            }
        case .outside, .outsideAncestor, .drawnOutsideUnclippedAncestor:
            let t = culprit.transform
            if t.a * t.d - t.b * t.c == 0 {
                needs.append("\(culprit.name)'s transform scales it to zero, so no point is inside it")
                break
            }
            guard answer.rule != .outside else { break }
            switch (culprit.size.width == 0, culprit.size.height == 0) {
            case (true, true): needs.append("\(culprit.name) has zero width and height, so no point is inside")
            case (true, false): needs.append("\(culprit.name) has zero width, so no point is inside")
            case (false, true): needs.append("\(culprit.name) has zero height, so no point is inside")
            case (false, false): break
            }
        case .hidden where culprit === view.path.first && culprit !== view:
            needs.append("its window \(culprit.name) is hidden")
        case .notInWindow:
            needs.append("not in a window")
        default:
            break
        }
        return needs.filter { !answer.message.contains($0) }.map { "the message lacks \"\($0)\"" }
    }

    /// Alpha from 0.01 to 0.05: drawn all but invisibly, yet hit-tested.
    func isNearlyInvisible(_ view: SpecView) -> Bool { view.alpha >= 0.01 && view.alpha <= 0.05 }

    /// `view` up to `top`, or the two alone when a forward rule handed
    /// `view` over from outside `top`.
    private func chain(from view: SpecView, upTo top: SpecView) -> [SpecView] {
        guard view.isInside(top) else { return [view, top] }
        return Array(view.path.drop { $0 !== top })
    }
}
