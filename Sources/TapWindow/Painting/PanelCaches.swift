import Foundation
import TapPicture

/// The window's inspector panels kept as pixels between frames, and the
/// panels' places the last time they were drawn (`WindowPainter.draw`).
final class PanelCaches {
    let tree = CachedRegion(), notes = CachedRegion(), log = CachedRegion(), help = CachedRegion()
    var lastRects: [CGRect]?
}
