/// What a one-shot command (`trace`, `shot`, `record`, …) holds until the
/// process ends instead of tearing it down: the kernel takes back a
/// 50,000-view application's memory at exit at once, where releasing its
/// objects one by one cost a tenth of a second (docs/PERFORMANCE.md) —
/// compilers skip freeing at exit for the same reason. The window, which
/// loads layout after layout, and tests calling commands in-process keep
/// nothing: only `TapLabCommand.main` turns this on.
enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: [AnyObject] = []
    nonisolated(unsafe) static var keepsUntilExit = false

    static func keep(_ object: AnyObject) {
        if keepsUntilExit { kept.append(object) }
    }
}
