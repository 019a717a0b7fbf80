import Foundation
import TapPicture

/// The window's recording in progress (the `v` key): the GIF being made,
/// how its frames are drawn, and the window time it began. Frames come at
/// `fps` in window time, each the canvas as `taplab record` draws a frame:
/// the layout's whole screen at one pixel per point with the overlays that
/// are on, the fingers, and a caption of the event log.
final class LiveRecording {
    static let fps = 10
    /// A session whose changed pixels pass this is stopped and saved, so a
    /// recording left running cannot take all the memory.
    static let maxStoredBytes = 512 * 1024 * 1024

    let path: String
    let gif: GIFRecording
    let picture: RecordingPicture
    /// Window time of frame 0.
    let start: TimeInterval
    /// The next frame's number.
    var frame = 0
    /// How many log records the last frame's caption had seen.
    var recordsShown: Int

    init(path: String, gif: GIFRecording, picture: RecordingPicture, start: TimeInterval, recordsShown: Int) {
        self.path = path
        self.gif = gif
        self.picture = picture
        self.start = start
        self.recordsShown = recordsShown
    }

    /// When the next frame is due, in window time.
    var nextFrameTime: TimeInterval { start + Double(frame) / Double(Self.fps) }
}
