import Foundation

/// Where a GIF recording keeps its frames until it is encoded: a temporary
/// file, removed from its folder the moment it is made, so that its space
/// comes back when the recording ends — or the process is killed, by any
/// signal — and no name is ever left behind. Held in memory, a 42 s drag at
/// 50 fps took 1.43 GB, and 18.9 GB at scale 4 before it was stopped.
final class FrameSpill {
    private let fd: Int32
    /// Bytes written so far.
    private(set) var size = 0

    init() throws(RenderError) {
        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("taplab-frames-XXXXXX").path.utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Self.failure(.create, errno) }
        unlink(String(cString: template))
        self.fd = fd
    }

    deinit { close(fd) }

    /// Appends `pixels` and returns where they start.
    func append(_ pixels: [UInt32]) throws(RenderError) -> Int {
        let offset = size
        let count = pixels.count * 4
        let failed: Int32? = pixels.withUnsafeBytes { bytes in
            var done = 0
            while done < count {
                let n = pwrite(fd, bytes.baseAddress! + done, count - done, off_t(offset + done))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return n < 0 ? errno : ENOSPC }
                done += n
            }
            return nil
        }
        if let failed { throw Self.failure(.write, failed) }
        size += count
        return offset
    }

    /// The `count` pixels written at `offset`.
    func read(at offset: Int, count: Int) throws(RenderError) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: count)
        let failed: Int32? = pixels.withUnsafeMutableBytes { bytes in
            var done = 0
            while done < bytes.count {
                let n = pread(fd, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return n < 0 ? errno : EIO }
                done += n
            }
            return nil
        }
        if let failed { throw Self.failure(.read, failed) }
        return pixels
    }

    private static func failure(_ step: EncodingProblem.SpillStep, _ code: Int32) -> RenderError {
        .encoding(format: "GIF", .frameSpill(step, errno: code))
    }
}
