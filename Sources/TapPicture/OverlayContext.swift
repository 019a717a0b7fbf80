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
    var tagPixelSize: CGFloat { max(6, 11 * px) }
    var tagPadding: CGFloat { (3 * px).rounded() }

    func tagSize(_ text: String) -> CGSize {
        let m = painter.text.measure(text, size: tagPixelSize)
        return CGSize(width: (m.width + 2 * tagPadding).rounded(.up), height: (m.height + tagPadding).rounded(.up))
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
    func haloStroke(_ shape: Shape, transform: CGAffineTransform = .identity, width: CGFloat, _ color: RGBA, dash: Dash? = nil) {
        painter.stroke(shape, transform: transform, width: width + 2 * max(1, px * 0.75), RGBA(255, 255, 255, 170), dash: dash)
        painter.stroke(shape, transform: transform, width: width, color, dash: dash)
    }

    /// Dash lengths in pixels for a pattern given in points.
    func dash(_ on: CGFloat, _ off: CGFloat) -> Dash { Dash(on: on * px, off: off * px) }
}
