import Foundation
import TapKit
import TapLayout
import TapWindow

/// A layout's script timeline as the window replays it (`r`, `taplab run
/// --replay N`): the same inputs `taplab replay` sends, moved to the
/// application's clock when the replay began.
package struct TimelinePlayback: ScriptPlayback {
    package let timeline: ScriptTimeline
    /// After the last input, time for the timers it started (a double tap's
    /// wait, a long press, deceleration) to settle, as `taplab replay` allows.
    package let duration: TimeInterval
    package var inputEnd: TimeInterval { timeline.endTime }
    package init?(_ steps: [ScriptStep]) {
        guard !steps.isEmpty, let timeline = try? ScriptTimeline(steps), !timeline.actions.isEmpty else { return nil }
        self.timeline = timeline
        duration = timeline.endTime + ScriptRunner.settleTime
    }

    package func play(on application: UIApplication, after from: TimeInterval, through: TimeInterval, offset: TimeInterval) {
        let actions = timeline.actions
        var i = firstIndex(after: from)
        while i < actions.count, actions[i].time <= through {
            let (time, action) = actions[i]
            switch action {
            case let .touches(inputs):
                application.send(inputs.map {
                    TouchInput(touchID: $0.touchID, phase: $0.phase, location: $0.location, timestamp: $0.timestamp + offset)
                })
            case let .press(key, phase): application.sendPress(key: key, phase: phase, at: time + offset)
            case let .shake(began): application.sendShake(began: began, at: time + offset)
            }
            i += 1
        }
    }

    package func nextInputTime(after t: TimeInterval) -> TimeInterval? {
        let i = firstIndex(after: t)
        return i < timeline.actions.count ? timeline.actions[i].time : nil
    }

    /// The first action later than `t` (binary search: actions are in time order).
    private func firstIndex(after t: TimeInterval) -> Int {
        var lo = 0, hi = timeline.actions.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if timeline.actions[mid].time <= t { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
