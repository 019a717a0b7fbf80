import Foundation
@testable import TapKit

/// Plays a storm on a fresh world and checks the invariants:
/// 1. nothing crashes (the process would stop);
/// 2. every responder that got `touchesBegan` for a touch gets exactly one
///    `touchesEnded` or `touchesCancelled` for it, and nothing after;
/// 3. once every finger is up and time has passed every timer, every
///    recognizer is back in `.possible`, no touch is live and nothing is held;
/// 4. the clock never runs backwards (the application's, and the log's);
/// 5. views the storm freed are gone, and so is the whole world once dropped;
/// 6. no growth: once settled, every recognizer has let go of its touches,
///    and in a world with competing recognizers the same tap played twice
///    where they are costs the same work each time — recognizer calls and
///    log records — and settles again.
enum StormRunner {
    struct Outcome {
        var violations: [String] = []
        var records = 0
        var pairs = 0
        /// Whether the world had competing recognizers to probe.
        var probed = false
        /// `stopsWaiting` records: cycles of waiting recognizers broken.
        var cycleBreaks = 0
    }

    /// Runs the clock on past every timer.
    private static func settle(_ app: UIApplication) {
        app.advance(to: app.currentTime + 30)
        var rounds = 0
        while let next = app.nextTimerTime, rounds < 1000 {
            app.advance(to: max(next, app.currentTime + 30))
            rounds += 1
        }
    }

    /// Taps twice where the competing recognizers are, settling after each:
    /// the work each tap costs must not grow. (Twice, not more: a tap that
    /// left anything behind makes the next one cost more; and only worlds
    /// with competitors, to keep the 10,000 storms' time close to what it was.)
    private static func probe(_ world: StormWorld) -> [String] {
        guard let point = world.probe else { return [] }
        let app = world.app, arena = app.gestureArena
        var costs: [String] = []
        for _ in 0..<2 {
            let (calls, records) = (arena.recognizerCalls, world.log.records.count)
            let t = app.currentTime + 1
            app.send([TouchInput(touchID: 1, phase: .began, location: point, timestamp: t)])
            app.send([TouchInput(touchID: 1, phase: .ended, location: point, timestamp: t + 0.05)])
            settle(app)
            costs.append("\(arena.recognizerCalls - calls) recognizer calls, \(world.log.records.count - records) records")
        }
        var violations: [String] = []
        if Set(costs).count != 1 { violations.append("the same tap at \(point) cost more or less each time: \(costs)") }
        violations += world.recognizersHoldingTouches.map { "recognizer \($0) after the probe taps" }
        return violations
    }

    static func run(_ storm: StormCase) -> Outcome {
        weak var weakApp: UIApplication?
        weak var weakWindow: UIWindow?
        var outcome = play(storm) { world in
            weakApp = world.app
            weakWindow = world.windows.first
        }
        if weakApp != nil || weakWindow != nil {
            outcome.violations.append("the world outlived the storm: application \(weakApp == nil ? "freed" : "alive"), window \(weakWindow == nil ? "freed" : "alive")")
        }
        return outcome
    }

    private static func play(_ storm: StormCase, peek: (StormWorld) -> Void) -> Outcome {
        let world = StormWorld(seed: storm.seed)
        peek(world)
        let app = world.app
        var outcome = Outcome()
        var clock = app.currentTime
        func checkClock(_ after: @autoclosure () -> String) {
            let now = app.currentTime
            if !(now >= clock) { outcome.violations.append("the clock went from \(clock) to \(now) after \(after())") }
            clock = max(clock, now)
        }
        for (n, step) in storm.steps.enumerated() {
            switch step {
            case let .send(inputs): app.send(inputs)
            case let .advance(t): app.advance(to: t)
            case let .mutate(m): world.apply(m)
            }
            checkClock("step \(n) (\(step))")
        }
        // Every finger up, then time past every timer.
        let live = app.activeTouches.map(\.touchIdentifier)
        if !live.isEmpty {
            let t = app.currentTime + 0.01
            app.send(live.map { TouchInput(touchID: $0, phase: .ended, location: CGPoint(x: 1, y: 1), timestamp: t) })
        }
        settle(app)
        checkClock("the end")
        outcome.violations += world.recognizersHoldingTouches.map { "recognizer \($0) after every finger lifted" }
        outcome.violations += probe(world)
        checkClock("the probe taps")

        outcome.violations += world.ledger.violations()
        if !app.activeTouches.isEmpty {
            outcome.violations.append("touches still live after every finger lifted: \(app.activeTouches.map(\.touchIdentifier))")
        }
        if !app.isDeliveryIdle {
            outcome.violations.append("the touch pipeline still holds touches or recognizers after every finger lifted")
        }
        outcome.violations += world.recognizersNotPossible.map { "recognizer \($0) after every finger lifted" }
        var last = -Double.infinity
        for record in world.log.records {
            if !(record.t >= last) {
                outcome.violations.append("the log's time went from \(last) to \(record.t) at '\(record.text)'")
                break
            }
            last = record.t
        }
        for (name, ref) in world.freed where ref.view != nil {
            outcome.violations.append("\(name) was removed and dropped but is still alive")
        }
        outcome.records = world.log.records.count
        outcome.probed = world.probe != nil
        outcome.cycleBreaks = world.log.records.filter { $0.kind == .stopsWaiting }.count
        outcome.pairs = world.ledger.responderTouchPairs
        world.ledger.clear()
        return outcome
    }
}
