import Foundation
import TapKit
import TapLayout
import TapPicture

/// Plays a layout's script and extra taps in virtual time, with hit-test
/// tracing on, and returns the scene to draw: every touch's walk (the last one
/// drawn in full) and each
/// recognizer's last reported state. Shared by `shot` and `gallery`.
package enum ScenePlayer {
    package static func play(_ loaded: LoadedLayout, script: Bool, taps: [CGPoint]) throws(ScriptTimeline.Problem) -> Scene {
        let application = loaded.application
        application.tracesHitTests = true
        let log = EventLog()
        application.observer = log
        defer { application.observer = nil }
        if script { _ = try ScriptRunner.run(loaded.script, on: application, observer: log) }
        VirtualTaps.play(taps, on: application, settle: ScriptRunner.settleTime)
        // UIKit lays out before it draws: views that need layout get it now.
        application.layOutWindowsIfNeeded()
        let walks = log.records.filter { $0.kind == .hitTest }.compactMap(\.walk)
        var scene = Scene(application: application, screenSize: loaded.screenSize, walk: walks.last,
                          lastRecognizerStates: Scene.lastRecognizerStates(in: log.records))
        scene.taps = walks
        return scene
    }
}
