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
    private let output: PixelRect
    private let layouts: PangoLayoutCache
    private var pushed = 0

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
        guard !color.isInvisible, !clip.isEmpty, appendPath(shape, transform) else { return }
        setColor(color)
        setFillRule(shape.fillRule)
        cairo_fill(cairo)
    }

    func stroke(_ shape: Shape, transform: CGAffineTransform, width: CGFloat, _ color: RGBA, dash: Dash?) {
        guard !color.isInvisible, !clip.isEmpty, width.isFinite, width > 0, appendPath(shape, transform) else { return }
        setColor(color)
        cairo_set_line_width(cairo, Double(width))
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        cairo_set_line_cap(cairo, dash == nil ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        if let dash, dash.on > 0, dash.off > 0 {
            let lengths = [Double(dash.on), Double(dash.off)]
            cairo_set_dash(cairo, lengths, 2, 0)
        }
        cairo_stroke(cairo)
        cairo_set_dash(cairo, nil, 0, 0)
    }

    func hatch(_ shape: Shape, transform: CGAffineTransform, outside zone: [[CGPoint]], period: CGFloat, stripe: CGFloat,
               colors: (under: RGBA, over: RGBA)) {
        guard !clip.isEmpty, period > 0, stripe > 0 else { return }
        let box = shape.boundingBox.applying(transform)
        guard PixelGeometry.isFinite(box) else { return }
        let area = PixelRect(covering: box).intersection(clip)
        guard !area.isEmpty else { return }
        // The group cairo makes is as large as the clip: keep it to the shape.
        cairo_save(cairo)
        cairo_rectangle(cairo, Double(area.x0), Double(area.y0), Double(area.width), Double(area.height))
        cairo_clip(cairo)
        cairo_push_group(cairo)
        cairo_save(cairo)
        if appendPath(shape, transform) {
            setFillRule(shape.fillRule)
            cairo_clip(cairo)
            // Lines at 45°, one per period along x + y, over the area.
            let x0 = Double(area.x0), y0 = Double(area.y0), x1 = Double(area.x1), y1 = Double(area.y1)
            for (color, width) in [(colors.under, 2 * stripe), (colors.over, stripe)] {
                var k = ((x0 + y0) / Double(period)).rounded(.down) * Double(period)
                while k <= x1 + y1 {
                    cairo_move_to(cairo, k - y0, y0)
                    cairo_line_to(cairo, k - y1, y1)
                    k += Double(period)
                }
                setColor(color)
                cairo_set_line_width(cairo, Double(width))
                cairo_stroke(cairo)
            }
        }
        cairo_restore(cairo)
        if !zone.isEmpty {
            cairo_save(cairo)
            for ring in zone {
                if !appendPath(.polygon(ring, closed: true), .identity) { cairo_rectangle(cairo, 0, 0, 0, 0) }
                cairo_clip(cairo)
            }
            cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
        cairo_pop_group_to_source(cairo)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    private func setColor(_ c: RGBA) {
        cairo_set_source_rgba(cairo, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
    }

    private func setFillRule(_ rule: FillRule) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// Adds `shape` mapped by `t` to cairo's path, in pixels; false when
    /// there is nothing to add (a transform that flattens it, or numbers
    /// that are not finite). Shapes near the canvas are drawn by cairo under
    /// the transform (exact curves); shapes reaching beyond
    /// `safeCoordinate` are flattened, mapped and cut to the clip here.
    private func appendPath(_ shape: Shape, _ t: CGAffineTransform) -> Bool {
        cairo_new_path(cairo)
        let det = t.a * t.d - t.b * t.c
        guard det.isFinite, det != 0, t.tx.isFinite, t.ty.isFinite else { return false }
        let box = shape.boundingBox
        guard !box.isNull, PixelGeometry.isFinite(box) else { return false }
        let mapped = box.applying(t)
        let limit = Self.safeCoordinate
        if PixelGeometry.isFinite(mapped), abs(mapped.minX) < limit, abs(mapped.maxX) < limit,
           abs(mapped.minY) < limit, abs(mapped.maxY) < limit {
            var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                                        x0: Double(t.tx), y0: Double(t.ty))
            cairo_set_matrix(cairo, &matrix)
            append(shape)
            cairo_identity_matrix(cairo)
            return true
        }
        let window = clip.cgRect.insetBy(dx: -64, dy: -64)
        var any = false
        for ring in shape.rings() {
            let points = ring.map { $0.applying(t) }
            let cut = isClosed(shape) ? PolygonClipper.clip(points, to: window) : points.map(PixelGeometry.clampNear)
            guard let first = cut.first, cut.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            cairo_move_to(cairo, Double(first.x), Double(first.y))
            for p in cut.dropFirst() { cairo_line_to(cairo, Double(p.x), Double(p.y)) }
            if isClosed(shape) { cairo_close_path(cairo) }
            any = true
        }
        return any
    }

    private func isClosed(_ shape: Shape) -> Bool {
        if case let .polygon(_, closed) = shape { return closed }
        return true
    }

    /// Adds `shape` in the current (local) coordinates.
    private func append(_ shape: Shape) {
        switch shape {
        case let .rect(r):
            cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        case let .roundedRect(r, radius):
            let k = Double(Shape.cappedRadius(r, radius))
            let (x0, y0, x1, y1) = (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, x1 - k, y0 + k, k, -.pi / 2, 0)
            cairo_arc(cairo, x1 - k, y1 - k, k, 0, .pi / 2)
            cairo_arc(cairo, x0 + k, y1 - k, k, .pi / 2, .pi)
            cairo_arc(cairo, x0 + k, y0 + k, k, .pi, 3 * .pi / 2)
            cairo_close_path(cairo)
        case let .ellipse(r):
            guard r.width > 0, r.height > 0 else { return }
            cairo_save(cairo)
            cairo_translate(cairo, Double(r.midX), Double(r.midY))
            cairo_scale(cairo, Double(r.width / 2), Double(r.height / 2))
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
            cairo_close_path(cairo)
            cairo_restore(cairo)
        case let .polygon(points, closed):
            guard let first = points.first else { return }
            cairo_move_to(cairo, Double(first.x), Double(first.y))
            for p in points.dropFirst() { cairo_line_to(cairo, Double(p.x), Double(p.y)) }
            if closed { cairo_close_path(cairo) }
        case let .compound(shapes, _):
            for s in shapes { append(s) }
        }
    }

    // MARK: Text

    func drawText(_ run: TextRun, _ color: RGBA, transform t: CGAffineTransform) {
        guard !color.isInvisible, !clip.isEmpty, !run.string.isEmpty else { return }
        let det = t.a * t.d - t.b * t.c
        guard det.isFinite, det != 0, t.tx.isFinite, t.ty.isFinite, run.origin.x.isFinite, run.origin.y.isFinite else { return }
        // Glyphs under a pixel are not seen, and FreeType cannot make
        // glyphs thousands of pixels tall: neither is drawn.
        let pixelSizes = [hypot(t.a, t.b), hypot(t.c, t.d)].map { $0 * run.size }
        guard pixelSizes.allSatisfy({ Self.drawnTextSizes.contains($0) }) else { return }
        // Text whose line box lands nowhere near the clip is skipped (and
        // never handed to cairo's fixed-point coordinates).
        let size = text.measure(run)
        let box = CGRect(origin: run.origin, size: CGSize(width: run.width ?? size.width, height: size.height)).applying(t)
        guard PixelGeometry.isFinite(box), PixelGeometry.intersects(box, clip.cgRect) else { return }
        // The layout is made under the transform's linear part; the text is
        // then moved to where its origin lands.
        let origin = run.origin.applying(t)
        var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: 0, y0: 0)
        cairo_set_matrix(cairo, &matrix)
        let layout = layouts.layout(for: run, linear: t, cairo: cairo)
        matrix.x0 = Double(origin.x)
        matrix.y0 = Double(origin.y)
        cairo_set_matrix(cairo, &matrix)
        setColor(color)
        cairo_move_to(cairo, 0, 0)
        pango_cairo_show_layout(cairo, layout)
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
    }
}
