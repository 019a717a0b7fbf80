import Foundation
import TapKit

/// What every overlay needs: the painter, the scene and where its views
/// landed, the canvas scale, and one shared `LabelPlacer` so that tags of
/// different overlays do not cover each other.
final class OverlayContext {
    let painter: Painter
    let scene: Scene
    let placements: ScenePlacements
    let viewport: Viewport
    let canvas: PixelRect
    private var placer: LabelPlacer
    private(set) var tags: [Tag] = []

    init(painter: Painter, scene: Scene, placements: ScenePlacements, viewport: Viewport, canvas: PixelRect) {
        self.painter = painter
        self.scene = scene
        self.placements = placements
        self.viewport = viewport
        self.canvas = canvas
        placer = LabelPlacer(bounds: canvas.cgRect)
    }

    /// Pixels per point on the canvas: overlay lines and text are sized in
    /// points so they look the same at every `--scale`.
    var px: CGFloat { min(viewport.scale, 256) }
    var tagPixelSize: Int { max(6, PixelGeometry.int((11 * px).rounded(), in: 0...2816)) }
    var tagPadding: CGFloat { (3 * px).rounded() }

    func tagSize(_ text: String) -> CGSize {
        let m = painter.text.measure(text, pixelSize: tagPixelSize)
        return CGSize(width: CGFloat(m.width) + 2 * tagPadding, height: CGFloat(m.height) + tagPadding)
    }

    /// Places a tag with its top-left near `origin` (pixels) and queues it.
    @discardableResult
    func tag(_ text: String, at origin: CGPoint, _ color: RGBA) -> CGRect {
        let size = tagSize(text)
        let rect = placer.place(size, at: origin)
        tags.append(Tag(text: text, color: color, rect: rect, pixelSize: tagPixelSize, padding: tagPadding))
        return rect
    }

    func reserve(_ rect: CGRect) { placer.reserve(rect) }

    func drawTags() {
        painter.setClip(canvas)
        for tag in tags { tag.draw(with: painter) }
    }

    /// A line with a white halo under it, so it reads on any background.
    func haloStroke(_ points: [CGPoint], width: CGFloat, _ color: RGBA, closed: Bool = false, dash: (CGFloat, CGFloat)? = nil) {
        painter.stroke(points, width: width + 2 * max(1, px * 0.75), RGBA(255, 255, 255, 170), closed: closed, dash: dash)
        painter.stroke(points, width: width, color, closed: closed, dash: dash)
    }

    /// Dash lengths in pixels for a pattern given in points.
    func dash(_ on: CGFloat, _ off: CGFloat) -> (CGFloat, CGFloat) { (on * px, off * px) }
}
