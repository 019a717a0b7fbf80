import Foundation

/// Standard output or standard error, written with `write(2)` and every
/// failure returned as a value: `FileHandle.write(_:)` traps on one (a
/// `try!` inside swift-corelibs-foundation), so a command whose output
/// went to `/dev/full`, a full disk or a closed stream died of SIGILL with a
/// backtrace. What to do about a failure is the caller's: the command line
/// says so and exits 1 (`Terminal`), a library call drops the line.
public enum StandardStream: Sendable, Equatable {
    case output, error

    public var descriptor: Int32 {
        switch self {
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }

    /// Every byte of `data`, in as many `write` calls as the system needs,
    /// waiting when the stream is non-blocking and full (a terminal or pipe
    /// another program set so). Unbuffered: a program reading a pipe sees
    /// each line as it is written.
    public func write(_ data: Data) throws(StandardStreamError) {
        let code: Int32 = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return 0 }
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(descriptor, base + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN || errno == EWOULDBLOCK {
                        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                        _ = poll(&ready, 1, -1)
                        continue
                    }
                    return errno
                }
                if n == 0 { return EIO }
                offset += n
            }
            return 0
        }
        if code != 0 { throw StandardStreamError(stream: self, errno: code) }
    }

    /// `text` as UTF-8.
    public func write(_ text: String) throws(StandardStreamError) {
        try write(Data(text.utf8))
    }
}
