import CSDL2
import Foundation
import TapKit

/// The one place TapRender's drawing meets SDL: fills pixel regions,
/// strokes lines and places text on an `SDL_Renderer`, inside a clip
/// rectangle. Everything above it (the tree, the overlays) works in points
/// and affine transforms and never calls SDL itself.
final class Painter {
    let renderer: OpaquePointer
    let text: TextRasterizer
    let textures: TextureCache
    /// Pixels outside this rectangle are never touched.
    private(set) var clip = PixelRect.everything
    /// The clip rectangle SDL itself has; nil when SDL clips nothing. Fills
    /// clip themselves, so SDL's clip is only brought up to date when it
    /// would cut into a fill or before a texture is drawn: setting it for
    /// every one of ten thousand views costs more than drawing them.
    private var sdlClip: PixelRect?
    /// Whether SDL blends fills now. An opaque colour is drawn as a plain
    /// copy: SDL's blend at alpha 255 gives exactly the source pixel, and
    /// its copy fill is several times faster than its per-pixel blend.
    private var sdlBlends = true
    /// Fills not yet handed to SDL: consecutive fills of one colour go to
    /// SDL as one call (SDL fills a call's rectangles in order, exactly as
    /// it would fill them one call each), which saves SDL's per-call work
    /// on the thousands of small fills overlays make.
    private var pending: [SDL_Rect] = []
    private var pendingColor = RGBA(0, 0, 0, 0)
    /// Benchmarks: what is handed to SDL, when set (see `DrawRecorder`).
    var recorder: DrawRecorder?
    /// The renderer's output size when the pass began.
    private var outputRect = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    init(renderer: OpaquePointer, fonts: FontSet) {
        self.renderer = renderer
        text = TextRasterizer(fonts: fonts)
        textures = TextureCache(renderer: renderer, rasterizer: text)
    }

    /// The renderer's output in pixels: every clip is limited to it, so a
    /// huge rectangle (a zoomed-in canvas) never costs more than the screen.
    var output: PixelRect {
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &w, &h) == 0 else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        return PixelRect(x0: 0, y0: 0, x1: Int(w), y1: Int(h))
    }

    /// Clips to `rect` within the output (SDL clips text; fills clip themselves).
    func setClip(_ rect: PixelRect) {
        clip = rect.intersection(outputRect)
    }

    /// Gives SDL the current clip (before text), or one that contains it
    /// (before a fill, which is already clipped to it).
    private func applyClip(exactly: Bool) {
        if let sdlClip, sdlClip == clip || (!exactly && sdlClip.contains(clip)) { return }
        flushPending()
        var sdl = clip.isEmpty ? SDL_Rect(x: 0, y: 0, w: 0, h: 0) : clip.sdlRect
        SDL_RenderSetClipRect(renderer, &sdl)
        sdlClip = clip
    }

    /// Starts a drawing pass: blending on, clip to `rect`.
    func begin(clip rect: PixelRect) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        outputRect = output
        sdlBlends = true
        setClip(rect)
        sdlClip = nil
        applyClip(exactly: true)
    }

    /// Leaves the renderer as the caller had it: no clip, blending on.
    func end() {
        flushPending()
        SDL_RenderSetClipRect(renderer, nil)
        sdlClip = nil
        if !sdlBlends { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
        sdlBlends = true
    }

    /// The draw colour, and blending only where the colour is translucent.
    private func setColor(_ color: RGBA) {
        let blends = color.a != 255
        if blends != sdlBlends {
            SDL_SetRenderDrawBlendMode(renderer, blends ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
            sdlBlends = blends
        }
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
    }

    /// Queues rectangles (already clipped) to be filled with `color`.
    private func queue(_ rects: UnsafeBufferPointer<SDL_Rect>, _ color: RGBA) {
        guard !rects.isEmpty else { return }
        applyClip(exactly: false)
        if !pending.isEmpty, pendingColor != color { flushPending() }
        pendingColor = color
        pending.append(contentsOf: rects)
    }

    /// Hands the queued fills to SDL.
    func flushPending() {
        guard !pending.isEmpty else { return }
        setColor(pendingColor)
        recorder?.commands.append(.fill(pendingColor, pending))
        pending.withUnsafeBufferPointer { buffer in
            _ = SDL_RenderFillRects(renderer, buffer.baseAddress, Int32(clamping: buffer.count))
        }
        pending.removeAll(keepingCapacity: true)
    }

    // MARK: Fills

    func fill(_ spans: SpanSet, _ color: RGBA) {
        guard !color.isInvisible, !clip.isEmpty else { return }
        spans.rects.withUnsafeBufferPointer { queue($0, color) }
    }

    /// Fills whole pixels, already limited to `clip`.
    private func fillPixels(_ box: PixelRect, _ color: RGBA) {
        guard !box.isEmpty else { return }
        var rect = box.sdlRect
        withUnsafePointer(to: &rect) { queue(UnsafeBufferPointer(start: $0, count: 1), color) }
    }

    /// Fills `rect`, given in local coordinates mapped to pixels by `t`.
    /// When `t` keeps it axis-aligned (no rotation or shear) that is one SDL
    /// rectangle, computed directly — the pixels whose centres are inside,
    /// exactly those the span filler would choose for the same four corners;
    /// otherwise it is filled as a ring.
    func fillRect(_ rect: CGRect, transform t: CGAffineTransform, _ color: RGBA) {
        guard !color.isInvisible, !clip.isEmpty else { return }
        if t.b == 0, t.c == 0 {
            // The same arithmetic as mapping the ring's corners.
            let p = CGPoint(x: rect.minX, y: rect.minY).applying(t), q = CGPoint(x: rect.maxX, y: rect.maxY).applying(t)
            if p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite {
                let box = PixelRect(x0: PixelRect.edge(min(p.x, q.x)), y0: PixelRect.edge(min(p.y, q.y)),
                                    x1: PixelRect.edge(max(p.x, q.x)), y1: PixelRect.edge(max(p.y, q.y)))
                fillPixels(box.intersection(clip), color)
                return
            }
        }
        fill([Outline.rect(rect)], transform: t, color)
    }

    /// Fills rings given in pixel coordinates.
    func fill(_ rings: [[CGPoint]], rule: FillRule = .nonZero, _ color: RGBA) {
        guard !color.isInvisible, !clip.isEmpty else { return }
        fill(SpanSet(rings: rings, rule: rule, clip: clip), color)
    }

    /// Fills rings given in some local coordinates, mapped to pixels by `t`.
    func fill(_ rings: [[CGPoint]], transform t: CGAffineTransform, rule: FillRule = .nonZero, _ color: RGBA) {
        fill(rings.map { $0.map { $0.applying(t) } }, rule: rule, color)
    }

    /// Strokes a line given in pixel coordinates, `width` pixels wide,
    /// optionally dashed (`dash`: on and off lengths in pixels).
    func stroke(_ points: [CGPoint], width: CGFloat, _ color: RGBA, closed: Bool = false, dash: (CGFloat, CGFloat)? = nil) {
        guard !color.isInvisible, !clip.isEmpty else { return }
        if closed, dash == nil, let frame = Self.rectangleOutline(points, width: width) {
            let rects = frame.map { $0.intersection(clip) }.filter { !$0.isEmpty }.map(\.sdlRect)
            rects.withUnsafeBufferPointer { queue($0, color) }
            return
        }
        // The same pixels as filling `Stroke.rings` of each dash, non-zero.
        fill(SpanSet(stroke: points, width: width, closed: closed, dash: dash, clip: clip), color)
    }

    /// The outline of an axis-aligned rectangle ring, stroked `width` wide,
    /// as four disjoint pixel rectangles (top and bottom bands full width,
    /// the sides between them): the same pixels as `Stroke.rings` filled
    /// non-zero — each side's band joined by the square at each corner —
    /// without building and scanning eight rings. Nil when the ring is not
    /// such a rectangle or the bands would meet (a rectangle thinner than
    /// the line): the general path handles those.
    static func rectangleOutline(_ points: [CGPoint], width: CGFloat) -> [PixelRect]? {
        guard width > 0, width.isFinite, points.count == 4 else { return nil }
        let (a, b, c, d) = (points[0], points[1], points[2], points[3])
        for p in points where !p.x.isFinite || !p.y.isFinite { return nil }
        guard (a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x) || (a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y) else {
            return nil
        }
        let half = width / 2
        let left = min(a.x, c.x), right = max(a.x, c.x), top = min(a.y, c.y), bottom = max(a.y, c.y)
        guard left < right, top < bottom else { return nil }
        let e = PixelRect.edge
        let x0 = e(left - half), x1 = e(right + half)
        let topBand = PixelRect(x0: x0, y0: e(top - half), x1: x1, y1: e(top + half))
        let bottomBand = PixelRect(x0: x0, y0: e(bottom - half), x1: x1, y1: e(bottom + half))
        let leftBand = PixelRect(x0: x0, y0: topBand.y1, x1: e(left + half), y1: bottomBand.y0)
        let rightBand = PixelRect(x0: e(right - half), y0: topBand.y1, x1: x1, y1: bottomBand.y0)
        guard topBand.y1 <= bottomBand.y0, leftBand.x1 <= rightBand.x0 else { return nil }
        return [topBand, bottomBand, leftBand, rightBand]
    }

    func fillRect(_ rect: CGRect, _ color: RGBA) {
        fill([Outline.rect(rect)], color)
    }

    // MARK: Text

    /// Draws a text texture whose top-left is `origin` in local coordinates
    /// mapped by `t`, at `unitsPerPixel` local units per texture pixel.
    /// Unrotated, unmirrored text is copied pixel for pixel at a whole-pixel
    /// position (crisp); any other transform draws it as two textured
    /// triangles with SDL_RenderGeometry.
    func draw(_ texture: TextTexture, origin: CGPoint, unitsPerPixel: CGFloat, transform t: CGAffineTransform, opacity: CGFloat) {
        guard !clip.isEmpty else { return }
        flushPending()
        applyClip(exactly: true)
        let alpha = RGBA.byte(opacity)
        guard alpha > 0 else { return }
        let w = CGFloat(texture.width) * unitsPerPixel, h = CGFloat(texture.height) * unitsPerPixel
        let corners = [origin, CGPoint(x: origin.x + w, y: origin.y), CGPoint(x: origin.x, y: origin.y + h),
                       CGPoint(x: origin.x + w, y: origin.y + h)].map { $0.applying(t) }
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite && abs($0.x) < 1e7 && abs($0.y) < 1e7 }) else { return }
        let upright = abs(t.b) < 1e-9 && abs(t.c) < 1e-9 && t.a > 0 && t.d > 0
        if upright, abs(corners[3].x - corners[0].x - CGFloat(texture.width)) < 0.01,
           abs(corners[3].y - corners[0].y - CGFloat(texture.height)) < 0.01 {
            SDL_SetTextureAlphaMod(texture.texture, alpha)
            var target = SDL_Rect(x: Int32(corners[0].x.rounded()), y: Int32(corners[0].y.rounded()),
                                  w: Int32(texture.width), h: Int32(texture.height))
            recorder?.commands.append(.copy(texture.texture, target, alpha))
            _ = SDL_RenderCopy(renderer, texture.texture, nil, &target)
            return
        }
        SDL_SetTextureAlphaMod(texture.texture, 255)
        let white = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
        // Only the part near the clip: SDL's rasteriser overflows on far corners.
        guard let polygon = TexturedQuad(corners: corners).polygon(within: clip.cgRect) else { return }
        var vertices = polygon.map { v in
            SDL_Vertex(position: SDL_FPoint(x: Float(v.position.x), y: Float(v.position.y)), color: white,
                       tex_coord: SDL_FPoint(x: Float(v.uv.x), y: Float(v.uv.y)))
        }
        // The whole quad as two triangles (the order SDL has always been
        // given), or the cut polygon as a fan.
        var indices: [Int32] = polygon.count == 4 && polygon[2].uv == CGPoint(x: 1, y: 1) && polygon[3].uv == CGPoint(x: 0, y: 1)
            ? [0, 1, 3, 3, 1, 2]
            : (1..<Int32(polygon.count - 1)).flatMap { [0, $0, $0 + 1] }
        _ = SDL_RenderGeometry(renderer, texture.texture, &vertices, Int32(vertices.count), &indices, Int32(indices.count))
    }

    /// Draws `string` in pixel space with its top-left at `origin`.
    @discardableResult
    func drawText(_ string: String, at origin: CGPoint, pixelSize: Int, _ color: RGBA, face: FontSet.Face = .sans) -> CGSize {
        guard let texture = textures.texture(string, pixelSize: pixelSize, color: color, face: face) else { return .zero }
        draw(texture, origin: origin, unitsPerPixel: 1, transform: .identity, opacity: CGFloat(color.a) / 255)
        return CGSize(width: texture.width, height: texture.height)
    }
}
