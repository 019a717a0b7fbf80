import Foundation
import TapKit

extension TimelineDiagram {
    /// Moves closer together than this are one thin run (a 60 Hz drag).
    static let runGap: TimeInterval = 0.1

    /// A lane per finger: the stretch it is on the glass, and its hit test.
    mutating func addFingers(_ facts: TimelineFacts) {
        for contact in facts.contacts {
            let lane = TimelineLane(finger: contact.touch)
            note(lane)
            let up = Moment.input(contact.up ?? end)
            runs.append(Run(lane: lane, from: .input(contact.down), to: up, style: .contact))
            marks.append(Mark(lane: lane, at: .input(contact.down), style: .fingerDown, label: nil))
            if contact.up != nil { marks.append(Mark(lane: lane, at: up, style: contact.isCancelled ? .cancelled : .fingerUp, label: nil)) }
        }
        for (i, record) in facts.records.enumerated() {
            guard case let .hitTest(touch, view, _) = record.event else { continue }
            let lane = TimelineLane(finger: touch)
            note(lane)
            if let view { hitViews.insert(view.id) }
            marks.append(Mark(lane: lane, at: Moment(t: record.t, order: i), style: .note, label: "hitTest → " + (view?.name ?? "nil")))
        }
    }

    /// A mark per delivery on its responder's or control's lane, labelled
    /// with the method UIKit called; moves and scrolling gathered into runs.
    mutating func addDeliveries(_ records: [EventRecord]) {
        for (i, record) in records.enumerated() {
            let at = Moment(t: record.t, order: i)
            switch record.event {
            case let .touches(phase, responder, _):
                deliver(phase, on: TimelineLane(.responder, responder), at: at, label: record.kind.rawValue)
            case let .presses(phase, responder, key):
                noteFirstResponder(responder, of: record, after: i > 0 ? records[i - 1] : nil)
                deliver(phase, on: TimelineLane(.responder, responder), at: at, label: record.kind.rawValue + " " + key)
            case let .motion(phase, responder, motion):
                noteFirstResponder(responder, of: record, after: i > 0 ? records[i - 1] : nil)
                deliver(phase, on: TimelineLane(.responder, responder), at: at, label: record.kind.rawValue + " " + motion.logName)
            case let .control(control, event, value):
                let lane = TimelineLane(.control, control)
                note(lane)
                marks.append(Mark(lane: lane, at: at, style: .control, label: event.name + (value.map { " " + $0.text } ?? "")))
            case let .list(change, list, row):
                let lane = TimelineLane(.list, list)
                note(lane)
                marks.append(Mark(lane: lane, at: at, style: .list, label: change.rawValue + " \(row)"))
            case let .scroll(view, _):
                let lane = TimelineLane(.responder, view)
                note(lane)
                extendRun(on: lane, to: at, style: .scroll)
            case .hitTest, .gesture, .stopsWaiting, .action:
                continue
            }
        }
    }

    /// Presses and motion go to the first responder, then up the chain: the
    /// first record of a run of the same kind names it, and its lane is drawn
    /// in full, as a hit view's is.
    private mutating func noteFirstResponder(_ responder: LoggedResponder, of record: EventRecord, after previous: EventRecord?) {
        if previous.map({ $0.kind != record.kind || $0.t != record.t }) ?? true { hitViews.insert(responder.id) }
    }

    private mutating func deliver(_ phase: EventRecord.Event.Phase, on lane: TimelineLane, at: Moment, label: String) {
        note(lane)
        switch phase {
        case .began: marks.append(Mark(lane: lane, at: at, style: .began, label: label))
        case .moved, .changed: extendRun(on: lane, to: at, style: .moved)
        case .ended: marks.append(Mark(lane: lane, at: at, style: .ended, label: label))
        case .cancelled: marks.append(Mark(lane: lane, at: at, style: .cancelled, label: label))
        }
    }

    /// Lengthens the lane's last run of `style` to `at`, or starts one.
    private mutating func extendRun(on lane: TimelineLane, to at: Moment, style: Run.Style) {
        if let i = runs.lastIndex(where: { $0.lane == lane && $0.style == style }), at.t - runs[i].to.t <= Self.runGap {
            runs[i].to = at
        } else {
            runs.append(Run(lane: lane, from: at, to: at, style: style))
        }
    }
}
