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

    /// Why `path` is no name for a recording, or nil.
    public static func pathProblem(_ path: String) -> String? {
        guard RecordingFormat(path: path) == nil else { return nil }
        let ext = (path as NSString).pathExtension.lowercased()
        let named = ext.isEmpty ? "a name without an extension" : "a .\(ext) name"
        return "cannot write \(path): recordings are .gif, .mp4 or .webm, chosen by the extension, and \(named) is none of them"
    }
}
