import Foundation
import TapExplain
import TapFiles

/// The one path standard output and standard error are written through.
///
/// A write the system refuses — `> /dev/full`, a full disk, a closed
/// stream (`>&-`) — ends the command with `error: cannot write standard
/// output: No space left on device` (in `language`) and exit 1, where
/// `FileHandle.write` used to trap; a reader that went away (`| head -1`)
/// ends it quietly by SIGPIPE (exit 141), as any program in a pipe ends.
extension Terminal {
    /// The language a failed write is reported in: the command's `--lang`
    /// once parsed (`TapLabCommand.main`), the environment's before.
    nonisolated(unsafe) static var language = Language(environment: ProcessInfo.processInfo.environment)

    /// Where this process's output began in the regular file standard
    /// output is (`> out.yaml`), or nil (a pipe, a terminal, `>>`): a
    /// failed write cuts the file back to it, so that a full disk leaves
    /// no layout that is a prefix of the one meant — such a prefix can
    /// load, and quietly lack the views after the cut.
    nonisolated(unsafe) private static var outputStart: off_t?

    /// Notes where standard output begins and checks, at exit, what went
    /// through the C library's buffer (the argument parser's help and
    /// errors, written with `print`), which no write of ours sees fail.
    static func watchStandardStreams() {
        var info = stat()
        if fstat(STDOUT_FILENO, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
           fcntl(STDOUT_FILENO, F_GETFL) & O_APPEND == 0 {
            let offset = lseek(STDOUT_FILENO, 0, SEEK_CUR)
            if offset >= 0 { outputStart = offset }
        }
        atexit {
            errno = 0
            guard fflush(stdout) != 0 || ferror(stdout) != 0 else { return }
            // Exiting again from an exit handler is undefined: end at once.
            Terminal.report(StandardStreamError(stream: .output, errno: errno == 0 ? EIO : errno), end: { _exit(1) })
        }
    }

    /// Every byte of `data` to `stream`, or the command ends (see above).
    static func write(_ data: Data, to stream: StandardStream) {
        do {
            try stream.write(data)
        } catch {
            report(error, end: { exit(1) })
        }
    }

    /// Says why `failure` happened on standard error (in vain when that is
    /// the stream that failed) and ends the process with `end`.
    private static func report(_ failure: StandardStreamError, end: () -> Never) -> Never {
        if failure.errno == EPIPE {
            // SIGPIPE was ignored (the recorder ignores it for its encoder):
            // end as the signal would have ended it.
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        if failure.stream == .output, let outputStart { _ = ftruncate(STDOUT_FILENO, outputStart) }
        let problem = CommandProblem.cannotWrite(failure.stream, errno: failure.errno)
        let line = SeverityWord.error.text(in: language) + ": " + problem.text(in: language) + "\n"
        try? StandardStream.error.write(Data(line.utf8))
        end()
    }
}
