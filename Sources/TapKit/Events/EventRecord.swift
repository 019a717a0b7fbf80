import Foundation

/// One step of the touch pipeline, as the event log shows it (SPEC 5).
///
/// The text form is one line per record:
///
///     hitTest 1 -> button2
///     touchesBegan button2
///     gesture tapA recognized
///     gesture pan changed translation=12,0 velocity=600,0
///     action tapA
///     control button1 touchUpInside
///     control wifi valueChanged on=true
///     scroll carousel 390,0
///     highlight list 2
///     unhighlight list 2
///     select list 2
///     pressesBegan field space
///     motionBegan root shake
///     gesture tapA stops waiting for tapB: require(toFail:) cycle
public struct EventRecord {
    /// When it happened, in the application's clock. Every record has one,
    /// so it sits beside the event rather than in each case.
    public var t: TimeInterval
    public var event: Event

    public init(t: TimeInterval, _ event: Event) {
        self.t = t
        self.event = event
    }

    /// What happened: one case per SPEC 5 record kind, with typed values.
    /// The text and JSON forms (`EventRecord+Text`, `EventRecord+JSON`) are
    /// derived from it, and nowhere else.
    public enum Event {
        /// Touch `touch` was hit-tested when it began; `view` won (nil: no
        /// view). `walk` is the traced walk when the application traces.
        case hitTest(touch: Int, view: LoggedResponder?, walk: HitTestTrace?)
        /// A `touches*` method of `responder` ran for `touches` (touch ids).
        case touches(Phase, responder: LoggedResponder, touches: [Int])
        /// A `presses*` method of `responder` ran for the press of `key`.
        case presses(Phase, responder: LoggedResponder, key: String)
        /// A `motion*` method of `responder` ran (`.motionShake`).
        case motion(Phase, responder: LoggedResponder, motion: UIEvent.EventSubtype)
        /// A recognizer's state changed; a discrete recognizer's `.ended` is
        /// logged as `recognized` (UIKit: `.recognized == .ended`). `values`:
        /// what it measured, on `began`, `changed` and `ended` (SPEC 11).
        case gesture(recognizer: LoggedRecognizer, state: UIGestureRecognizer.State, isDiscrete: Bool, values: GestureValues? = nil)
        /// TapLab broke a cycle of failure requirements: `recognizer` no
        /// longer waits for `other` (see `GestureArena.breakWaitCycles`).
        case stopsWaiting(recognizer: LoggedRecognizer, other: LoggedRecognizer, requirement: FailureRequirement)
        /// A recognizer's action ran.
        case action(recognizer: LoggedRecognizer)
        /// A control sent one control event (`touchUpInside`); `value`: the
        /// control's new value on a `valueChanged` (SPEC 11: `on=true`).
        case control(control: LoggedResponder, event: UIControl.Event, value: ControlValue? = nil)
        /// A scroll view's `contentOffset` changed.
        case scroll(view: LoggedResponder, offset: CGPoint)
        /// A table or collection view changed a cell's highlight or
        /// selection (SPEC 11): `row` is the cell's index in `list`.
        case list(ListChange, list: LoggedResponder, row: Int)

        /// Which method of a `touches*` / `presses*` / `motion*` family ran.
        public enum Phase: String {
            case began = "Began", moved = "Moved", changed = "Changed", ended = "Ended", cancelled = "Cancelled"
        }
    }

    /// The responder method a delivery record names (`touchesBegan` is
    /// `.touches(.began)`), as the responder chain reports what it reached.
    public enum ResponderMethod: Equatable {
        case touches(Event.Phase), presses(Event.Phase), motion(Event.Phase)
    }

    /// The responder or recognizer the record is about (a hitTest's: the
    /// hit view; nil when no view was hit).
    public var subject: (responder: LoggedResponder?, recognizer: LoggedRecognizer?) {
        switch event {
        case let .hitTest(_, view, _): (view, nil)
        case let .touches(_, responder, _), let .presses(_, responder, _), let .motion(_, responder, _): (responder, nil)
        case let .gesture(recognizer, _, _, _), let .stopsWaiting(recognizer, _, _), let .action(recognizer): (nil, recognizer)
        case let .control(control, _, _): (control, nil)
        case let .scroll(view, _): (view, nil)
        case let .list(_, list, _): (list, nil)
        }
    }

    /// The record's kind without its values: SPEC 5's name for it (the
    /// text line's first word, JSON's `event`), for filtering logs.
    public enum Kind: String, CaseIterable {
        case hitTest
        case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
        case gesture, action, control, scroll
        case highlight, unhighlight, select, deselect
        case stopsWaiting
        case pressesBegan, pressesChanged, pressesEnded, pressesCancelled
        case motionBegan, motionEnded, motionCancelled
    }

    public var kind: Kind {
        switch event {
        case .hitTest: .hitTest
        case let .touches(phase, _, _): Kind(rawValue: "touches" + phase.rawValue) ?? .touchesMoved
        case let .presses(phase, _, _): Kind(rawValue: "presses" + phase.rawValue) ?? .pressesChanged
        case let .motion(phase, _, _): Kind(rawValue: "motion" + phase.rawValue) ?? .motionEnded
        case .gesture: .gesture
        case .stopsWaiting: .stopsWaiting
        case .action: .action
        case .control: .control
        case .scroll: .scroll
        case let .list(change, _, _): Kind(rawValue: change.rawValue) ?? .select
        }
    }

    /// The traced walk of a `hitTest` record, when there is one.
    public var walk: HitTestTrace? {
        if case let .hitTest(_, _, walk) = event { walk } else { nil }
    }
}

/// Receives every step of the pipeline. The window, the command line and the
/// tests all see what happened through this one interface; TapKit itself
/// never prints.
public protocol EventObserver: AnyObject {
    func record(_ entry: EventRecord)
    /// A decision the log does not print (`DeliveryFact`); observers that
    /// only show the log ignore it.
    func note(_ fact: DeliveryFact)
}

extension EventObserver {
    public func note(_ fact: DeliveryFact) {}
}

/// An observer that keeps every record, in order.
public final class EventLog: EventObserver {
    public private(set) var records: [EventRecord] = []
    /// The decisions behind the records, each with the number of records
    /// logged before it (so a fact sits between the records it explains).
    public private(set) var facts: [(position: Int, fact: DeliveryFact)] = []
    public init() {}
    public func record(_ entry: EventRecord) { records.append(entry) }
    public func note(_ fact: DeliveryFact) { facts.append((records.count, fact)) }
    public func removeAll() {
        records.removeAll(keepingCapacity: true)
        facts.removeAll(keepingCapacity: true)
    }
    /// The text form, one line per record.
    public var lines: [String] { records.map(\.text) }
}
