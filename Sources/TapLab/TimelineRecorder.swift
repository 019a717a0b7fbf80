import Foundation
import TapKit
import TapLayout
import TapPicture

/// Plays a script and keeps what a timeline needs (`TimelineFacts`): the
/// typed event log, when each finger came down and lifted, and the
/// `require(toFail:)` waits between the application's recognizers. Shared
/// by `taplab timeline`, `TapLab.timeline` and the gallery, so all three
/// draw the same diagram. Times are the script's own: 0 is its first step.
package enum TimelineRecorder {
    package static func play(_ steps: [ScriptStep], on application: UIApplication) throws(ScriptTimeline.Problem) -> TimelineFacts {
        let timeline = try ScriptTimeline(steps)
        // After earlier input, half a second later, as `TapLab.replay` starts.
        let start = application.currentTime > 0 ? application.currentTime + VirtualTaps.interval : 0
        let log = try ScriptRunner.run(steps, on: application, start: start)
        let records = log.records.map { EventRecord(t: $0.t - start, $0.event) }
        return TimelineFacts(records: records, contacts: contacts(timeline), waits: waits(in: application),
                             recognizersSeeing: recognizersSeeing(records, in: application),
                             end: timeline.endTime + ScriptRunner.settleTime)
    }

    /// Each finger's stretch on the glass, from the script's touch input.
    static func contacts(_ timeline: ScriptTimeline) -> [TimelineContact] {
        var contacts: [TimelineContact] = []
        var down: [Int: Int] = [:]  // touch number → index of its open contact
        for (_, action) in timeline.actions {
            guard case let .touches(inputs) = action else { continue }
            for input in inputs {
                switch input.phase {
                case .began:
                    down[input.touchID] = contacts.count
                    contacts.append(TimelineContact(touch: input.touchID, down: input.timestamp, up: nil))
                case .ended, .cancelled:
                    guard let i = down.removeValue(forKey: input.touchID) else { continue }
                    contacts[i].up = input.timestamp
                    contacts[i].isCancelled = input.phase == .cancelled
                case .moved:
                    continue
                }
            }
        }
        return contacts
    }

    /// `require(toFail:)` between the recognizers of every window's views.
    static func waits(in application: UIApplication) -> [TimelineWait] {
        allViews(of: application).flatMap { view in
            (view.gestureRecognizers ?? []).flatMap { recognizer in
                recognizer.recognizersRequiredToFail.map { TimelineWait(waiter: recognizer.logName, waitedFor: $0.logName) }
            }
        }
    }

    /// For each hit view of the log, the recognizers on it and its ancestors:
    /// those the window gives its touches to (UIKit's `UITouch.gestureRecognizers`).
    static func recognizersSeeing(_ records: [EventRecord], in application: UIApplication) -> [String: [String]] {
        let hitNames = Set(records.compactMap { record -> String? in
            if case let .hitTest(_, view, _) = record.event { view } else { nil }
        })
        var seeing: [String: [String]] = [:]
        for view in allViews(of: application) where hitNames.contains(view.logName) && seeing[view.logName] == nil {
            let ancestors = sequence(first: view) { $0.superview }
            seeing[view.logName] = ancestors.flatMap { ($0.gestureRecognizers ?? []).map(\.logName) }
        }
        return seeing
    }

    /// Every view of every window, parents before children.
    private static func allViews(of application: UIApplication) -> [UIView] {
        var found: [UIView] = [], pending: [UIView] = application.windows.reversed()
        while let view = pending.popLast() {
            found.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return found
    }
}
