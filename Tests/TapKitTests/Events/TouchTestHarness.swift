import XCTest
@testable import TapKit
import TapTestSupport

/// Shared scaffolding for touch and gesture tests: an application with one
/// window (`window` in the log) whose content is one view filling it
/// (`root`, `v` in the log, consuming its touches so the log stops there),
/// an event log, and helpers that send touches at explicit times.
///
/// Time is virtual: it moves only when input is sent or `advance(to:)` is
/// called, so timers (long press, multi-tap, swipe time-outs) fire exactly.
///
///     let h = TouchTestHarness()
///     let pan = h.add(UIPanGestureRecognizer(), named: "pan")
///     h.drag(from: pt(100, 100), to: pt(200, 100), start: 0, duration: 0.2)
///     XCTAssertEqual(h.log.states(of: pan).first, .began)
final class TouchTestHarness {
    let app = UIApplication()
    let window: UIWindow
    let root: UIView
    let log = EventLog()
    /// Every action call, in order: the recognizer and its state then.
    private(set) var actions: [(recognizer: RecognizerID, state: UIGestureRecognizer.State)] = []

    init(windowFrame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
         rootName: String = "v", rootConsumesTouches: Bool = true) {
        window = UIWindow(frame: windowFrame)
        window.identifier = "window"
        root = UIView(frame: CGRect(origin: .zero, size: windowFrame.size))
        root.identifier = rootName
        root.touchesOverride = rootConsumesTouches ? .consume : .forward
        window.addSubview(root)
        app.addWindow(window)
        app.observer = log
    }

    /// Names `recognizer`, gives it an action that notes each call in
    /// `actions`, and attaches it to `view` (`root` by default).
    @discardableResult
    func add<R: UIGestureRecognizer>(_ recognizer: R, named name: String, to view: UIView? = nil) -> R {
        recognizer.name = name
        recognizer.addAction { [unowned self] r in self.actions.append((RecognizerID(r), r.state)) }
        (view ?? root).addGestureRecognizer(recognizer)
        return recognizer
    }

    /// The states `recognizer`'s action was called in, in order.
    func actionStates(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer.State] {
        actions.filter { $0.recognizer == RecognizerID(recognizer) }.map(\.state)
    }

    // MARK: Sending touches

    /// Sends records that happen at the same moment as one touch event.
    @discardableResult
    func send(_ inputs: [TouchInput]) -> [TouchInputProblem] { app.send(inputs) }

    @discardableResult
    func down(_ id: Int, _ p: CGPoint, at t: TimeInterval) -> [TouchInputProblem] {
        send([TouchInput(touchID: id, phase: .began, location: p, timestamp: t)])
    }

    @discardableResult
    func move(_ id: Int, _ p: CGPoint, at t: TimeInterval) -> [TouchInputProblem] {
        send([TouchInput(touchID: id, phase: .moved, location: p, timestamp: t)])
    }

    @discardableResult
    func up(_ id: Int, _ p: CGPoint, at t: TimeInterval) -> [TouchInputProblem] {
        send([TouchInput(touchID: id, phase: .ended, location: p, timestamp: t)])
    }

    @discardableResult
    func cancel(_ id: Int, _ p: CGPoint, at t: TimeInterval) -> [TouchInputProblem] {
        send([TouchInput(touchID: id, phase: .cancelled, location: p, timestamp: t)])
    }

    /// Moves the clock to `t`, firing the timers due by then.
    func advance(to t: TimeInterval) { app.advance(to: t) }

    /// A finger down at `p` at `t` and up at the same place `duration` later.
    func tap(_ id: Int = 1, at p: CGPoint, time t: TimeInterval, duration: TimeInterval = 0.05) {
        down(id, p, at: t)
        up(id, p, at: t + duration)
    }

    /// One finger down at `from` at `start`, moved in `steps` equal steps to
    /// `to` over `duration`, then lifted there at the same time (unless `lift`
    /// is false).
    func drag(_ id: Int = 1, from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval,
              steps: Int = 10, lift: Bool = true) {
        down(id, from, at: start)
        for i in 1...max(1, steps) {
            let f = CGFloat(i) / CGFloat(max(1, steps))
            move(id, interpolate(from, to, f), at: start + duration * Double(f))
        }
        if lift { up(id, to, at: start + duration) }
    }

    /// Several fingers that come down together (ids 1, 2, …), move together in
    /// `steps` equal steps from `from[i]` to `to[i]` over `duration` (each step
    /// one event), then lift together (unless `lift` is false).
    func multiDrag(from: [CGPoint], to: [CGPoint], start: TimeInterval, duration: TimeInterval,
                   steps: Int = 10, lift: Bool = true) {
        precondition(from.count == to.count, "one end point per finger")
        let ids = Array(1...from.count)
        send(ids.map { TouchInput(touchID: $0, phase: .began, location: from[$0 - 1], timestamp: start) })
        for i in 1...max(1, steps) {
            let f = CGFloat(i) / CGFloat(max(1, steps))
            let t = start + duration * Double(f)
            send(ids.map { TouchInput(touchID: $0, phase: .moved, location: interpolate(from[$0 - 1], to[$0 - 1], f), timestamp: t) })
        }
        if lift {
            send(ids.map { TouchInput(touchID: $0, phase: .ended, location: to[$0 - 1], timestamp: start + duration) })
        }
    }

    private func interpolate(_ a: CGPoint, _ b: CGPoint, _ f: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }

    // MARK: Reading the log

    /// The log's records, without the `hitTest` ones.
    var records: [EventRecord] { log.excluding(.hitTest) }

    /// The records without `hitTest` and `touchesMoved` (drags move a lot).
    var recordsWithoutMoves: [EventRecord] { log.excluding(.hitTest, .touchesMoved) }

    /// The text lines of the given kinds only: for the tests of the text form itself (SPEC 5, SPEC 11).
    func lines(of kinds: EventRecord.Kind...) -> [String] {
        log.records.filter { kinds.contains($0.kind) }.map(\.text)
    }

    func clearLog() {
        log.removeAll()
        actions.removeAll()
    }
}
