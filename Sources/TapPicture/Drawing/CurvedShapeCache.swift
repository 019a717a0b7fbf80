import CCairo
import Foundation
import TapKit

/// Curved shapes (ellipses, rounded rectangles) and dashed rectangles drawn
/// once into a small surface and kept, so that drawing one again is a
/// single composite: an alpha mask of the shape for whatever source is set
/// (a colour, or the hatching's tile), or a finished stamp of an outline
/// over its white halo.
///
/// Why: cairo's stroker turns every curve into many short segments and
/// joins them; a circle's outline costs about as much as filling 2.5 disks
/// (40 µs for an 80-pixel circle here), and the hit-region overlay strokes
/// each curved hit shape twice (halo, then line) and hatches it, and every
/// tag is a rounded box, once per frame. The window draws the same scene
/// again on every pointer move, so the same shapes come back frame after
/// frame. The key is the shape in device pixels, exact (its fractional
/// position included), so a cached surface covers exactly the pixels the
/// shape would, with the same coverage. For image surfaces only (the
/// painter asks only for those): SVG and PDF keep their vector paths.
final class CurvedShapeCache {
    /// A shape mapped to pixels (an axis-aligned transform keeps it an
    /// ellipse or a rounded rectangle), relative to its whole-pixel origin.
    struct Geometry: Hashable {
        var kind: UInt8
        var x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, radius: CGFloat

        var shape: Shape {
            let rect = CGRect(x: x, y: y, width: width, height: height)
            switch kind {
            case 0: return .ellipse(rect)
            case 1: return .roundedRect(rect, radius: radius)
            default: return .rect(rect)
            }
        }
    }

    /// One outline: 0 wide is a fill; a dash of 0, 0 is solid.
    struct Outline: Hashable {
        var lineWidth: CGFloat
        var dashOn: CGFloat = 0, dashOff: CGFloat = 0
    }

    private struct MaskKey: Hashable {
        var geometry: Geometry, outline: Outline
    }

    private struct StampKey: Hashable {
        var geometry: Geometry, outlines: [Outline], colors: [RGBA]
    }

    private struct HatchKey: Hashable {
        var geometry: Geometry, tile: HatchTiles.Key
        /// Where the stamp's origin falls in the stripes' period: stripes
        /// keep to the picture's pixels, wherever the shape is.
        var phaseX: CGFloat, phaseY: CGFloat
    }

    private struct Entry {
        var surface: OpaquePointer
        /// Where the surface's top-left goes, relative to the shape's whole-pixel origin.
        var offset: Int
    }

    private var masks: [MaskKey: Entry] = [:]
    private var stamps: [StampKey: Entry] = [:]
    private var hatches: [HatchKey: Entry] = [:]
    /// Enough for every shape of a busy frame; a frame that needs more
    /// starts the cache afresh rather than growing it without bound.
    static let capacity = 2048

    deinit { removeAll() }

    /// How many surfaces are kept.
    var count: Int { masks.count + stamps.count + hatches.count }

    func removeAll() {
        for entry in masks.values { cairo_surface_destroy(entry.surface) }
        for entry in stamps.values { cairo_surface_destroy(entry.surface) }
        for entry in hatches.values { cairo_surface_destroy(entry.surface) }
        masks.removeAll()
        stamps.removeAll()
        hatches.removeAll()
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
        guard let outline = Self.outline(width, dash), let (geometry, x, y) = Self.geometry(shape, t, dashed: dash != nil)
        else { return false }
        let key = MaskKey(geometry: geometry, outline: outline)
        guard let entry = cached(key, in: \.masks, make: {
            Self.render(geometry, pad: outline.lineWidth, format: CAIRO_FORMAT_A8) { cr, shape in Self.draw(shape, outline, on: cr) }
        }) else { return false }
        Self.clipToBand(geometry, x, y, lineWidth: outline.lineWidth, on: cairo) {
            cairo_mask_surface(cairo, entry.surface, x - Double(entry.offset), y - Double(entry.offset))
        }
        return true
    }

    /// Runs `composite` with the clip narrowed to the band an outline of
    /// `lineWidth` covers: the stamp of a rectangle's outline is as large
    /// as the rectangle, and compositing its empty inside cost a walk of
    /// 10,000 large views 2.4 billion pixels. Only pixels the outline
    /// leaves transparent are cut (the inner edge is on whole pixels, at
    /// least the radius, half the line and a pixel of antialiasing in), so
    /// the picture is the same. Fills (`lineWidth` 0) and ellipses are
    /// composited whole.
    private static func clipToBand(_ geometry: Geometry, _ x: Double, _ y: Double, lineWidth: CGFloat, on cairo: OpaquePointer,
                                   _ composite: () -> Void) {
        let inset = Double(geometry.radius + lineWidth / 2 + 2)
        let left = (x + Double(geometry.x) + inset).rounded(.up), right = (x + Double(geometry.x + geometry.width) - inset).rounded(.down)
        let top = (y + Double(geometry.y) + inset).rounded(.up), bottom = (y + Double(geometry.y + geometry.height) - inset).rounded(.down)
        guard geometry.kind != 0, lineWidth > 0, right - left > 8, bottom - top > 8 else { return composite() }
        let pad = Double(Self.pad(lineWidth)) + 2
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, x + Double(geometry.x) - pad, y + Double(geometry.y) - pad,
                        Double(geometry.width) + 2 * pad, Double(geometry.height) + 2 * pad)
        cairo_rectangle(cairo, left, top, right - left, bottom - top)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cairo)
        composite()
        cairo_restore(cairo)
    }

    /// Draws outlines of `shape` over each other, first to last, each in
    /// its colour (a white halo, then the line), as one cached stamp: one
    /// composite instead of one stroke per outline. False when the cache
    /// does not take the shape.
    func stamp(_ shape: Shape, _ t: CGAffineTransform, outlines: [(width: CGFloat, color: RGBA)], dash: Dash?,
               on cairo: OpaquePointer) -> Bool {
        let made = outlines.compactMap { Self.outline($0.width, dash) }
        guard made.count == outlines.count, outlines.allSatisfy({ $0.width > 0 }),
              let (geometry, x, y) = Self.geometry(shape, t, dashed: dash != nil) else { return false }
        let key = StampKey(geometry: geometry, outlines: made, colors: outlines.map(\.color))
        guard let entry = cached(key, in: \.stamps, make: {
            Self.render(geometry, pad: made.map(\.lineWidth).max() ?? 0, format: CAIRO_FORMAT_ARGB32) { cr, shape in
                for (outline, c) in zip(made, key.colors) {
                    cairo_set_source_rgba(cr, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
                    Self.draw(shape, outline, on: cr)
                }
            }
        }) else { return false }
        cairo_set_source_surface(cairo, entry.surface, x - Double(entry.offset), y - Double(entry.offset))
        Self.clipToBand(geometry, x, y, lineWidth: made.map(\.lineWidth).max() ?? 0, on: cairo) { cairo_paint(cairo) }
        return true
    }

    /// Fills `shape` with the hatching `tile` (a repeating pattern of
    /// `key`'s stripes, aligned to the picture's pixels) as one cached
    /// stamp. False when the cache does not take the shape.
    func hatch(_ shape: Shape, _ t: CGAffineTransform, tile: OpaquePointer, key tileKey: HatchTiles.Key,
               on cairo: OpaquePointer) -> Bool {
        guard let (geometry, x, y) = Self.geometry(shape, t, dashed: false) else { return false }
        let pad = Self.pad(0)
        let left = x - Double(pad), top = y - Double(pad)
        let period = Double(tileKey.period)
        let key = HatchKey(geometry: geometry, tile: tileKey, phaseX: CGFloat(left.truncatingRemainder(dividingBy: period)),
                           phaseY: CGFloat(top.truncatingRemainder(dividingBy: period)))
        guard let entry = cached(key, in: \.hatches, make: {
            Self.render(geometry, pad: 0, format: CAIRO_FORMAT_ARGB32) { cr, shape in
                // The tile's stripes where the picture has them: the stamp's
                // pixel (0, 0) is the picture's (left, top).
                var saved = cairo_matrix_t()
                cairo_pattern_get_matrix(tile, &saved)
                var moved = saved
                cairo_matrix_translate(&moved, left, top)
                cairo_pattern_set_matrix(tile, &moved)
                cairo_set_source(cr, tile)
                Self.draw(shape, Outline(lineWidth: 0), on: cr)
                cairo_pattern_set_matrix(tile, &saved)
            }
        }) else { return false }
        cairo_set_source_surface(cairo, entry.surface, left, top)
        cairo_paint(cairo)
        return true
    }

    private static func pad(_ width: CGFloat) -> Int { Int(width.rounded(.up)) + 2 }

    private static func outline(_ width: CGFloat, _ dash: Dash?) -> Outline? {
        guard width >= 0, width < 64 else { return nil }
        guard let dash else { return Outline(lineWidth: width) }
        guard width > 0, dash.on > 0.5, dash.off > 0.5, dash.on < 512, dash.off < 512 else { return nil }
        return Outline(lineWidth: width, dashOn: dash.on, dashOff: dash.off)
    }

    /// The shape in pixels and its whole-pixel origin; nil for what the
    /// cache does not take (a turned or flipped shape, a
    /// plain undashed rectangle, geometry out of range).
    private static func geometry(_ shape: Shape, _ t: CGAffineTransform, dashed: Bool) -> (Geometry, Double, Double)? {
        guard t.b == 0, t.c == 0, !dashed || (t.a > 0 && t.d > 0) else { return nil }
        let (kind, rect, radius): (UInt8, CGRect, CGFloat)
        switch shape {
        case let .ellipse(r): (kind, rect, radius) = (0, r.applying(t).standardized, 0)
        case let .roundedRect(r, radius: k) where t.a == t.d || t.a == -t.d:
            (kind, rect, radius) = (1, r.applying(t).standardized, Shape.cappedRadius(r, k) * abs(t.a))
        case let .rect(r) where dashed: (kind, rect, radius) = (2, r.applying(t).standardized, 0)
        default: return nil
        }
        guard PixelGeometry.isFinite(rect), rect.width > 0, rect.height > 0, rect.width < 2048, rect.height < 2048,
              abs(rect.minX) < 1_000_000, abs(rect.minY) < 1_000_000 else { return nil }
        let originX = rect.minX.rounded(.down), originY = rect.minY.rounded(.down)
        let geometry = Geometry(kind: kind, x: rect.minX - originX, y: rect.minY - originY, width: rect.width,
                                height: rect.height, radius: radius)
        return (geometry, Double(originX), Double(originY))
    }

    /// The entry kept under `key`, or the one `make` draws, kept (a full
    /// cache starts afresh first).
    private func cached<K: Hashable>(_ key: K, in table: ReferenceWritableKeyPath<CurvedShapeCache, [K: Entry]>,
                                     make: () -> Entry?) -> Entry? {
        if let entry = self[keyPath: table][key] { return entry }
        guard let entry = make() else { return nil }
        if count >= Self.capacity { removeAll() }
        self[keyPath: table][key] = entry
        return entry
    }

    /// A surface just large enough for the shape and its widest outline,
    /// with `body` drawing the shape (in the surface's pixels) on it.
    private static func render(_ geometry: Geometry, pad width: CGFloat, format: cairo_format_t,
                               body: (OpaquePointer, Shape) -> Void) -> Entry? {
        let pad = pad(width)
        let w = Int((geometry.x + geometry.width).rounded(.up)) + 2 * pad
        let h = Int((geometry.y + geometry.height).rounded(.up)) + 2 * pad
        guard let surface = cairo_image_surface_create(format, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        var moved = geometry
        moved.x += CGFloat(pad)
        moved.y += CGFloat(pad)
        body(cr, moved.shape)
        cairo_destroy(cr)
        return Entry(surface: surface, offset: pad)
    }

    /// Fills or strokes `shape` with the source set on `cr`, as `CairoPainter` would.
    private static func draw(_ shape: Shape, _ outline: Outline, on cr: OpaquePointer) {
        cairo_new_path(cr)
        CairoPainter.append(shape, to: cr)
        guard outline.lineWidth > 0 else {
            cairo_fill(cr)
            return
        }
        cairo_set_line_width(cr, Double(outline.lineWidth))
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        if outline.dashOn > 0 {
            let lengths = [Double(outline.dashOn), Double(outline.dashOff)]
            cairo_set_dash(cr, lengths, 2, 0)
        }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }
}
