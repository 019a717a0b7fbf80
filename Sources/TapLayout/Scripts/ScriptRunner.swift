import Foundation
import TapKit

/// Plays a script into an application in virtual time and collects the log.
public enum ScriptRunner {
    /// After the last step the clock runs on this long, so pending timers
    /// (a double-tap recognizer failing, deceleration, paging) settle.
    public static let settleTime: TimeInterval = 2

    /// Runs `steps` on `application` and returns every record it logged.
    /// Script time 0 is the application's time `start` (a script played on
    /// an application that has already run starts later, so that its first
    /// tap is not taken for the second tap of an earlier one).
    ///
    /// With `until`, only the input up to that script time is sent and the
    /// clock stops there, with no settling: a picture of the moment a touch
    /// came down (SPEC 13) plays to its time in `timeline.touchDowns`.
    public static func run(_ steps: [ScriptStep], on application: UIApplication,
                           observer: EventObserver? = nil, start: TimeInterval = 0,
                           until: TimeInterval? = nil) throws(ScriptTimeline.Problem) -> EventLog {
        let timeline = try ScriptTimeline(steps)
        let log = EventLog()
        let previous = application.observer
        application.observer = observer.map { Tee(log, $0) } ?? log
        defer { application.observer = previous }
        for (time, action) in timeline.actions {
            if let until, time > until { break }
            switch action {
            case let .touches(inputs):
                application.send(start == 0 ? inputs : inputs.map {
                    TouchInput(touchID: $0.touchID, phase: $0.phase, location: $0.location, timestamp: $0.timestamp + start)
                })
            case let .press(key, phase): application.sendPress(key: key, phase: phase, at: time + start)
            case let .shake(began): application.sendShake(began: began, at: time + start)
            }
        }
        application.advance(to: start + (until ?? timeline.endTime + settleTime))
        return log
    }

    /// Sends every record and fact to two observers.
    public final class Tee: EventObserver {
        let first: EventObserver, second: EventObserver
        public init(_ first: EventObserver, _ second: EventObserver) { (self.first, self.second) = (first, second) }
        public func record(_ entry: EventRecord) {
            first.record(entry)
            second.record(entry)
        }
        public func note(_ fact: DeliveryFact) {
            first.note(fact)
            second.note(fact)
        }
    }
}
