import Foundation
import TapKit

/// How to try a fix: build the scene again as it was before the touches,
/// and play the same touches on it. `--why` makes each change on a fresh
/// build and replays, so a fix is offered only once TapLab has seen what it
/// does (SPEC 14). The caller owns both steps: a layout is rebuilt from its
/// text (with its dump's provenance), a Swift program's scene from its own code.
///
///     let replay = FixReplay(rebuildingApplication: { makeScreen() },
///                            play: { app, observer in _ = try ScriptRunner.run(steps, on: app, observer: observer) })
public struct FixReplay {
    /// A fresh build: the application, and what a dump said of its views.
    public typealias Rebuild = () throws -> (application: UIApplication, provenance: ProvenanceTable)

    public let rebuild: Rebuild
    public let play: (UIApplication, EventObserver) throws -> Void

    public init(rebuild: @escaping Rebuild, play: @escaping (UIApplication, EventObserver) throws -> Void) {
        self.rebuild = rebuild
        self.play = play
    }

    /// A scene a program builds, of no dump.
    public init(rebuildingApplication build: @escaping () throws -> UIApplication, play: @escaping (UIApplication, EventObserver) throws -> Void) {
        self.init(rebuild: { (try build(), ProvenanceTable()) }, play: play)
    }
}
