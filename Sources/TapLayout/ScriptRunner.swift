import Foundation
import TapKit

/// Plays a script into an application in virtual time and collects the log.
public enum ScriptRunner {
    /// After the last step the clock runs on this long, so pending timers
    /// (a double-tap recognizer failing, deceleration, paging) settle.
    public static let settleTime: TimeInterval = 2

    /// Runs `steps` on `application` and returns every record it logged.
    public static func run(_ steps: [ScriptStep], on application: UIApplication,
                           observer: EventObserver? = nil) throws(ScriptTimeline.Problem) -> EventLog {
        let timeline = try ScriptTimeline(steps)
        let log = EventLog()
        let previous = application.observer
        application.observer = observer.map { Tee(log, $0) } ?? log
        defer { application.observer = previous }
        for (time, action) in timeline.actions {
            switch action {
            case let .touches(inputs): application.send(inputs)
            case let .press(key, phase): application.sendPress(key: key, phase: phase, at: time)
            case let .shake(began): application.sendShake(began: began, at: time)
            }
        }
        application.advance(to: timeline.endTime + settleTime)
        return log
    }

    /// Sends every record to two observers.
    final class Tee: EventObserver {
        let first: EventObserver, second: EventObserver
        init(_ first: EventObserver, _ second: EventObserver) { (self.first, self.second) = (first, second) }
        func record(_ entry: EventRecord) {
            first.record(entry)
            second.record(entry)
        }
    }
}
