import CSDL2
import Foundation
import TapKit

/// Draws a TapKit scene — its windows in level order, and the overlays —
/// on any `SDL_Renderer`: the window's, or an `OffscreenCanvas`'s for
/// screenshots. It owns nothing but its text textures; the caller owns the
/// renderer and keeps it alive for the renderer's lifetime.
///
///     let canvas = try OffscreenCanvas(width: 780, height: 1688)
///     let renderer = SceneRenderer(renderer: canvas.renderer, fonts: try .bundled())
///     renderer.draw(scene, overlays: [.walk, .chain], viewport: Viewport(scale: 2))
///     canvas.flush()
public final class SceneRenderer {
    public let renderer: OpaquePointer
    public let fonts: FontSet
    let painter: Painter

    public init(renderer: OpaquePointer, fonts: FontSet) {
        self.renderer = renderer
        self.fonts = fonts
        painter = Painter(renderer: renderer, fonts: fonts)
    }

    /// Draws the device canvas at `viewport`: the screen (black where no
    /// window covers it), every window back to front, then `overlays`, then
    /// the scene's selected view. Nothing is drawn outside the canvas
    /// rectangle, and the renderer's clip is reset afterwards. Coordinates
    /// are the renderer's output pixels: leave SDL's render scale, logical
    /// size and viewport at their defaults.
    public func draw(_ scene: Scene, overlays: OverlaySet = [], viewport: Viewport) {
        painter.begin(clip: PixelRect(covering: viewport.canvasRect(for: scene.screenSize)))
        let canvas = painter.clip
        defer { painter.end() }
        painter.fill(SpanSet(rings: [Outline.rect(canvas.cgRect)], clip: canvas), Palette.screen)
        if overlays.isEmpty, scene.selectedView == nil {
            // Nothing reads the placements but the tree drawer.
            TreeDrawer(painter: painter).draw(scene.application, viewport: viewport, canvasClip: canvas)
            return
        }
        let placements = ScenePlacements(application: scene.application, viewport: viewport, canvasClip: canvas)
        TreeDrawer(painter: painter).draw(placements)
        let context = OverlayContext(painter: painter, scene: scene, placements: placements, viewport: viewport, canvas: canvas)
        for item in OverlaySet.items where overlays.contains(item.overlay) {
            switch item.overlay {
            case .hitRegions: HitRegionOverlay(context: context).draw()
            case .outsideContent: OutsideContentOverlay(context: context).draw()
            case .layers: LayerOverlay(context: context).draw()
            case .walk: WalkOverlay(context: context).draw()
            case .chain: ChainOverlay(context: context).draw()
            case .recognizers: RecognizerOverlay(context: context).draw()
            case .touches: TouchOverlay(context: context).draw()
            default: break
            }
        }
        if let selected = scene.selectedView, let p = placements.placement(of: selected) {
            painter.setClip(canvas)
            context.haloStroke(p.boundsRing, width: 2 * viewport.scale, Palette.selection, closed: true, dash: context.dash(6, 4))
        }
        context.drawTags()
    }

    /// The height in pixels the legend for `overlays` needs at `width`
    /// pixels and `scale` pixels per point (0 when no overlay is on).
    public func infoStripHeight(_ scene: Scene, overlays: OverlaySet, width: CGFloat, scale: CGFloat) -> CGFloat {
        InfoStrip(text: painter.text, scale: scale).height(scene, overlays: overlays, width: width)
    }

    /// Draws the legend for `overlays` in `rect` (pixels): what each mark
    /// means, the touch point and hit view, and the whole responder chain
    /// (the window's inspector may show this beside the canvas).
    public func drawInfoStrip(_ scene: Scene, overlays: OverlaySet, in rect: CGRect, scale: CGFloat) {
        let clip = PixelRect(covering: rect)
        painter.begin(clip: clip)
        defer { painter.end() }
        InfoStrip(text: painter.text, scale: scale).draw(scene, overlays: overlays, in: rect, with: painter)
    }

    // MARK: Helpers for the window's own panels (inspector, help line)

    /// Fills `rect` (pixels) with `color`, blended.
    public func fillRect(_ rect: CGRect, _ color: RGBA) {
        painter.begin(clip: .everything)
        defer { painter.end() }
        painter.fillRect(rect, color)
    }

    /// Outlines `rect` (pixels) with a line `width` pixels wide.
    public func strokeRect(_ rect: CGRect, width: CGFloat, _ color: RGBA) {
        painter.begin(clip: .everything)
        defer { painter.end() }
        painter.stroke(Outline.rect(rect), width: width, color, closed: true)
    }

    /// Draws one line of text with its top-left at `origin` (pixels), at
    /// `pixelSize`, in the bundled sans or monospace face, clipped to `clip`
    /// when given. Returns its size in pixels.
    @discardableResult
    public func drawText(_ text: String, at origin: CGPoint, pixelSize: Int, _ color: RGBA,
                         monospaced: Bool = false, clip: CGRect? = nil) -> CGSize {
        painter.begin(clip: clip.map(PixelRect.init(covering:)) ?? .everything)
        defer { painter.end() }
        return painter.drawText(text, at: origin, pixelSize: pixelSize, color, face: monospaced ? .mono : .sans)
    }

    /// The size in pixels `text` takes at `pixelSize`.
    public func measureText(_ text: String, pixelSize: Int, monospaced: Bool = false) -> CGSize {
        let m = painter.text.measure(text, pixelSize: pixelSize, face: monospaced ? .mono : .sans)
        return CGSize(width: m.width, height: m.height)
    }

    /// Benchmarks: when set, every fill and text copy this renderer hands
    /// to SDL is also recorded there, so that raw SDL can replay the same
    /// drawing as a baseline.
    public var recorder: DrawRecorder? {
        get { painter.recorder }
        set { painter.recorder = newValue }
    }

    /// Drops cached text textures (call after the renderer's output size
    /// or scale changes to free memory; correctness never needs it).
    public func discardCachedText() { painter.textures.removeAll() }
}
