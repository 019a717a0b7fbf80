import Foundation

/// A write to standard output or standard error that the system refused:
/// `errno` says why (`ENOSPC` for a full disk or `/dev/full`, `EBADF` for a
/// closed stream, `EPIPE` for a reader gone when SIGPIPE is ignored).
public struct StandardStreamError: Error, Equatable, Sendable {
    public var stream: StandardStream
    public var errno: Int32

    public init(stream: StandardStream, errno: Int32) {
        self.stream = stream
        self.errno = errno
    }
}
