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
        // The next two contacts with each contact's touch number, found in
        // one pass from the end (a script of 10,000 taps reuses finger 1
        // 10,000 times: filtering the later contacts per contact was quadratic).
        var following: [(next: TimelineContact?, afterNext: TimelineContact?)] = Array(repeating: (nil, nil), count: facts.contacts.count)
        var lastSeen: [Int: (TimelineContact, TimelineContact?)] = [:]
        for (i, contact) in facts.contacts.enumerated().reversed() {
            if let seen = lastSeen[contact.touch] { following[i] = (seen.0, seen.1) }
            lastSeen[contact.touch] = (contact, following[i].next)
        }
        let times = facts.records.map(\.t)
        for (i, contact) in facts.contacts.enumerated() {
            // This contact's records end where the same touch number comes down
            // again — except its own late deliveries: a double tap's first
            // end, held by delaysTouchesEnded, is released or cancelled after
            // the second finger came down with the same number (and before a
            // third did). The log is in time order: the stretches are found
            // by binary search, so the work is linear in the log.
            let later = [following[i].next].compactMap { $0 }
            let next = following[i].next?.down ?? .infinity
            let lo = Self.firstIndex(in: times, atOrAfter: contact.down - Self.sameInstant)
            let mid = max(lo, Self.firstIndex(in: times, atOrAfter: next - Self.sameInstant))
            let hi = max(mid, Self.firstIndex(in: times, atOrAfter: (following[i].afterNext?.down ?? .infinity) - Self.sameInstant))
            let records = (lo..<mid).map { (offset: $0, element: facts.records[$0]) }
                + (mid..<hi).filter { Self.isLateDelivery(facts.records[$0], of: contact, later: later) }.map { (offset: $0, element: facts.records[$0]) }
            guard let view = Self.hitView(of: contact.touch, in: records.map(\.element)) else { continue }
            let lane = TimelineLane(.responder, view)
            let deliveries = records.compactMap { i, record -> (at: Moment, phase: EventRecord.Event.Phase)? in
                guard case let .touches(phase, responder, touches) = record.event, responder.id == view.id,
                      touches.contains(contact.touch) else { return nil }
                return (Moment(t: record.t, order: i), phase)
            }
            let lifted = Moment.input(contact.up ?? end)
            guard let began = deliveries.first(where: { $0.phase == .began }) else {
                // Held by a recognizer that saw the touch, and dropped when one
                // of them recognized; a touch no recognizer saw was withheld for
                // another reason (`isMultipleTouchEnabled`, `isExclusiveTouch`).
                let seeing = facts.recognizersSeeing[view.id]
                let decided = records.first { _, record in
                    guard case let .gesture(recognizer, state, _, _) = record.event else { return false }
                    return (state == .began || state == .ended) && seeing.map { $0.contains(recognizer.id) } ?? true
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
                      case let .gesture(recognizer, state, _, _) = record.event, state != .changed else { return false }
                return facts.recognizersSeeing[view.id].map { $0.contains(recognizer.id) } ?? true
            }
            if last.phase == .cancelled || last.at.t > up + Self.sameInstant || decidedFirst {
                held.append(HeldSpan(lane: lane, touch: contact.touch, phase: .ended, from: .input(up), to: last.at,
                                     outcome: last.phase == .cancelled ? .cancelled : .released))
            }
        }
    }

    /// The index of the first time at or after `t` in `times` (sorted), or `times.count`.
    static func firstIndex(in times: [TimeInterval], atOrAfter t: TimeInterval) -> Int {
        var low = 0, high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] < t { low = middle + 1 } else { high = middle }
        }
        return low
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
    private static func hitView(of touch: Int, in records: [EventRecord]) -> LoggedResponder? {
        for record in records {
            if case let .hitTest(t, view, _) = record.event, t == touch { return view }
        }
        return nil
    }
}
