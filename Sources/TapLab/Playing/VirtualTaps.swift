import Foundation
import TapKit

/// Taps played into an application in virtual time, as `shot --tap` gives
/// them: finger 1 down, up 0.05 s later, the next tap 0.5 s after — far
/// enough apart that two taps at one spot are two single taps, not a double
/// tap (UIKit's multi-tap interval is 0.35 s here).
package enum VirtualTaps {
    package static let pressDuration: TimeInterval = 0.05
    package static let interval: TimeInterval = 0.5

    /// Plays `points` (screen points) starting at the application's current
    /// time (plus one interval when something already happened), then lets
    /// the clock run on `settle` seconds so pending timers resolve.
    /// With `stoppingAt` n, tap n's finger comes down and the clock stops
    /// there: the moment of its hit test (SPEC 13); its finger stays down.
    package static func play(_ points: [CGPoint], on application: UIApplication, settle: TimeInterval,
                             stoppingAt last: Int? = nil) {
        guard !points.isEmpty else { return }
        let start = application.currentTime > 0 ? application.currentTime + interval : 0
        for (i, point) in points.enumerated() {
            let t = start + Double(i) * interval
            application.send(TouchInput(touchID: 1, phase: .began, location: point, timestamp: t))
            if i == last { return }
            application.send(TouchInput(touchID: 1, phase: .ended, location: point, timestamp: t + pressDuration))
        }
        application.advance(to: start + Double(points.count - 1) * interval + pressDuration + settle)
    }
}
