import CCairo
import CPango
import Foundation
import TapKit

/// `Painter` on a cairo context: an image surface (the window's frames and
/// PNG pictures), an SVG or a PDF surface, all anti-aliased, with text laid
/// out by Pango. The context belongs to the caller.
final class CairoPainter: Painter {
    let cairo: OpaquePointer
    let text: TextMeasurer
    private(set) var clip = PixelRect.everything
    /// The surface's own extent: every clip is limited to it.
    let output: PixelRect
    let layouts: PangoLayoutCache
    let hatchTiles = HatchTiles()
    let curvedShapes = CurvedShapeCache()
    /// An image surface (the window, PNG): cached tiles and shapes serve
    /// it; SVG and PDF get every path as a vector.
    let drawsPixels: Bool
    private var pushed = 0
    /// On an SVG surface, every run drawn is also kept here as a `<text>`
    /// element (see `SVGTextLayer`); nil for pixels and PDF.
    var textLayer: SVGTextLayer?

    /// Coordinates beyond this many pixels are cut to the clip in Swift
    /// first: cairo keeps coordinates in 24.8 fixed point (about ±8 million).
    static let safeCoordinate: CGFloat = 1_000_000

    /// Text sizes in pixels that are drawn.
    static let drawnTextSizes: ClosedRange<CGFloat> = 1...2000

    init(cairo: OpaquePointer, output: PixelRect, text: TextMeasurer) {
        self.cairo = cairo
        self.output = output
        self.text = text
        layouts = PangoLayoutCache(text: text)
        drawsPixels = cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE
        cairo_save(cairo)
        setClip(output)
    }

    // MARK: Clip

    func setClip(_ rect: PixelRect) {
        while pushed > 0 { popClip() }
        clip = rect.intersection(output)
        cairo_restore(cairo)
        cairo_save(cairo)
        cairo_rectangle(cairo, Double(clip.x0), Double(clip.y0), Double(clip.width), Double(clip.height))
        cairo_clip(cairo)
    }

    func pushClip(_ shape: Shape, transform: CGAffineTransform) {
        cairo_save(cairo)
        pushed += 1
        if !appendPath(shape, transform) { cairo_rectangle(cairo, 0, 0, 0, 0) }
        setFillRule(shape.fillRule)
        cairo_clip(cairo)
    }

    func popClip() {
        guard pushed > 0 else { return }
        pushed -= 1
        cairo_restore(cairo)
    }

    // MARK: Shapes

    func fill(_ shape: Shape, transform: CGAffineTransform, _ color: RGBA) {
        guard !color.isInvisible, !clip.isEmpty else { return }
        setColor(color)
        if drawsPixels, curvedShapes.draw(shape, transform, lineWidth: 0, on: cairo) { return }
        guard appendPath(shape, transform) else { return }
        setFillRule(shape.fillRule)
        cairo_fill(cairo)
    }

    func stroke(_ shape: Shape, transform: CGAffineTransform, width: CGFloat, _ color: RGBA, dash: Dash?) {
        guard !color.isInvisible, !clip.isEmpty, width.isFinite, width > 0 else { return }
        setColor(color)
        if drawsPixels, curvedShapes.draw(shape, transform, lineWidth: width, dash: dash, on: cairo) { return }
        guard appendPath(shape, transform) else { return }
        cairo_set_line_width(cairo, Double(width))
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        // A closed outline has no ends, so round caps would change nothing
        // but keep cairo off its fast path for straight outlines (a view's
        // frame): only open lines get them.
        cairo_set_line_cap(cairo, dash == nil && !isClosed(shape) ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        if let dash, dash.on > 0, dash.off > 0 {
            let lengths = [Double(dash.on), Double(dash.off)]
            cairo_set_dash(cairo, lengths, 2, 0)
        }
        cairo_stroke(cairo)
        cairo_set_dash(cairo, nil, 0, 0)
    }

    /// Both outlines as one cached stamp where the shape allows it (see
    /// `CurvedShapeCache.stamp`), else one stroke after the other.
    func stroke(_ shape: Shape, transform: CGAffineTransform, width: CGFloat, _ color: RGBA,
                halo: (width: CGFloat, color: RGBA), dash: Dash?) {
        if drawsPixels, !clip.isEmpty, width.isFinite, width > 0, halo.width.isFinite, halo.width > 0,
           curvedShapes.stamp(shape, transform, outlines: [(halo.width, halo.color), (width, color)], dash: dash, on: cairo) {
            return
        }
        stroke(shape, transform: transform, width: halo.width, halo.color, dash: dash)
        stroke(shape, transform: transform, width: width, color, dash: dash)
    }

    func setColor(_ c: RGBA) {
        cairo_set_source_rgba(cairo, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
    }

    func setFillRule(_ rule: FillRule) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }
}
