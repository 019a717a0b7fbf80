import CCairo
import Foundation
import TapKit

/// Shapes turned into cairo paths, in pixels.
extension CairoPainter {
    /// Adds `shape` mapped by `t` to cairo's path, in pixels; false when
    /// there is nothing to add (a transform that flattens it, or numbers
    /// that are not finite). Shapes near the canvas are drawn by cairo under
    /// the transform (exact curves); shapes reaching beyond
    /// `safeCoordinate` are flattened, mapped and cut to the clip here.
    func appendPath(_ shape: Shape, _ t: CGAffineTransform) -> Bool {
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

    func isClosed(_ shape: Shape) -> Bool {
        if case let .polygon(_, closed) = shape { return closed }
        return true
    }

    /// Adds `shape` in the current (local) coordinates.
    private func append(_ shape: Shape) { Self.append(shape, to: cairo) }

    /// Adds `shape` to `cairo`'s path in its current coordinates.
    static func append(_ shape: Shape, to cairo: OpaquePointer) {
        switch shape {
        case let .rect(r):
            cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        case let .roundedRect(r, radius):
            appendRoundedRect(r, radius: Shape.cappedRadius(r, radius), to: cairo)
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
            for s in shapes { append(s, to: cairo) }
        }
    }

    /// A rounded rectangle's outline (radius already capped) on `cairo`'s path.
    static func appendRoundedRect(_ r: CGRect, radius: CGFloat, to cairo: OpaquePointer) {
        let k = Double(radius)
        let (x0, y0, x1, y1) = (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x1 - k, y0 + k, k, -.pi / 2, 0)
        cairo_arc(cairo, x1 - k, y1 - k, k, 0, .pi / 2)
        cairo_arc(cairo, x0 + k, y1 - k, k, .pi / 2, .pi)
        cairo_arc(cairo, x0 + k, y0 + k, k, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }
}
