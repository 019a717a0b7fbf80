import XCTest
import TapKit

/// A record a test looks for, by what it is about: the responder or
/// recognizer itself (its identity, never its log name), the kind and the
/// typed values that matter to the test.
///
///     assertLog(f.log, containsInOrder: [.touchesBegan(b), .gesture(tap, .recognized),
///                                        .touchesCancelled(b), .action(tap)])
///
/// A value left out (a gesture's measurements, a control's value, a
/// scroll's offset) matches any; `description` is for failure messages only.
public struct RecordPattern: CustomStringConvertible {
    public let description: String
    private let test: (EventRecord.Event) -> Bool

    public init(_ description: String, _ test: @escaping (EventRecord.Event) -> Bool) {
        self.description = description
        self.test = test
    }

    public func matches(_ record: EventRecord) -> Bool { test(record.event) }
}

extension RecordPattern {
    /// Touch `touch` began on `view` (nil: on no view).
    public static func hitTest(_ touch: Int = 1, _ view: UIView?) -> RecordPattern {
        RecordPattern("hitTest \(touch) -> \(view?.logName ?? "nil")") {
            guard case let .hitTest(t, hit, _) = $0, t == touch else { return false }
            guard let view else { return hit == nil }
            return hit.map(view.isSubject(of:)) ?? false
        }
    }

    /// `responder`'s `touches<phase>` ran (for `touches`, when given: the touch ids, in order).
    public static func touches(_ phase: EventRecord.Event.Phase, _ responder: UIResponder,
                               touches ids: [Int]? = nil) -> RecordPattern {
        RecordPattern("touches\(phase.rawValue) \(responder.logName)" + (ids.map { " \($0)" } ?? "")) {
            guard case let .touches(p, r, t) = $0 else { return false }
            return p == phase && responder.isSubject(of: r) && (ids == nil || ids == t)
        }
    }

    public static func touchesBegan(_ responder: UIResponder) -> RecordPattern { .touches(.began, responder) }
    public static func touchesMoved(_ responder: UIResponder) -> RecordPattern { .touches(.moved, responder) }
    public static func touchesEnded(_ responder: UIResponder) -> RecordPattern { .touches(.ended, responder) }
    public static func touchesCancelled(_ responder: UIResponder) -> RecordPattern { .touches(.cancelled, responder) }

    /// `responder`'s `presses<phase>` ran (for the press of `key`, when given).
    public static func presses(_ phase: EventRecord.Event.Phase, _ responder: UIResponder,
                               key: String? = nil) -> RecordPattern {
        RecordPattern("presses\(phase.rawValue) \(responder.logName)" + (key.map { " \($0)" } ?? "")) {
            guard case let .presses(p, r, k) = $0 else { return false }
            return p == phase && responder.isSubject(of: r) && (key == nil || key == k)
        }
    }

    /// `responder`'s `motion<phase>` ran.
    public static func motion(_ phase: EventRecord.Event.Phase, _ responder: UIResponder,
                              _ motion: UIEvent.EventSubtype = .motionShake) -> RecordPattern {
        RecordPattern("motion\(phase.rawValue) \(responder.logName) \(motion.logName)") {
            guard case let .motion(p, r, m) = $0 else { return false }
            return p == phase && responder.isSubject(of: r) && m == motion
        }
    }

    /// `recognizer` reported `state` (`.recognized` is `.ended`), with
    /// `values` when given (to the hundredth, as the log writes them).
    public static func gesture(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State,
                               values: GestureValues? = nil) -> RecordPattern {
        RecordPattern("gesture \(recognizer.logName) \(state)" + (values.map { " \($0)" } ?? "")) {
            guard case let .gesture(g, s, _, v) = $0 else { return false }
            return recognizer.isSubject(of: g) && s == state
                && (values == nil || v.map { $0.isClose(to: values!) } == true)
        }
    }

    /// `recognizer` stopped waiting for `other` to break a cycle of `requirement`s.
    public static func stopsWaiting(_ recognizer: UIGestureRecognizer, for other: UIGestureRecognizer,
                                    _ requirement: FailureRequirement = .requireToFail) -> RecordPattern {
        RecordPattern("gesture \(recognizer.logName) stops waiting for \(other.logName): \(requirement)") {
            guard case let .stopsWaiting(g, o, r) = $0 else { return false }
            return recognizer.isSubject(of: g) && other.isSubject(of: o) && r == requirement
        }
    }

    /// `recognizer`'s action ran.
    public static func action(_ recognizer: UIGestureRecognizer) -> RecordPattern {
        RecordPattern("action \(recognizer.logName)") {
            guard case let .action(g) = $0 else { return false }
            return recognizer.isSubject(of: g)
        }
    }

    /// `control` sent `event` (any event, when not given; with `value`,
    /// when given: a number to the hundredth, as the log writes it).
    public static func control(_ control: UIControl, _ event: UIControl.Event? = nil,
                               value: ControlValue? = nil) -> RecordPattern {
        RecordPattern("control \(control.logName)" + (event.map { " \($0.name)" } ?? "") + (value.map { " \($0)" } ?? "")) {
            guard case let .control(c, e, v) = $0 else { return false }
            return control.isSubject(of: c) && (event == nil || e == event)
                && (value == nil || v.map { $0.isClose(to: value!) } == true)
        }
    }

    /// `view` scrolled (to `offset`, when given).
    public static func scroll(_ view: UIView, to offset: CGPoint? = nil) -> RecordPattern {
        RecordPattern("scroll \(view.logName)" + (offset.map { " \($0)" } ?? "")) {
            guard case let .scroll(v, o) = $0 else { return false }
            return view.isSubject(of: v) && (offset == nil || offset == o)
        }
    }

    /// `list` changed the highlight or selection of `row`.
    public static func list(_ change: ListChange, _ list: UIView, row: Int) -> RecordPattern {
        RecordPattern("\(change.rawValue) \(list.logName) \(row)") {
            guard case let .list(c, l, r) = $0 else { return false }
            return c == change && list.isSubject(of: l) && r == row
        }
    }
}

extension GestureValues {
    /// A pan's values as the log writes them: `.pan(20, 0, velocity: 1000, 0)` is
    /// `translation=20,0 velocity=1000,0`.
    public static func pan(_ dx: CGFloat, _ dy: CGFloat, velocity vx: CGFloat, _ vy: CGFloat) -> GestureValues {
        .pan(translation: CGPoint(x: dx, y: dy), velocity: CGPoint(x: vx, y: vy))
    }

    /// The same kind of values, each number within half a hundredth of the other's.
    public func isClose(to other: GestureValues) -> Bool {
        switch (self, other) {
        case let (.pan(t1, v1), .pan(t2, v2)): close(t1, t2) && close(v1, v2)
        case let (.pinch(s1, v1), .pinch(s2, v2)): close(s1, s2) && close(v1, v2)
        case let (.rotation(r1, v1), .rotation(r2, v2)): close(r1, r2) && close(v1, v2)
        case let (.swipe(d1), .swipe(d2)): d1 == d2
        default: false
        }
    }
}

extension ControlValue {
    /// The same value (a number: within half a hundredth of the other).
    public func isClose(to other: ControlValue) -> Bool {
        if case let .value(a) = self, case let .value(b) = other { return close(a, b) }
        return self == other
    }
}

private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 0.005 }
private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }

extension UIGestureRecognizer {
    /// Whether `subject` is this recognizer.
    public func isSubject(of subject: LoggedRecognizer) -> Bool { subject.id == RecognizerID(self) }
}

// MARK: Reading a log

extension Array where Element == EventRecord {
    /// The records of `kinds` only.
    public func of(_ kinds: EventRecord.Kind...) -> [EventRecord] { filter { kinds.contains($0.kind) } }

    /// The records of any kind but `kinds`.
    public func excluding(_ kinds: EventRecord.Kind...) -> [EventRecord] { filter { !kinds.contains($0.kind) } }

    /// The records that match `pattern`.
    public func matching(_ pattern: RecordPattern) -> [EventRecord] { filter(pattern.matches) }

    /// The records that do not match `pattern`.
    public func without(_ pattern: RecordPattern) -> [EventRecord] { filter { !pattern.matches($0) } }

    public func contains(_ pattern: RecordPattern) -> Bool { contains(where: pattern.matches) }

    public func count(of pattern: RecordPattern) -> Int { lazy.filter(pattern.matches).count }

    public func firstIndex(of pattern: RecordPattern) -> Int? { firstIndex(where: pattern.matches) }

    /// When the first record matching `pattern` happened.
    public func time(of pattern: RecordPattern) -> TimeInterval? { first(where: pattern.matches)?.t }

    /// The records that name `recognizer`: its states, its actions, and the
    /// waits it or another recognizer stopped for it.
    public func about(_ recognizer: UIGestureRecognizer) -> [EventRecord] {
        filter {
            switch $0.event {
            case let .gesture(g, _, _, _), let .action(g): recognizer.isSubject(of: g)
            case let .stopsWaiting(g, other, _): recognizer.isSubject(of: g) || recognizer.isSubject(of: other)
            default: false
            }
        }
    }

    /// The `touches*`, `presses*` and `motion*` methods of `responder` that ran, in order.
    public func kinds(deliveredTo responder: UIResponder) -> [EventRecord.Kind] {
        compactMap {
            switch $0.event {
            case let .touches(_, r, _), let .presses(_, r, _), let .motion(_, r, _):
                responder.isSubject(of: r) ? $0.kind : nil
            default: nil
            }
        }
    }

    /// The responders whose `touches<phase>` ran, in order.
    public func responders(gettingTouches phase: EventRecord.Event.Phase) -> [LoggedResponder] {
        compactMap {
            guard case let .touches(p, r, _) = $0.event, p == phase else { return nil }
            return r
        }
    }

    /// The states `recognizer` reported, in order (`.ended` for `recognized`).
    public func states(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer.State] {
        compactMap {
            guard case let .gesture(g, state, _, _) = $0.event, recognizer.isSubject(of: g) else { return nil }
            return state
        }
    }

    /// The recognizers whose actions ran, in order (one entry per call).
    public var actions: [LoggedRecognizer] {
        compactMap {
            guard case let .action(g) = $0.event else { return nil }
            return g
        }
    }

    /// The control events `control` sent, in order.
    public func controlEvents(of control: UIControl) -> [UIControl.Event] {
        compactMap {
            guard case let .control(c, event, _) = $0.event, control.isSubject(of: c) else { return nil }
            return event
        }
    }
}

extension EventLog {
    public func of(_ kinds: EventRecord.Kind...) -> [EventRecord] { records.filter { kinds.contains($0.kind) } }
    public func excluding(_ kinds: EventRecord.Kind...) -> [EventRecord] { records.filter { !kinds.contains($0.kind) } }
    public func matching(_ pattern: RecordPattern) -> [EventRecord] { records.matching(pattern) }
    public func contains(_ pattern: RecordPattern) -> Bool { records.contains(pattern) }
    public func count(of pattern: RecordPattern) -> Int { records.count(of: pattern) }
    public func firstIndex(of pattern: RecordPattern) -> Int? { records.firstIndex(of: pattern) }
    public func time(of pattern: RecordPattern) -> TimeInterval? { records.time(of: pattern) }
    public func about(_ recognizer: UIGestureRecognizer) -> [EventRecord] { records.about(recognizer) }
    public func kinds(deliveredTo responder: UIResponder) -> [EventRecord.Kind] { records.kinds(deliveredTo: responder) }
    public func responders(gettingTouches phase: EventRecord.Event.Phase) -> [LoggedResponder] {
        records.responders(gettingTouches: phase)
    }
    public func states(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer.State] { records.states(of: recognizer) }
    public var actions: [LoggedRecognizer] { records.actions }
    public func controlEvents(of control: UIControl) -> [UIControl.Event] { records.controlEvents(of: control) }
}

// MARK: Assertions

/// Asserts that records matching `expected` occur in `records` in this
/// order (other records may come between), as a layout's `expect: log` does.
public func assertLog(_ records: [EventRecord], containsInOrder expected: [RecordPattern],
                      file: StaticString = #filePath, line: UInt = #line) {
    var index = records.startIndex
    for wanted in expected {
        guard let found = records[index...].firstIndex(where: wanted.matches) else {
            XCTFail("\"\(wanted)\" missing (in order) from log:\n" + transcript(records), file: file, line: line)
            return
        }
        index = found + 1
    }
}

/// Asserts that no record of `records` matches `unwanted`, as `expect: notInLog` does.
public func assertLog(_ records: [EventRecord], lacks unwanted: RecordPattern,
                      file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertFalse(records.contains(unwanted), "\"\(unwanted)\" should not be in log:\n" + transcript(records),
                   file: file, line: line)
}

/// Asserts that `records` are exactly `expected`: as many, each matching its pattern.
public func assertLog(_ records: [EventRecord], is expected: [RecordPattern], _ message: String = "",
                      file: StaticString = #filePath, line: UInt = #line) {
    let matches = records.count == expected.count && zip(records, expected).allSatisfy { $1.matches($0) }
    XCTAssertTrue(matches, (message.isEmpty ? "" : message + ": ") + "log should be\n"
                  + expected.map(\.description).joined(separator: "\n") + "\nbut is\n" + transcript(records),
                  file: file, line: line)
}

/// Asserts that there is a `record` and that it matches `expected`.
public func assertRecord(_ record: EventRecord?, is expected: RecordPattern,
                         file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(record.map(expected.matches) ?? false,
                  "record should be \"\(expected)\" but is \(record.map { "\"\($0.text)\"" } ?? "missing")",
                  file: file, line: line)
}

public func assertLog(_ log: EventLog, containsInOrder expected: [RecordPattern],
                      file: StaticString = #filePath, line: UInt = #line) {
    assertLog(log.records, containsInOrder: expected, file: file, line: line)
}

public func assertLog(_ log: EventLog, lacks unwanted: RecordPattern, file: StaticString = #filePath, line: UInt = #line) {
    assertLog(log.records, lacks: unwanted, file: file, line: line)
}

/// Asserts that `first` and `second` are both in the log, `first` earlier.
public func assertLog(_ log: EventLog, has first: RecordPattern, before second: RecordPattern,
                      file: StaticString = #filePath, line: UInt = #line) {
    guard let i = log.firstIndex(of: first), let j = log.firstIndex(of: second) else {
        return XCTFail("missing \(first) or \(second) in\n" + transcript(log.records), file: file, line: line)
    }
    XCTAssertLessThan(i, j, "\(first) should come before \(second)", file: file, line: line)
}

/// The records as people read them, for failure messages only.
private func transcript(_ records: [EventRecord]) -> String { records.map(\.text).joined(separator: "\n") }
