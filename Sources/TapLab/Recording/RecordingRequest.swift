import Foundation
import TapPicture

/// What `taplab record` asks for beyond the script: the frame rate, the
/// overlays, the composition (`--crop`, `--aspect`, `--theme`, `--lang`
/// as `taplab shot` takes them) and pixels per point.
package struct RecordingRequest {
    package var fps: Int
    package var overlays: OverlaySet
    package var composition: ShotComposition
    package var scale: Int
    package var fonts: FontSet
    /// Script seconds per second of recording (`--speed`, 0.1 to 1): 0.25
    /// plays a 0.05 s tap over 0.2 s.
    package var speed: Double = 1
    /// A line of swatches naming the overlays in the caption (`--legend`).
    package var showsLegend = false
    /// The most temporary disk a GIF's frames may take (`--max-bytes`): a
    /// GIF is encoded after its last frame (one palette for all), so its
    /// frames wait on disk until then. Checked against an estimate before
    /// any frame is drawn.
    package var maxBytes = RecordingRequest.defaultMaxBytes
    /// Told each frame drawn and how many there will be (`record` shows it
    /// on a terminal: a long script takes minutes).
    package var progress: ((_ frame: Int, _ of: Int) -> Void)?

    /// 512 MB, the window's limit for its own recordings.
    package static let defaultMaxBytes = 512 << 20

    package init(fps: Int, overlays: OverlaySet, composition: ShotComposition, scale: Int, fonts: FontSet) {
        (self.fps, self.overlays, self.composition, self.scale, self.fonts) = (fps, overlays, composition, scale, fonts)
    }
}
