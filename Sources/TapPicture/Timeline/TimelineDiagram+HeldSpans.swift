import Foundation
import TapKit

extension TimelineDiagram {
    /// Records of the same instant share one virtual time exactly; this
    /// only absorbs rounding.
    static let sameInstant: TimeInterval = 1e-9

    /// Finds the deliveries the window held (`delaysTouchesBegan`,
    /// `delaysTouchesEnded`, a scroll view's `delaysContentTouches`) by
    /// comparing when each finger came down and lifted with when its hit
    /// view was told (see `TimelineFacts`).
    mutating func addHeldSpans(_ facts: TimelineFacts) {
        for (i, contact) in facts.contacts.enumerated() {
            // This contact's records end where the same touch number comes down
            // again — except its own late deliveries: a double tap's first
            // end, held by delaysTouchesEnded, is released or cancelled after
            // the second finger came down with the same number.
            let later = facts.contacts[(i + 1)...].filter { $0.touch == contact.touch }
            let next = later.first?.down ?? .infinity
            let records = facts.records.enumerated().filter { _, record in
                guard record.t >= contact.down - Self.sameInstant else { return false }
                if record.t < next - Self.sameInstant { return true }
                return Self.isLateDelivery(record, of: contact, later: later)
            }
            guard let view = Self.hitView(of: contact.touch, in: records.map(\.element)) else { continue }
            let lane = TimelineLane(kind: .responder, name: view)
            let deliveries = records.compactMap { i, record -> (at: Moment, phase: EventRecord.Event.Phase)? in
                guard case let .touches(phase, responder, touches) = record.event, responder == view,
                      touches.contains(contact.touch) else { return nil }
                return (Moment(t: record.t, order: i), phase)
            }
            let lifted = Moment.input(contact.up ?? end)
            guard let began = deliveries.first(where: { $0.phase == .began }) else {
                // Held by a recognizer that saw the touch, and dropped when one
                // of them recognized; a touch no recognizer saw was withheld for
                // another reason (`isMultipleTouchEnabled`, `isExclusiveTouch`).
                let seeing = facts.recognizersSeeing[view]
                let decided = records.first { _, record in
                    guard case let .gesture(name, state, _, _) = record.event else { return false }
                    return (state == .began || state == .ended) && seeing.map { $0.contains(name) } ?? true
                }.map { Moment(t: $0.element.t, order: $0.offset) }
                if let decided {
                    note(lane)
                    held.append(HeldSpan(lane: lane, touch: contact.touch, phase: .began, from: .input(contact.down),
                                         to: min(decided, lifted), outcome: .dropped))
                }
                continue
            }
            if began.at.t > contact.down + Self.sameInstant {
                held.append(HeldSpan(lane: lane, touch: contact.touch, phase: .began, from: .input(contact.down), to: began.at,
                                     outcome: .released))
            }
            guard let up = contact.up, !contact.isCancelled,
                  let last = deliveries.last(where: { $0.phase == .ended || $0.phase == .cancelled }),
                  last.at.t >= up - Self.sameInstant else { continue }
            // Released in the lift's own instant, but only after a recognizer decided: held all the same.
            let decidedFirst = records.contains { i, record in
                guard i < last.at.order, abs(record.t - last.at.t) <= Self.sameInstant,
                      case let .gesture(name, state, _, _) = record.event, state != .changed else { return false }
                return facts.recognizersSeeing[view].map { $0.contains(name) } ?? true
            }
            if last.phase == .cancelled || last.at.t > up + Self.sameInstant || decidedFirst {
                held.append(HeldSpan(lane: lane, touch: contact.touch, phase: .ended, from: .input(up), to: last.at,
                                     outcome: last.phase == .cancelled ? .cancelled : .released))
            }
        }
    }

    /// Whether `record`, after a later finger with the same number came
    /// down, still delivers to `contact`: it names the number more times than
    /// there are later fingers with it down by then (a cancel of a double
    /// tap's two touches lists `[1, 1]`).
    private static func isLateDelivery(_ record: EventRecord, of contact: TimelineContact, later: [TimelineContact]) -> Bool {
        guard contact.up != nil, case let .touches(phase, _, touches) = record.event, phase == .ended || phase == .cancelled else {
            return false
        }
        let named = touches.filter { $0 == contact.touch }.count
        return named > later.filter { $0.down <= record.t + Self.sameInstant }.count
    }

    /// The view touch `touch` was hit-tested to, by the first hit test of the records.
    private static func hitView(of touch: Int, in records: [EventRecord]) -> String? {
        for record in records {
            if case let .hitTest(t, view, _) = record.event, t == touch { return view }
        }
        return nil
    }
}
