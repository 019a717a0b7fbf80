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
        var sdl = clip.isEmpty ? SDL_Rect(x: 0, y: 0, w: 0, h: 0) : clip.sdlRect
        SDL_RenderSetClipRect(renderer, &sdl)
    }

    /// Starts a drawing pass: blending on, clip to `rect`.
    func begin(clip rect: PixelRect) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        outputRect = output
        setClip(rect)
    }

    /// Leaves the renderer as the caller had it: no clip.
    func end() {
        SDL_RenderSetClipRect(renderer, nil)
    }

    // MARK: Fills

    func fill(_ spans: SpanSet, _ color: RGBA) {
        guard !color.isInvisible, !clip.isEmpty else { return }
        let rects = spans.rects
        guard !rects.isEmpty else { return }
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        rects.withUnsafeBufferPointer { buffer in
            _ = SDL_RenderFillRects(renderer, buffer.baseAddress, Int32(clamping: buffer.count))
        }
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
        let pieces = dash.map { Stroke.dashes(points, on: $0.0, off: $0.1, closed: closed) } ?? [points]
        let rings = pieces.flatMap { Stroke.rings($0, width: width, closed: dash == nil && closed) }
        fill(rings, rule: .nonZero, color)
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
            _ = SDL_RenderCopy(renderer, texture.texture, nil, &target)
            return
        }
        SDL_SetTextureAlphaMod(texture.texture, 255)
        let white = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
        let uv = [(0, 0), (1, 0), (0, 1), (1, 1)]
        var vertices = zip(corners, uv).map { p, c in
            SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: white,
                       tex_coord: SDL_FPoint(x: Float(c.0), y: Float(c.1)))
        }
        var indices: [Int32] = [0, 1, 2, 2, 1, 3]
        _ = SDL_RenderGeometry(renderer, texture.texture, &vertices, 4, &indices, 6)
    }

    /// Draws `string` in pixel space with its top-left at `origin`.
    @discardableResult
    func drawText(_ string: String, at origin: CGPoint, pixelSize: Int, _ color: RGBA, face: FontSet.Face = .sans) -> CGSize {
        guard let texture = textures.texture(string, pixelSize: pixelSize, color: color, face: face) else { return .zero }
        draw(texture, origin: origin, unitsPerPixel: 1, transform: .identity, opacity: CGFloat(color.a) / 255)
        return CGSize(width: texture.width, height: texture.height)
    }
}
