import CCairo
import Foundation
import TapKit

/// Hatching of paint hit testing cannot reach: stripes over the shape,
/// the zone hit testing reaches cut out of them (cairo's DEST_OUT inside
/// every zone ring, in a group the size of the shape's box), the rest
/// painted on the picture. With no zone to cut out (a view's tappable
/// area) the stripes go straight onto the picture: a group costs a surface
/// and a composite per view, hundreds of them on a screen of a thousand views.
extension CairoPainter {
    func hatch(_ shape: Shape, transform: CGAffineTransform, outside zone: [[CGPoint]], period: CGFloat, stripe: CGFloat,
               colors: (under: RGBA, over: RGBA)) {
        guard !clip.isEmpty, period > 0, stripe > 0, period.isFinite, stripe.isFinite else { return }
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
        if appendPath(shape, transform) {
            setFillRule(shape.fillRule)
            if let tile = hatchTiles.tile(period: period, stripe: stripe, colors: colors, for: cairo) {
                // Pixels: the shape filled once with a repeating tile of the
                // stripes. Stroking every stripe through the shape as a clip
                // made cairo build a mask per shape and composite each line
                // through it — a sixth of a frame with a hundred curved hit areas.
                cairo_set_source(cairo, tile)
                cairo_fill(cairo)
            } else {
                stripes(area, period: period, stripe: stripe, colors: colors)
            }
        }
        if grouped {
            cairo_save(cairo)
            for ring in zone {
                if !appendPath(.polygon(ring, closed: true), .identity) { cairo_rectangle(cairo, 0, 0, 0, 0) }
                cairo_clip(cairo)
            }
            // Opaque, so that the cut removes the stripes whole.
            cairo_set_source_rgba(cairo, 0, 0, 0, 1)
            cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT)
            cairo_paint(cairo)
            cairo_restore(cairo)
            cairo_pop_group_to_source(cairo)
            cairo_paint(cairo)
        }
        cairo_restore(cairo)
    }

    /// SVG and PDF: each stripe a line of its own, clipped to the path
    /// already appended, so that slides get vector stripes rather than an
    /// image tile.
    private func stripes(_ area: PixelRect, period: CGFloat, stripe: CGFloat, colors: (under: RGBA, over: RGBA)) {
        cairo_save(cairo)
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
        cairo_restore(cairo)
    }
}
