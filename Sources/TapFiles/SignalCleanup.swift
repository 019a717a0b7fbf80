import Foundation

/// Names a command makes on the way to its output — `SafeFile`'s temporary
/// file, the folder ffmpeg writes a video in — removed when the process is
/// stopped by SIGINT, SIGTERM, SIGHUP or SIGQUIT, after any child encoder
/// is killed; then the signal is raised again with its default action, so
/// the exit status still says what stopped it. Before this, an interrupted
/// MP4 left `$TMPDIR/taplab-record-*/` behind, and SIGQUIT printed a crash
/// backtrace and exited 0.
///
/// The handler runs only async-signal-safe calls (`kill`, `waitpid`,
/// `unlink`, `rmdir`, `signal`, `raise`) on C strings made when a name is
/// registered, in fixed slots, so it takes no lock and allocates nothing.
/// The command line installs it; the window does not (SDL turns SIGINT and
/// SIGTERM into a quit that saves what is being recorded).
///
///     let slot = SignalCleanup.remove(onSignal: temporaryPath)
///     defer { SignalCleanup.forget(slot) }
public enum SignalCleanup {
    static let capacity = 64
    nonisolated(unsafe) private static let names: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    nonisolated(unsafe) private static let children: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        return slots
    }()
    private static let lock = NSLock()
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Removes the file or empty folder at `path` if a signal stops the
    /// process; returns the slot to `forget` when it is no longer needed
    /// (nil when every slot is taken: the name is then left to chance).
    @discardableResult
    public static func remove(onSignal path: String) -> Int? {
        lock.withLock {
            guard let slot = (0..<capacity).first(where: { names[$0] == nil }) else { return nil }
            names[slot] = strdup(path)
            return slot
        }
    }

    /// Kills the child `pid` (an encoder) before names are removed, so that
    /// it cannot write its file again after the removal.
    @discardableResult
    public static func kill(onSignal pid: pid_t) -> Int? {
        lock.withLock {
            guard let slot = (0..<capacity).first(where: { children[$0] == 0 }) else { return nil }
            children[slot] = pid
            return slot
        }
    }

    public static func forget(_ slot: Int?) {
        guard let slot else { return }
        lock.withLock {
            let name = names[slot]
            names[slot] = nil
            free(name)
        }
    }

    public static func forgetChild(_ slot: Int?) {
        guard let slot else { return }
        lock.withLock { children[slot] = 0 }
    }

    /// Installs the handler for `signals`.
    public static func install() {
        _ = names
        _ = children
        for number in signals {
            signal(number) { number in
                for slot in 0..<SignalCleanup.capacity where SignalCleanup.children[slot] > 0 {
                    Glibc.kill(SignalCleanup.children[slot], SIGKILL)
                    waitpid(SignalCleanup.children[slot], nil, 0)
                }
                // Last registered first: a folder's files before the folder.
                for slot in stride(from: SignalCleanup.capacity - 1, through: 0, by: -1) {
                    guard let name = SignalCleanup.names[slot] else { continue }
                    if unlink(name) != 0 { rmdir(name) }
                }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}
