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

    package init(fps: Int, overlays: OverlaySet, composition: ShotComposition, scale: Int, fonts: FontSet) {
        (self.fps, self.overlays, self.composition, self.scale, self.fonts) = (fps, overlays, composition, scale, fonts)
    }
}
