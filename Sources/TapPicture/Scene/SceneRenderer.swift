import CCairo
import Foundation
import TapExplain
import TapKit

/// Draws a TapKit scene — its windows in level order, and the overlays —
/// through a `Painter`: cairo on an `OffscreenCanvas` (the window's frames,
/// PNG pictures), on an SVG or PDF surface, or a recorder in tests.
///
///     let canvas = try OffscreenCanvas(width: 780, height: 1688)
///     let renderer = SceneRenderer(canvas: canvas, fonts: try FontSet())
///     renderer.draw(scene, overlays: [.walk, .chain], viewport: Viewport(scale: 2))
public final class SceneRenderer {
    let painter: Painter
    /// Keeps the canvas (and its cairo context) alive while drawing on it.
    let target: CanvasTarget?

    final class CanvasTarget {
        let canvas: OffscreenCanvas
        let cairo: OpaquePointer
        init(_ canvas: OffscreenCanvas) {
            self.canvas = canvas
            cairo = cairo_create(canvas.surface)
        }
        deinit { cairo_destroy(cairo) }
    }

    /// Draws on `canvas` with cairo.
    public convenience init(canvas: OffscreenCanvas, fonts: FontSet) {
        self.init(canvas: canvas, text: TextMeasurer(fonts: fonts))
    }

    init(canvas: OffscreenCanvas, text: TextMeasurer) {
        let target = CanvasTarget(canvas)
        self.target = target
        painter = CairoPainter(cairo: target.cairo, output: PixelRect(x0: 0, y0: 0, x1: canvas.width, y1: canvas.height), text: text)
    }

    init(painter: Painter) {
        self.painter = painter
        target = nil
    }

    public var fonts: FontSet { painter.text.fonts }

    /// Whether frames keep their still part (the views and the still
    /// overlays) as pixels and reuse it while it stays the same
    /// (`StillLayer`): for renderers that draw frame after frame of one
    /// scene — the window, recordings. Drawing on a canvas only.
    public var cachesStillLayer = false
    let stillLayer = StillLayer()
    /// Frames drawn over the kept still layer, and frames that drew it (`--frame-times`).
    public var stillLayerUse: (reused: Int, drawn: Int) { (stillLayer.hits, stillLayer.misses) }

    /// Draws the device canvas at `viewport`: the screen (black where no
    /// window covers it), every window back to front, then `overlays`, then
    /// the scene's selected view. Nothing is drawn outside the canvas
    /// rectangle, nor outside `area` (pixels) when given: a cropped picture
    /// keeps its tags inside the part it shows. Coordinates are the target's pixels.
    public func draw(_ scene: Scene, overlays: OverlaySet = [], viewport: Viewport, area: CGRect? = nil) {
        drawCanvas(scene, overlays: overlays, viewport: viewport, area: area)
    }

    /// `draw`, returning the overlays' context (their tags and the titles
    /// they kept clear of) when there was one: tests check the placement.
    @discardableResult
    func drawCanvas(_ scene: Scene, overlays: OverlaySet, viewport: Viewport, area: CGRect?) -> OverlayContext? {
        var clip = PixelRect(covering: viewport.canvasRect(for: scene.screenSize))
        if let area { clip = clip.intersection(PixelRect(covering: area)) }
        painter.setClip(clip)
        let canvas = painter.clip
        defer { painter.setClip(.everything) }
        let placements = ScenePlacements(application: scene.application, viewport: viewport, canvasClip: canvas, clippedAway: false)
        let still = OverlaySet(overlays.overlays.filter(\.isStill))
        let context: OverlayContext?
        if cachesStillLayer, let target {
            let key = StillLayer.key(scene, placements: placements, overlays: still, viewport: viewport, canvas: canvas, text: painter.text)
            if stillLayer.matches(key) {
                stillLayer.restore(into: target.canvas)
                context = stillLayer.placed.map {
                    OverlayContext(painter: painter, scene: scene, placements: placements, viewport: viewport, canvas: canvas, placed: $0)
                }
            } else {
                context = drawStill(scene, placements, still, viewport: viewport, canvas: canvas)
                painter.setClip(canvas)
                target.canvas.flush()
                stillLayer.store(key, from: target.canvas, clip: canvas, placed: context?.placed)
            }
        } else {
            context = drawStill(scene, placements, still, viewport: viewport, canvas: canvas)
        }
        guard !overlays.isEmpty || scene.selectedView != nil else { return nil }
        let moving = overlays.overlays.filter { !$0.isStill }
        let overlayContext = context ?? OverlayContext(painter: painter, scene: scene, placements: placements, viewport: viewport, canvas: canvas)
        for overlay in moving {
            Self.drawOverlay(overlay, in: overlayContext)
        }
        return finish(scene, overlayContext, placements, viewport: viewport, canvas: canvas)
    }

    /// The screen, the views and the still overlays (their marks; tags are
    /// placed, drawn last by `finish`).
    private func drawStill(_ scene: Scene, _ placements: ScenePlacements, _ still: OverlaySet, viewport: Viewport,
                           canvas: PixelRect) -> OverlayContext? {
        painter.setClip(canvas)
        painter.fill(.rect(canvas.cgRect), Palette.screen)
        TreeDrawer(painter: painter, names: scene.names).draw(placements)
        guard !still.isEmpty else { return nil }
        let context = OverlayContext(painter: painter, scene: scene, placements: placements, viewport: viewport, canvas: canvas)
        for overlay in still.overlays {
            Self.drawOverlay(overlay, in: context)
        }
        return context
    }

    /// Over every overlay: the selection, then every tag.
    private func finish(_ scene: Scene, _ context: OverlayContext, _ placements: ScenePlacements, viewport: Viewport,
                        canvas: PixelRect) -> OverlayContext {
        // The selection is outlined where it is, also inside a subtree clipped away.
        if let selected = scene.selectedView, let p = placements.placement(of: selected)
            ?? ScenePlacements.placement(of: selected, application: scene.application, viewport: viewport, canvasClip: canvas) {
            painter.setClip(canvas)
            context.haloStroke(p.bounds, transform: p.toPixels, width: 2 * viewport.scale, Palette.selection, dash: context.dash(6, 4))
        }
        context.drawTags()
        return context
    }

    private static func drawOverlay(_ overlay: Overlay, in context: OverlayContext) {
        switch overlay {
        case .hitRegions: HitRegionOverlay(context: context).draw()
        case .outsideContent: OutsideContentOverlay(context: context).draw()
        case .layers: LayerOverlay(context: context).draw()
        case .walk: WalkOverlay(context: context).draw()
        case .chain: ChainOverlay(context: context).draw()
        case .recognizers: RecognizerOverlay(context: context).draw()
        case .touches: TouchOverlay(context: context).draw()
        }
    }

    /// Which of `overlays` draw anything on this scene (a walk overlay
    /// before any touch draws nothing): the legend explains only those.
    /// Each is drawn alone on a recorder at one pixel per point.
    static func overlaysDrawn(_ scene: Scene, _ overlays: OverlaySet, text: TextMeasurer) -> OverlaySet {
        guard !overlays.isEmpty else { return overlays }
        let screen = PixelRect(covering: CGRect(origin: .zero, size: scene.screenSize))
        let placements = ScenePlacements(application: scene.application, viewport: Viewport(scale: 1), canvasClip: screen)
        var drawn: OverlaySet = []
        for overlay in overlays.overlays {
            let recorder = RecordingPainter(text: text, output: screen)
            let context = OverlayContext(painter: recorder, scene: scene, placements: placements, viewport: Viewport(scale: 1), canvas: screen)
            drawOverlay(overlay, in: context)
            context.drawTags()
            if recorder.commands.contains(where: \.isMark) { drawn.insert(OverlaySet(overlay)) }
        }
        return drawn
    }

    /// The height in pixels the legend for `overlays` needs at `width`
    /// pixels and `scale` pixels per point (0 when no overlay is on).
    public func infoStripHeight(_ scene: Scene, overlays: OverlaySet, width: CGFloat, scale: CGFloat,
                                language: Language = .en) -> CGFloat {
        InfoStrip(text: painter.text, scale: scale, language: language).height(scene, overlays: overlays, width: width)
    }

    /// Draws the legend for `overlays` in `rect` (pixels): what each mark
    /// means, the touch point and hit view, and the whole responder chain
    /// (the window's inspector may show this beside the canvas).
    public func drawInfoStrip(_ scene: Scene, overlays: OverlaySet, in rect: CGRect, scale: CGFloat,
                              language: Language = .en, theme: PictureTheme = .dark, swatchesOnly: Bool = false) {
        clipped(to: rect) {
            InfoStrip(text: painter.text, scale: scale, language: language, theme: theme, swatchesOnly: swatchesOnly)
                .draw(scene, overlays: overlays, in: rect, with: painter)
        }
    }

    // MARK: Helpers for the window's own panels (inspector, help line)

    /// Fills `rect` (pixels) with `color`, blended.
    public func fillRect(_ rect: CGRect, _ color: RGBA) {
        painter.fill(.rect(rect), color)
    }

    /// Outlines `rect` (pixels) with a line `width` pixels wide.
    public func strokeRect(_ rect: CGRect, width: CGFloat, _ color: RGBA) {
        painter.stroke(.rect(rect), width: width, color)
    }

    /// Draws one line of text with its top-left at `origin` (pixels), at
    /// `pixelSize`, in the sans or monospace face, cut with "…" to
    /// `maxWidth` and clipped to `clip` when given. Returns its size in pixels.
    @discardableResult
    public func drawText(_ text: String, at origin: CGPoint, pixelSize: CGFloat, _ color: RGBA,
                         monospaced: Bool = false, maxWidth: CGFloat? = nil, clip: CGRect? = nil) -> CGSize {
        let draw = { self.painter.drawText(text, at: origin, size: pixelSize, color, face: monospaced ? .mono : .sans, maxWidth: maxWidth) }
        guard let clip else { return draw() }
        return clipped(to: clip, draw)
    }

    /// The size in pixels `text` takes at `pixelSize`.
    public func measureText(_ text: String, pixelSize: CGFloat, monospaced: Bool = false) -> CGSize {
        painter.text.measure(text, size: pixelSize, face: monospaced ? .mono : .sans)
    }
}
