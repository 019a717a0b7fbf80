import Foundation

/// The files `taplab record` writes, chosen by the output's extension: a
/// GIF through giflib, MP4 (H.264) and WebM (VP9) through ffmpeg.
public enum RecordingFormat: String, CaseIterable, Sendable {
    case gif, mp4, webm

    /// The format a path's extension names (case-insensitive), or nil.
    public init?(path: String) {
        self.init(rawValue: (path as NSString).pathExtension.lowercased())
    }

    public var name: String { self == .webm ? "WebM" : rawValue.uppercased() }

    /// The highest frame rate: a GIF's delays are hundredths of a second,
    /// and browsers slow frames under two of them down to ten.
    public var maxFPS: Int { self == .gif ? 50 : 60 }

    /// Why `path` is no name for a recording, or nil; `advised` adds what
    /// to give instead.
    public static func pathProblem(_ path: String, advised: Bool = false) -> OutputProblem? {
        guard RecordingFormat(path: path) == nil else { return nil }
        return .recordingExtension(path: path, extension: (path as NSString).pathExtension.lowercased(), advised: advised)
    }
}
