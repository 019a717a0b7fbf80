import XCTest
@testable import TapExplain
@testable import TapKit

/// An application with one window (`main`) and a root view (`root`) for
/// `--why` tests, and the input a script would send: taps, drags, long
/// presses, each a finger 1 that goes down and up, in virtual time.
final class WhyFixture {
    let app = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// What a dump said of the views marked as dumped (`dumped(_:as:)`).
    var provenance = ProvenanceTable()
    /// What `play` sends, in order; each step starts where the last ended.
    private var steps: [(EventObserver) -> Void] = []
    private var clock: TimeInterval = 0

    init() {
        window.identifier = "main"
        root.identifier = "root"
        window.addSubview(root)
        app.addWindow(window)
    }

    /// Adds `view` named `id` to `parent` (root by default).
    @discardableResult
    func add<V: UIView>(_ view: V, _ id: String, frame: CGRect, to parent: UIView? = nil) -> V {
        view.identifier = id
        view.frame = frame
        (parent ?? root).addSubview(view)
        return view
    }

    /// Marks `view` as read from an app's dump that printed `className`,
    /// with `facts` as what the dump said of it.
    func dumped(_ view: UIView, as className: String, _ facts: DumpProvenance) {
        view.appClassName = AppClassName(printed: className)
        provenance[view] = facts
    }

    @discardableResult
    func recognizer<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, on view: UIView) -> R {
        recognizer.name = name
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    func tap(_ p: CGPoint, hold: TimeInterval = 0.05) {
        let t = clock
        send(.began, p, t)
        send(.ended, p, t + hold)
        clock = t + hold + 0.5
    }

    /// A tap 0.1 s after the last lift (the second tap of a double tap).
    func tapSoon(_ p: CGPoint) {
        clock -= 0.4
        tap(p)
    }

    func drag(_ from: CGPoint, _ to: CGPoint, duration: TimeInterval = 0.2) {
        let t = clock, n = 12
        send(.began, from, t)
        for i in 1...n {
            let f = CGFloat(i) / CGFloat(n)
            send(.moved, CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), t + duration * Double(f))
        }
        send(.ended, to, t + duration)
        clock = t + duration + 0.5
    }

    /// Finger 1 down at `p`, never lifted.
    func press(_ p: CGPoint) {
        send(.began, p, clock)
        clock += 0.5
    }

    /// Finger 1 down on `first`, finger 2 down on `second` while it is, then both up.
    func twoFingers(_ first: CGPoint, _ second: CGPoint) {
        let t = clock
        send(.began, first, t)
        send(.began, second, t + 0.02, touch: 2)
        send(.ended, second, t + 0.06, touch: 2)
        send(.ended, first, t + 0.08)
        clock = t + 0.6
    }

    private func send(_ phase: TouchInput.Phase, _ p: CGPoint, _ t: TimeInterval, touch: Int = 1) {
        let app = app
        steps.append { _ in app.send([TouchInput(touchID: touch, phase: phase, location: p, timestamp: t)]) }
    }

    /// Plays the input once and answers for every target, with the log it
    /// made; with `replay`, each fix is checked on a fresh world first.
    func answers(_ targets: [WhyTarget], replay: FixReplay? = nil) -> (answers: [WhyAnswer?], log: EventLog) {
        let log = EventLog()
        let answers = app.explainDelivery(of: targets, provenance: provenance, checkingFixesWith: replay) { observer in
            play(observer, alsoTo: log)
        }
        return (answers, log)
    }

    /// Sends the queued input, every record to `observer` (and `log`), then lets timers run out.
    func play(_ observer: EventObserver, alsoTo log: EventLog? = nil) {
        let previous = app.observer
        app.observer = log.map { Tee(observer, $0) } ?? observer
        for step in steps { step(observer) }
        app.advance(to: clock + 2)
        app.observer = previous
    }

    func answer(_ target: WhyTarget) -> WhyAnswer? { answers([target]).answers[0] }

    final class Tee: EventObserver {
        let first: EventObserver, second: EventObserver
        init(_ first: EventObserver, _ second: EventObserver) { (self.first, self.second) = (first, second) }
        func record(_ entry: EventRecord) { first.record(entry); second.record(entry) }
        func note(_ fact: DeliveryFact) { first.note(fact); second.note(fact) }
    }
}
