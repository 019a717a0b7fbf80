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
        // A rectangle outside rectangles (views without transforms, the
        // common case) is a few boxes: no group to cut the zone out of.
        let boxes = zone.isEmpty ? nil : Self.boxes(of: shape, transform, outside: zone)
        let grouped = !zone.isEmpty && boxes == nil
        if grouped { cairo_push_group(cairo) }
        let tileKey = HatchTiles.Key(period: period, stripe: stripe, under: colors.under, over: colors.over)
        if drawsPixels, let tile = hatchTiles.tile(period: period, stripe: stripe, colors: colors) {
            // Pixels: the shape filled once with a repeating tile of the
            // stripes (a curved one through its cached mask). Stroking every
            // stripe through the shape as a clip made cairo build a mask per
            // shape and composite each line through it — a sixth of a frame
            // with a hundred curved hit areas.
            cairo_set_source(cairo, tile)
            if let boxes {
                appendBoxes(boxes)
                cairo_fill(cairo)
            } else if !curvedShapes.hatch(shape, transform, tile: tile, key: tileKey, on: cairo), appendPath(shape, transform) {
                setFillRule(shape.fillRule)
                cairo_fill(cairo)
            }
        } else if let boxes {
            appendBoxes(boxes)
            stripes(area, period: period, stripe: stripe, colors: colors)
        } else if appendPath(shape, transform) {
            setFillRule(shape.fillRule)
            stripes(area, period: period, stripe: stripe, colors: colors)
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

    private func appendBoxes(_ boxes: [CGRect]) {
        cairo_new_path(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        for b in boxes { cairo_rectangle(cairo, Double(b.minX), Double(b.minY), Double(b.width), Double(b.height)) }
    }

    /// `shape` (pixels) less the intersection of `zone`'s rings, as at most
    /// four boxes, when the shape is a rectangle kept axis-aligned by `t`
    /// and every ring an axis-aligned rectangle; nil otherwise (the caller
    /// cuts the zone out of a group).
    static func boxes(of shape: Shape, _ t: CGAffineTransform, outside zone: [[CGPoint]]) -> [CGRect]? {
        guard case let .rect(r) = shape, t.b == 0, t.c == 0 else { return nil }
        let s = r.applying(t).standardized
        var inner = CGRect.infinite
        for ring in zone {
            guard let box = axisAlignedBox(ring) else { return nil }
            inner = inner.intersection(box)
        }
        guard PixelGeometry.isFinite(s) else { return nil }
        return pieces(of: s, outside: inner)
    }

    /// What of `box` lies outside `cover`: up to four boxes (above, below,
    /// left, right of their overlap), or `box` when they do not overlap.
    static func pieces(of box: CGRect, outside cover: CGRect) -> [CGRect] {
        let z = cover.intersection(box)
        guard !z.isNull, z.width > 0, z.height > 0 else { return [box] }
        return [
            CGRect(x: box.minX, y: box.minY, width: box.width, height: z.minY - box.minY),
            CGRect(x: box.minX, y: z.maxY, width: box.width, height: box.maxY - z.maxY),
            CGRect(x: box.minX, y: z.minY, width: z.minX - box.minX, height: z.height),
            CGRect(x: z.maxX, y: z.minY, width: box.maxX - z.maxX, height: z.height),
        ].filter { $0.width > 0 && $0.height > 0 }
    }

    /// The rectangle a ring of four corners with horizontal and vertical
    /// sides outlines; nil for any other ring.
    static func axisAlignedBox(_ ring: [CGPoint]) -> CGRect? {
        guard ring.count == 4 else { return nil }
        for i in 0..<4 {
            let a = ring[i], b = ring[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        let xs = ring.map(\.x), ys = ring.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(), x0 < x1, y0 < y1 else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
