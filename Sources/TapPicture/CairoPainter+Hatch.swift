import CCairo
import Foundation
import TapKit

/// Hatching of paint hit testing cannot reach: stripes drawn over the shape
/// into a group the size of the shape's box, the zone hit testing reaches
/// cut out of it (cairo's DEST_OUT inside every zone ring), the rest
/// painted on the picture. With no zone to cut out (a view's tappable
/// area) the stripes go straight onto the picture: a group costs a surface
/// and a composite per view, hundreds of them on a screen of a thousand views.
extension CairoPainter {
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
        let grouped = !zone.isEmpty
        if grouped { cairo_push_group(cairo) }
        cairo_save(cairo)
        if appendPath(shape, transform) {
            setFillRule(shape.fillRule)
            cairo_clip(cairo)
            // Lines at 45°, one per period along x + y, over the area.
            let x0 = Double(area.x0), y0 = Double(area.y0), x1 = Double(area.x1), y1 = Double(area.y1)
            for (color, width) in [(colors.under, 2 * stripe), (colors.over, stripe)] where !color.isInvisible {
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
        if grouped {
            cairo_save(cairo)
            for ring in zone {
                if !appendPath(.polygon(ring, closed: true), .identity) { cairo_rectangle(cairo, 0, 0, 0, 0) }
                cairo_clip(cairo)
            }
            cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT)
            cairo_paint(cairo)
            cairo_restore(cairo)
            cairo_pop_group_to_source(cairo)
            cairo_paint(cairo)
        }
        cairo_restore(cairo)
    }
}
