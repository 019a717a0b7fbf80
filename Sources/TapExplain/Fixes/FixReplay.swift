import Foundation
import TapKit

/// How to try a fix: build the scene again as it was before the touches,
/// and play the same touches on it. `--why` makes each change on a fresh
/// build and replays, so a fix is offered only once TapLab has seen what it
/// does (SPEC 14). The caller owns both steps: a layout is rebuilt from its
/// file, a Swift program's scene from its own code.
///
///     let replay = FixReplay(rebuild: { try LayoutLoader.load(path: file).application },
///                            play: { app, observer in _ = try ScriptRunner.run(steps, on: app, observer: observer) })
public struct FixReplay {
    public let rebuild: () throws -> UIApplication
    public let play: (UIApplication, EventObserver) throws -> Void

    public init(rebuild: @escaping () throws -> UIApplication, play: @escaping (UIApplication, EventObserver) throws -> Void) {
        self.rebuild = rebuild
        self.play = play
    }
}
