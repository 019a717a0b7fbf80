import Foundation
import TapExplain
import TapKit
import TapLayout
import TapPicture

/// Plays a script in virtual time and stops at every frame of a recording
/// (`taplab record`): the scene as it is then, the fingers with the way
/// they went since the frame before, and the caption of the log so far.
///
/// Frames: a script of length L (its last step's end plus
/// `ScriptRunner.settleTime`, the time `replay` lets timers settle — the
/// span the timeline diagram draws) at `fps` frames a second has
/// `ceil(L × fps)` frames (fps × L, a started frame counted whole), frame i
/// showing the state at i / fps seconds: the first at 0 (the first step has
/// begun), the last within 1 / fps of L, long after the script's last step.
/// Each is shown for 1 / fps, so the recording plays for L rounded up to a
/// whole frame: a video's duration is the script's length.
///
///     ScriptRecorder.frameCount(length: 2.05, fps: 10)   // 21
package enum ScriptRecorder {
    package static func length(_ timeline: ScriptTimeline) -> TimeInterval { timeline.endTime + ScriptRunner.settleTime }

    /// Idle time kept after the last thing that happened (SPEC 13): a
    /// recording does not end on two seconds of nothing.
    package static let idleTail: TimeInterval = 0.5

    /// The length recorded: to `lastEvent` (the log's last record, in
    /// script time) or the script's last input, whichever is later, plus
    /// `idleTail`; never past the settled length.
    package static func length(_ timeline: ScriptTimeline, lastEvent: TimeInterval?) -> TimeInterval {
        let lastInput = timeline.actions.last?.time ?? 0
        return min(length(timeline), max(lastEvent ?? timeline.endTime, lastInput) + idleTail)
    }

    /// `ceil(length × fps)`, at least 1, the product rounded up past float
    /// noise (2.1 × 10 is 21.000000000000004, which is 21).
    package static func frameCount(length: TimeInterval, fps: Int) -> Int {
        max(1, Int((length * Double(fps) - 1e-9).rounded(.up)))
    }

    /// Plays `steps` on `application`, calling `frame` with each frame's
    /// scene and caption, in order.
    ///
    /// `length` (script seconds; the settled length by default) is played
    /// at `speed` script seconds per second: frame i shows i / fps × speed.
    package static func play(_ steps: [ScriptStep], on application: UIApplication, screenSize: CGSize, fps: Int,
                             language: Language, length: TimeInterval? = nil, speed: Double = 1,
                             frame: (Scene, RecordingCaption) throws -> Void) throws {
        let timeline = try ScriptTimeline(steps)
        let start = application.currentTime > 0 ? application.currentTime + VirtualTaps.interval : 0
        let log = EventLog()
        let previous = application.observer
        application.tracesHitTests = true
        application.observer = log
        defer { application.observer = previous }
        var fingers = FingerTracker()
        var next = 0, shown = 0
        let speed = min(max(speed, 0.01), 1)
        for i in 0..<frameCount(length: (length ?? self.length(timeline)) / speed, fps: fps) {
            let t = Double(i) / Double(fps) * speed
            fingers.startFrame()
            while next < timeline.actions.count, timeline.actions[next].time <= t {
                let (time, action) = timeline.actions[next]
                switch action {
                case let .touches(inputs):
                    fingers.add(inputs)
                    application.send(inputs.map {
                        TouchInput(touchID: $0.touchID, phase: $0.phase, location: $0.location, timestamp: $0.timestamp + start)
                    })
                case let .press(key, phase): application.sendPress(key: key, phase: phase, at: time + start)
                case let .shake(began): application.sendShake(began: began, at: time + start)
                }
                next += 1
            }
            application.advance(to: start + t)
            application.layOutWindowsIfNeeded()
            let records = log.records
            fingers.bind(records[shown...])
            // A frame draws its own moment (SPEC 13): once the views moved
            // since the last hit test (a drag scrolled them), its walk would
            // be drawn where the finger never was, so it is left out.
            let walk = records.last { $0.kind == .hitTest }?.walk
            var scene = Scene(application: application, screenSize: screenSize,
                              walk: walk?.matchesCurrentScene == true ? walk : nil,
                              lastRecognizerStates: Scene.lastRecognizerStates(in: records))
            scene.fingers = fingers.marks
            scene.language = language
            try frame(scene, RecordingCaption(time: t, records: records, newFrom: shown))
            shown = records.count
        }
    }
}
