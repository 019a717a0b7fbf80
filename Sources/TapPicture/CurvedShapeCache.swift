import CCairo
import Foundation
import TapKit

/// Curved shapes (ellipses, rounded rectangles) filled or stroked once
/// into an alpha mask and kept, so that drawing one again is a mask
/// composite of whatever source is set (a colour, or the hatching's tile).
///
/// Why: cairo's stroker turns every curve into many short segments and
/// joins them; a circle's outline costs about as much as filling 2.5 disks
/// (40 µs for an 80-pixel circle here), and the hit-region overlay strokes
/// each curved hit shape twice (halo, then line) and hatches it, and every
/// tag is a rounded box, once per frame. The window draws the same scene
/// again on every pointer move, so the same shapes come back frame after
/// frame. The key is the shape in device pixels, exact (its fractional
/// position included), so a cached mask covers exactly the pixels the
/// shape would, with the same coverage. Image surfaces only: SVG and PDF
/// keep their vector paths.
final class CurvedShapeCache {
    struct Key: Hashable {
        /// The shape mapped to pixels (an axis-aligned transform keeps it
        /// an ellipse or a rounded rectangle), relative to its whole-pixel origin.
        var kind: UInt8
        var x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, radius: CGFloat
        /// 0: filled (non-zero); otherwise stroked this wide.
        var lineWidth: CGFloat
        /// A dashed outline's pattern (0, 0: solid).
        var dashOn: CGFloat = 0, dashOff: CGFloat = 0
    }

    private struct Entry {
        var mask: OpaquePointer
        /// Where the mask's top-left goes, relative to the shape's whole-pixel origin.
        var offset: Int
    }

    private var entries: [Key: Entry] = [:]
    /// Enough for every curved outline of a busy frame; a frame that needs
    /// more starts the cache afresh rather than growing it without bound.
    static let capacity = 2048

    deinit { removeAll() }

    /// How many masks are kept.
    var count: Int { entries.count }

    func removeAll() {
        for entry in entries.values { cairo_surface_destroy(entry.mask) }
        entries.removeAll()
    }

    /// Strokes `shape` under `t` (or fills it, for a `lineWidth` of 0)
    /// with the source already set on `cairo`, from a cached mask; false
    /// when the shape or the surface is not one this cache takes (the
    /// caller draws it itself).
    ///
    /// A dashed outline is taken too, for a plain rectangle as well (cairo
    /// cuts every dash into a box of its own: a dashed hit-inset frame
    /// costs as much as a curve), when no flip changes where its dashes start.
    func draw(_ shape: Shape, _ t: CGAffineTransform, lineWidth width: CGFloat, dash: Dash? = nil,
              on cairo: OpaquePointer) -> Bool {
        guard cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE,
              t.b == 0, t.c == 0, width >= 0, width < 64 else { return false }
        if let dash {
            guard width > 0, t.a > 0, t.d > 0, dash.on > 0.5, dash.off > 0.5, dash.on < 512, dash.off < 512 else { return false }
        }
        let (kind, rect, radius): (UInt8, CGRect, CGFloat)
        switch shape {
        case let .ellipse(r): (kind, rect, radius) = (0, r.applying(t).standardized, 0)
        case let .roundedRect(r, radius: k) where t.a == t.d || t.a == -t.d:
            (kind, rect, radius) = (1, r.applying(t).standardized, Shape.cappedRadius(r, k) * abs(t.a))
        case let .rect(r) where dash != nil: (kind, rect, radius) = (2, r.applying(t).standardized, 0)
        default: return false
        }
        guard PixelGeometry.isFinite(rect), rect.width > 0, rect.height > 0, rect.width < 2048, rect.height < 2048,
              abs(rect.minX) < 1_000_000, abs(rect.minY) < 1_000_000 else { return false }
        let originX = rect.minX.rounded(.down), originY = rect.minY.rounded(.down)
        let key = Key(kind: kind, x: rect.minX - originX, y: rect.minY - originY, width: rect.width, height: rect.height,
                      radius: radius, lineWidth: width, dashOn: dash?.on ?? 0, dashOff: dash?.off ?? 0)
        guard let entry = entries[key] ?? make(key) else { return false }
        cairo_mask_surface(cairo, entry.mask, Double(originX) - Double(entry.offset), Double(originY) - Double(entry.offset))
        return true
    }

    private func make(_ key: Key) -> Entry? {
        if entries.count >= Self.capacity { removeAll() }
        let pad = Int(key.lineWidth.rounded(.up)) + 2
        let width = Int((key.x + key.width).rounded(.up)) + 2 * pad, height = Int((key.y + key.height).rounded(.up)) + 2 * pad
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(mask) else {
            cairo_surface_destroy(mask)
            return nil
        }
        let rect = CGRect(x: key.x + CGFloat(pad), y: key.y + CGFloat(pad), width: key.width, height: key.height)
        let shape: Shape = switch key.kind {
        case 0: .ellipse(rect)
        case 1: .roundedRect(rect, radius: key.radius)
        default: .rect(rect)
        }
        CairoPainter.append(shape, to: cr)
        if key.dashOn > 0 {
            let lengths = [Double(key.dashOn), Double(key.dashOff)]
            cairo_set_dash(cr, lengths, 2, 0)
        }
        if key.lineWidth > 0 {
            cairo_set_line_width(cr, Double(key.lineWidth))
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            cairo_stroke(cr)
        } else {
            cairo_fill(cr)
        }
        cairo_destroy(cr)
        let entry = Entry(mask: mask, offset: pad)
        entries[key] = entry
        return entry
    }
}
