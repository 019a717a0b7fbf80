import Foundation
import TapFiles

/// MP4 and WebM through `ffmpeg`: raw frames (cairo's BGRA words) piped to
/// its standard input, the file written to a private temporary folder and
/// returned as bytes, so `SafeFile` writes it in one piece. The flags ask
/// for the same bytes from the same frames: bit-exact muxing and coding,
/// no metadata, one thread. Without ffmpeg on `PATH` it says how to get it.
///
///     let video = try VideoEncoder(format: .mp4, width: 390, height: 900, fps: 10)
///     try video.append(canvas)
///     let data = try video.finish()
public final class VideoEncoder {
    public let format: RecordingFormat
    private let process = Process()
    private let input = Pipe()
    private let folder: URL
    private let output: URL
    private var failed = false
    /// `SignalCleanup`'s slots for the temporary folder, its files and ffmpeg.
    private var cleanup: [Int?] = []
    private var child: Int?

    /// `width` and `height` must be even (H.264 in yuv420p halves both).
    public init(format: RecordingFormat, width: Int, height: Int, fps: Int) throws(RenderError) {
        self.format = format
        guard let ffmpeg = Self.executable("ffmpeg") else { throw .encoding(format: format.name, .ffmpegMissing) }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("taplab-record-\(UUID().uuidString)")
        output = folder.appendingPathComponent("out.\(format.rawValue)")
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false) } catch {
            throw .encoding(format: format.name, .temporaryFolder(reason: error.localizedDescription))
        }
        // The folder first, so that a signal removes its files before it.
        cleanup = [folder, output, folder.appendingPathComponent("ffmpeg.log")].map { SignalCleanup.remove(onSignal: $0.path) }
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "bgra",
                             "-s", "\(width)x\(height)", "-framerate", "\(fps)", "-i", "pipe:0", "-an"]
            + Self.codec(format) + ["-threads", "1", "-fflags", "+bitexact", "-flags:v", "+bitexact",
                                    "-map_metadata", "-1", "-y", output.path]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let log = folder.appendingPathComponent("ffmpeg.log")
        if FileManager.default.createFile(atPath: log.path, contents: nil), let handle = FileHandle(forWritingAtPath: log.path) {
            process.standardError = handle
        }
        // A write to an ffmpeg that has quit must be an error, not SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        do { try process.run() } catch {
            throw .encoding(format: format.name, .cannotStart(executable: ffmpeg, reason: error.localizedDescription))
        }
        child = SignalCleanup.kill(onSignal: process.processIdentifier)
    }

    deinit {
        if process.isRunning { process.terminate() }
        SignalCleanup.forgetChild(child)
        try? FileManager.default.removeItem(at: folder)
        cleanup.forEach(SignalCleanup.forget)
    }

    static func codec(_ format: RecordingFormat) -> [String] {
        format == .webm
            ? ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0", "-crf", "32", "-deadline", "good", "-cpu-used", "4", "-row-mt", "0"]
            : ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "medium", "-crf", "20", "-movflags", "+faststart"]
    }

    /// The first executable `name` on `PATH`, or nil.
    public static func executable(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = (String(folder) as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Sends one frame (as large as the video) to ffmpeg.
    public func append(_ canvas: OffscreenCanvas) throws(RenderError) {
        guard !failed else { return }
        let fd = input.fileHandleForWriting.fileDescriptor
        let ok = canvas.withUnsafeBytes { bytes, stride -> Bool in
            for row in 0..<canvas.height where !Self.writeAll(fd, bytes + row * stride, canvas.width * 4) { return false }
            return true
        }
        if !ok { failed = true }
    }

    /// Closes the input, waits for ffmpeg and returns the file's bytes.
    public func finish() throws(RenderError) -> Data {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let log = (try? String(contentsOf: folder.appendingPathComponent("ffmpeg.log"), encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0, !failed, let data = try? Data(contentsOf: output), !data.isEmpty else {
            let reason = log.trimmingCharacters(in: .whitespacesAndNewlines)
            throw .encoding(format: format.name, .ffmpegFailed(status: process.terminationStatus, log: reason))
        }
        return data
    }

    private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Bool {
        var done = 0
        while done < count {
            let n = write(fd, bytes + done, count - done)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }
}
