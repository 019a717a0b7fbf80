import Foundation
import TapKit

extension TimelineDiagram {
    /// Recognizer lanes: `possible` from the touch that woke the recognizer
    /// to its first decision, `began`/`changed` as an active band to its
    /// end, each decision as a labelled mark, the action's instant, and
    /// links for `require(toFail:)` waits and `cancelsTouchesInView`.
    mutating func addStates(_ facts: TimelineFacts) {
        let touchStarts = facts.records.enumerated().compactMap { i, record -> (at: Moment, view: ResponderID?)? in
            if case let .hitTest(_, view, _) = record.event { (Moment(t: record.t, order: i), view?.id) } else { nil }
        }
        // Which touches a recognizer saw, when the facts say; any touch
        // otherwise — never one its delegate refused.
        func sees(_ name: RecognizerID, _ view: ResponderID?, _ start: Moment) -> Bool {
            if facts.refusedTouches[name]?.contains(start.order) == true { return false }
            guard !facts.recognizersSeeing.isEmpty else { return true }
            return view.map { facts.recognizersSeeing[$0]?.contains(name) ?? false } ?? false
        }
        var settled: [RecognizerID: Moment] = [:]  // when each recognizer last left a gesture
        var activeSince: [TimelineLane: Moment] = [:]
        var decided: [RecognizerID: [Decision]] = [:]
        var lastDecision: (lane: TimelineLane, at: Moment)?
        for (i, record) in facts.records.enumerated() {
            let at = Moment(t: record.t, order: i)
            switch record.event {
            case let .gesture(recognizer, state, isDiscrete, _):
                let lane = TimelineLane(recognizer), name = recognizer.id
                note(lane)
                if activeSince[lane] == nil, state != .changed {
                    let after = settled[name] ?? Moment(t: -.infinity, order: 0)
                    if let start = touchStarts.first(where: { $0.at > after && $0.at < at && sees(name, $0.view, $0.at) }) {
                        bands.append(Band(lane: lane, from: start.at, to: at, state: .possible))
                    }
                }
                if state == .began { activeSince[lane] = at }
                if [.ended, .cancelled, .failed].contains(state) {
                    if let since = activeSince.removeValue(forKey: lane) {
                        bands.append(Band(lane: lane, from: since, to: at, state: .active))
                    }
                    settled[name] = at
                }
                if state != .changed {
                    let style: Mark.Style = state == .failed || state == .cancelled ? .cancelled : .state
                    marks.append(Mark(lane: lane, at: at, style: style, label: EventRecord.stateName(state, isDiscrete: isDiscrete),
                                      state: RecognizerState(state: state, isDiscrete: isDiscrete)))
                    decided[name, default: []].append(Decision(lane: lane, at: at, state: state))
                }
                lastDecision = state == .began || state == .ended ? (lane, at) : nil
            case let .action(recognizer):
                let lane = TimelineLane(recognizer)
                note(lane)
                marks.append(Mark(lane: lane, at: at, style: .action, label: nil))
            case let .stopsWaiting(recognizer, other, _):
                let lane = TimelineLane(recognizer)
                note(lane)
                marks.append(Mark(lane: lane, at: at, style: .note, label: "⊘ " + other.name))
            case let .touches(.cancelled, responder, _):
                if let cause = lastDecision, cause.at.t == record.t {
                    links.append(Link(from: cause.lane, fromAt: cause.at, to: TimelineLane(.responder, responder),
                                      toAt: at, style: .cancels))
                    lastDecision = nil  // one arrow, to the first responder the cancel reached
                }
            default:
                continue
            }
        }
        for (lane, since) in activeSince.sorted(by: { $0.value < $1.value }) {
            bands.append(Band(lane: lane, from: since, to: .input(end), state: .active))
        }
        addWaits(facts.waits, decided: decided)
    }

    /// For each `waiter.require(toFail: other)`: an arrow from each decision
    /// of `other` to the waiter's decision it allowed (`other` failed, the
    /// waiter recognized or began) or forced (`other` succeeded, the waiter
    /// failed), at the same time or later, before the waiter's next touch.
    private mutating func addWaits(_ waits: [TimelineWait], decided: [RecognizerID: [Decision]]) {
        for wait in waits {
            for cause in decided[wait.waitedFor] ?? [] {
                let allows = cause.state == .failed
                let effect = (decided[wait.waiter] ?? []).first { decision in
                    decision.at > cause.at && decision.at.t - cause.at.t < 0.01
                        && (allows ? decision.state == .began || decision.state == .ended : decision.state == .failed)
                }
                guard let effect else { continue }
                links.append(Link(from: cause.lane, fromAt: cause.at, to: effect.lane, toAt: effect.at, style: .waitsFor))
            }
        }
    }

    /// A recognizer leaving `.possible` or ending a gesture, for wait links.
    struct Decision {
        var lane: TimelineLane
        var at: Moment
        var state: UIGestureRecognizer.State
    }
}
