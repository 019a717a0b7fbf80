import Foundation
import TapKit
import TapLayout
import TapPicture

/// Draws what a fuzzed layout loads, headless, with overlays after a tap —
/// a layout `taplab check` passes must also survive `taplab shot` (issue
/// 12: transforms nested until coordinates overflow trapped in the walk
/// overlay). At a quarter of a pixel per point, at most 256 pixels a side,
/// and with a few of the seven overlays (all of them one input in eight), so
/// that drawing stays a fraction of each input's work.
enum FuzzPicture {
    /// Chosen once; nil when no font family can be used (then the fuzzer
    /// still loads and plays layouts, but draws nothing).
    nonisolated(unsafe) static let fonts: FontSet? = try? FontSet()

    static let scale: CGFloat = 0.25
    static let maxSide = 256

    /// Draws `layout` tapped at one of a few points — inside, at the edges,
    /// or far outside the screen — with overlays chosen from the input's
    /// bytes, so a crash reproduces from its input alone. The canvas and
    /// renderer are made for each input: kept between inputs, their text
    /// caches would make libFuzzer suspect a leak on every input.
    static func draw(_ layout: LoadedLayout, seed: String) {
        guard let fonts else { return }
        let size = layout.screenSize
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return }
        let width = min(max(1, Int((size.width * scale).rounded(.up))), maxSide)
        let height = min(max(1, Int((size.height * scale).rounded(.up))), maxSide)
        guard let canvas = try? OffscreenCanvas(width: width, height: height) else { return }
        let hash = seed.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        let points = [CGPoint(x: size.width / 2, y: size.height / 2), CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: size.height),
                      CGPoint(x: -1e6, y: 1e6), CGPoint(x: 1e12, y: -1e12), CGPoint(x: size.width * 0.3, y: size.height * 0.7)]
        let point = points[Int(hash % UInt64(points.count))]
        let overlays = (hash >> 8) % 8 == 0 ? OverlaySet.all : OverlaySet(rawValue: Int((hash >> 16) % 128)).intersection(.all)
        let walk = layout.application.hitTest(point, traced: true).trace
        let scene = Scene(application: layout.application, screenSize: size, walk: walk)
        SceneRenderer(canvas: canvas, fonts: fonts).draw(scene, overlays: overlays, viewport: Viewport(scale: scale))
        canvas.flush()
    }
}
