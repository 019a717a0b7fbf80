import Foundation
import TapKit
import TapPicture

extension WindowModel {
    public var isReplaying: Bool { replay != nil }

    /// Replays the layout's script `times` times back to back, from now, on
    /// the application as it is: live touches are cancelled first, and the
    /// canvas takes no touches while it runs (the script's fingers are
    /// numbered as in `taplab replay`).
    public func startReplay(times: Int) {
        guard let script = document?.script, script.duration > 0 else {
            status = strings.noScript
            return
        }
        cancelTouches()
        replay = ScriptReplay(script: script, start: appTime(now), remaining: max(1, times) - 1)
        status = strings.replaying(formatNumber(script.duration))
        needsRedraw = true
    }

    /// Stops a replay where it is: its touches are cancelled, as when an app stops being active.
    func stopReplay() {
        guard let r = replay else { return }
        replay = nil
        document?.application.cancelAllTouches()
        status = strings.replayStopped
        hooks.onReplayFinished?(r.completed)
    }

    /// Plays what is due by now; starts the next run or ends.
    func advanceReplay() {
        guard var r = replay, let app = document?.application else { return }
        let t = appTime(now) - r.start
        r.script.play(on: app, after: r.played, through: min(t, r.script.duration), offset: r.start)
        r.played = min(t, r.script.duration)
        needsRedraw = true
        let settled = t >= r.script.inputEnd && app.nextTimerTime == nil
        guard t >= r.script.duration || settled else {
            replay = r
            status = strings.replayProgress(formatNumber(r.played), formatNumber(r.script.duration))
            return
        }
        r.completed += 1
        if r.remaining > 0 {
            r.remaining -= 1
            r.start = appTime(now)
            r.played = -.infinity
            replay = r
        } else {
            replay = nil
            status = r.completed == 1 ? strings.replayedOnce : strings.replayedTimes(String(r.completed))
            hooks.onReplayFinished?(r.completed)
        }
    }
}
