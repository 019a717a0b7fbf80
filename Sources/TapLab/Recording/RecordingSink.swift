import Foundation
import TapPicture

/// Where a recording's frames go: the GIF encoder, or ffmpeg for MP4 and WebM.
final class RecordingSink {
    private let gif: GIFRecording?
    private let video: VideoEncoder?
    private let fps: Int
    private(set) var frames = 0

    init(_ format: RecordingFormat, size: PixelSize, fps: Int) throws(RenderError) {
        self.fps = fps
        if format == .gif {
            gif = GIFRecording(width: size.width, height: size.height)
            video = nil
        } else {
            gif = nil
            video = try VideoEncoder(format: format, width: size.width, height: size.height, fps: fps)
        }
    }

    func append(_ canvas: OffscreenCanvas) throws(RenderError) {
        if let gif { try gif.append(canvas, delay: GIFRecording.delay(frame: frames, fps: fps)) }
        try video?.append(canvas)
        frames += 1
    }

    func finish() throws(RenderError) -> Data {
        if let gif { return try gif.encode() }
        return try video?.finish() ?? Data()
    }
}
