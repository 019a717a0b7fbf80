import CCairo
import CPango
import Foundation
import TapKit

/// Text through Pango: one laid-out line per run, kept between frames
/// (`PangoLayoutCache`), drawn where the run's origin lands.
extension CairoPainter {
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
        textLayer?.add(run, layout: layout, matrix: CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: origin.x, ty: origin.y),
                       family: run.face == .mono ? text.fonts.monospaceFamily : text.fonts.family, color: color)
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
    }
}
