import Foundation
import TapKit

/// What a timeline writes along its lanes, and where the arrows leave room.
extension TimelineDrawer {
    /// Keeps labels off the arrows that leave, reach or cross `lane`: below
    /// the line where an arrow leaves downwards, above it where one arrives
    /// from above, everywhere where one crosses.
    func reserveArrows(on lane: TimelineLane, in rows: inout TimelineLabelRows) {
        let order = diagram.lanes
        guard let here = order.firstIndex(of: lane) else { return }
        for link in diagram.links {
            guard let a = order.firstIndex(of: link.from), let b = order.firstIndex(of: link.to), min(a, b) <= here, here <= max(a, b) else { continue }
            let x0 = axis.x(link.fromAt), x1 = axis.x(link.toAt)
            let leavingDown = (here == a) == (a < b)
            switch here {
            case a: rows.reserve(x0 - 3...x0 + 3, rows: leavingDown ? 1..<3 : 0..<1)
            case b: rows.reserve(x1 - 3...x1 + 3, rows: leavingDown ? 1..<3 : 0..<1)
            default: rows.reserve(min(x0, x1) - 4...max(x0, x1) + 4, rows: 0..<8)
            }
        }
    }

    /// Every label drawn along `lane`: marks that say something, held deliveries.
    func labels(on lane: TimelineLane) -> [(String, CGFloat, RGBA, below: Bool)] {
        var list: [(String, CGFloat, RGBA, below: Bool)] = []
        let chainOnly = diagram.isChainOnly(lane)
        // A held delivery's span says what became of it; its mark needs no second label.
        let explained = Set(diagram.held.filter { $0.lane == lane }.map(\.to))
        // A run of the same mark (an action per change of a pan, touchDragInside
        // per move) shares the first one's label.
        var lastSaid: [String: TimeInterval] = [:]
        func fresh(_ words: String, at t: TimeInterval) -> Bool {
            defer { lastSaid[words] = t }
            return lastSaid[words].map { t - $0 > TimelineDiagram.runGap } ?? true
        }
        for mark in diagram.marks where mark.lane == lane && !chainOnly && !explained.contains(mark.at) {
            let words = mark.style == .action ? TimelineWord.action.text(language)
                : mark.state.map { PictureStrings.state($0.state, isDiscrete: $0.isDiscrete, language) } ?? mark.label
            guard let words, fresh(words, at: mark.at.t) else { continue }
            list.append((words, axis.x(mark.at) + 7, Self.color(mark.style), false))
        }
        for span in diagram.held where span.lane == lane {
            list.append((heldText(span), axis.x(span.from) + 2, DiagramColors.heldInk, true))
        }
        for link in diagram.links where link.from == lane {
            let words = link.style == .cancels ? "cancelsTouchesInView" : "require(toFail:)"
            list.append((words, axis.x(link.fromAt) + 9, link.style == .cancels ? DiagramColors.cancelled : DiagramColors.wait, true))
        }
        return list.sorted { $0.1 < $1.1 }
    }

    /// "touchesEnded held → became touchesCancelled", "touchesBegan held 0.35 s → delivered late".
    func heldText(_ span: TimelineDiagram.HeldSpan) -> String {
        let method = span.phase == .began ? "touchesBegan" : "touchesEnded"
        let seconds = span.to.t - span.from.t
        let length = seconds > TimelineDiagram.sameInstant ? " " + formatNumber(CGFloat(seconds)) + " s" : ""
        let outcome: TimelineWord = switch span.outcome {
        case .released: .released
        case .dropped: .dropped
        case .cancelled: .cancelledEnd
        }
        return "\(method) \(TimelineWord.held.text(language))\(length) → \(outcome.text(language))"
    }
}
