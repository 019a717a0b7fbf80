import Foundation
import TapKit
import TapLayout
import TapPicture

/// Plays a layout's script and extra taps in virtual time, with hit-test
/// tracing on, and returns the scene to draw: every touch's walk (the last
/// one drawn in full) and each recognizer's last reported state. Shared by
/// `shot`, `gallery` and `TapLab.shot`.
///
/// A picture tells the truth of its moment (SPEC 13): when the scene after
/// the last touch is no longer the one that touch was hit-tested in (a
/// drag scrolled the list, a tap hid a view), the layout is loaded again
/// and played only up to that touch's touch-down, and the picture shows
/// that moment. Earlier touches whose walks the scene no longer matches
/// are left out rather than drawn where the finger never was.
package enum ScenePlayer {
    /// Which moment of the play the picture shows.
    package enum Moment: Equatable {
        /// The last touch's: the end of the play when nothing moved since
        /// its hit test, else its touch-down.
        case lastTouch
        /// Touch `n` (0-based, over the script's touches then the taps) at
        /// its touch-down: one panel of `--walk each`.
        case touch(Int)
        /// The final state, with no walk (`--at-end`).
        case end
    }

    /// Plays `loaded` to `moment`. `reload` gives a fresh copy of the
    /// layout when the moment lies before the end of the play; without
    /// one, a walk the final scene no longer matches is not drawn.
    /// `steps` replaces the layout's own script (`--script FILE`), with
    /// `script` true; `log` gets the whole play's records (a figure reads
    /// what the touches reached and the recognizers' states from it).
    package static func play(_ loaded: LoadedLayout, script: Bool, steps: [ScriptStep]? = nil, taps: [CGPoint], moment: Moment = .lastTouch,
                             reload: (() throws -> LoadedLayout)? = nil, log: EventLog = EventLog()) throws -> Scene {
        let steps = script ? steps ?? loaded.script : []
        if case let .touch(n) = moment {
            let fresh = try reload?() ?? loaded
            return try scene(fresh, playing: steps, taps, stoppingAt: n, log: log)
        }
        var scene = try scene(loaded, playing: steps, taps, stoppingAt: nil, log: log)
        if moment == .end {
            scene.walk = nil
            scene.taps = []
            return scene
        }
        guard let last = scene.walk, !last.matchesCurrentScene else { return scene }
        guard let reload else {
            scene.walk = nil
            scene.taps.removeAll { $0 === last }
            return scene
        }
        return try self.scene(try reload(), playing: steps, taps, stoppingAt: touchCount(steps, taps: taps) - 1, log: EventLog())
    }

    /// How many touches the play has (each is one walk).
    package static func touchCount(_ loaded: LoadedLayout, script: Bool, taps: [CGPoint]) -> Int {
        touchCount(script ? loaded.script : [], taps: taps)
    }

    static func touchCount(_ steps: [ScriptStep], taps: [CGPoint]) -> Int {
        ((try? ScriptTimeline(steps))?.touchDowns.count ?? 0) + taps.count
    }

    private static func scene(_ loaded: LoadedLayout, playing steps: [ScriptStep], _ taps: [CGPoint],
                              stoppingAt stop: Int?, log: EventLog) throws -> Scene {
        let application = loaded.application
        application.tracesHitTests = true
        application.observer = log
        defer { application.observer = nil }
        let scripted = try ScriptTimeline(steps).touchDowns
        if !steps.isEmpty {
            let until = stop.flatMap { $0 < scripted.count ? scripted[$0] : nil }
            _ = try ScriptRunner.run(steps, on: application, observer: log, until: until)
        }
        if let stop, stop < scripted.count {
            // The moment lies inside the script: the taps come later.
        } else {
            VirtualTaps.play(taps, on: application, settle: ScriptRunner.settleTime,
                             stoppingAt: stop.map { $0 - scripted.count })
        }
        // UIKit lays out before it draws: views that need layout get it now.
        application.layOutWindowsIfNeeded()
        let walks = log.records.filter { $0.kind == .hitTest }.compactMap(\.walk)
        var scene = Scene(application: application, screenSize: loaded.screenSize, walk: walks.last,
                          lastRecognizerStates: Scene.lastRecognizerStates(in: log.records))
        // Earlier touches stay only while the scene still matches their walks.
        scene.taps = walks.enumerated().filter { $0.offset == walks.count - 1 || $0.element.matchesCurrentScene }.map(\.element)
        return scene
    }
}
