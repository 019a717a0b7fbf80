import Foundation
import TapKit
import TapLayout
import TapPicture

/// Plays a script and keeps what a timeline needs (`TimelineFacts`): the
/// typed event log, the script's touch input, and the recognizers'
/// attachments and `require(toFail:)` waits. Shared by `taplab timeline`,
/// `TapLab.timeline` and the gallery, so all three draw the same diagram.
/// Times are the script's own: 0 is its first step.
package enum TimelineRecorder {
    package static func play(_ steps: [ScriptStep], on application: UIApplication) throws(ScriptTimeline.Problem) -> TimelineFacts {
        let timeline = try ScriptTimeline(steps)
        // After earlier input, half a second later, as `TapLab.replay` starts.
        let start = application.currentTime > 0 ? application.currentTime + VirtualTaps.interval : 0
        let log = try ScriptRunner.run(steps, on: application, start: start)
        return TimelineFacts(records: log.records, input: timeline.touchInput, application: application, start: start,
                             end: timeline.endTime + ScriptRunner.settleTime, decisions: log.facts)
    }
}

extension ScriptTimeline {
    /// Every touch the script sends, in time order.
    package var touchInput: [TouchInput] {
        actions.flatMap { _, action -> [TouchInput] in
            if case let .touches(inputs) = action { inputs } else { [] }
        }
    }
}
