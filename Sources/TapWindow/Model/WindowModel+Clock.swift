import Foundation

/// The window's clock: window time moves forward only, the application's
/// timers fire as it passes them, the open file is polled for edits, and a
/// script replay feeds its inputs at their times.
extension WindowModel {
    /// The application's clock for window time `now`.
    func appTime(_ t: TimeInterval) -> TimeInterval { t - clock.epoch }

    /// Moves to window time `t` (never back): the application's timers due by
    /// then fire, and the open file is checked for edits when the poll is due.
    public func tick(now t: TimeInterval) {
        advanceClock(t)
        if replaysOnStart > 0 {
            startReplay(times: replaysOnStart)
            replaysOnStart = 0
        }
        guard now >= clock.nextPoll else { return }
        clock.nextPoll = now + Self.pollInterval
        if source.reloadIfChanged() {
            let before = document?.application
            let point = lastTouchPoint
            adopt()
            if document?.application !== before, let point {
                // The edited layout is hit-tested where the last touch was, so
                // the walk overlay shows what the edit changed.
                lastTouchPoint = point
                rerunWalk()
            }
            needsRedraw = true
            hooks.onReload?(source.path, source.diagnostics)
            if !source.diagnostics.isEmpty {
                let file = (source.path as NSString).lastPathComponent, n = String(source.diagnostics.count)
                status = document == nil ? strings.doesNotLoadNothingShown(file, n) : strings.doesNotLoadShowingLast(file, n)
            } else if document?.application !== before {
                status = strings.reloaded((source.path as NSString).lastPathComponent)
            }
        }
    }

    func advanceClock(_ t: TimeInterval) {
        guard t.isFinite else { return }
        now = max(now, t)
        // Script inputs due by now go first: each moves the application's
        // clock to its own time, as in `taplab replay`.
        advanceReplay()
        document?.application.advance(to: appTime(now))
        captureRecordingFrames()
    }

    /// When the window must wake up next even without input: the next
    /// application timer or the next file poll, whichever comes first.
    public var nextWakeTime: TimeInterval {
        var wake = clock.nextPoll
        if let timer = document?.application.nextTimerTime { wake = min(wake, timer + clock.epoch) }
        if let frame = nextRecordingFrameTime { wake = min(wake, frame) }
        if let r = replay {
            let next = r.script.nextInputTime(after: r.played) ?? max(r.script.inputEnd, r.played)
            wake = min(wake, r.start + min(next, r.script.duration) + clock.epoch)
        }
        return wake
    }

    /// The window drew the current state.
    public func didDraw() { needsRedraw = false }
}
