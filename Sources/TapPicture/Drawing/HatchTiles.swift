import CCairo
import Foundation

/// The repeating tiles `CairoPainter.hatch` fills with on image surfaces:
/// one period of the 45° stripes (lines where x + y is a multiple of the
/// period, the same phase as stripes drawn one by one), made once per
/// period, width and colours and kept for the painter's life.
final class HatchTiles {
    struct Key: Hashable {
        var period: CGFloat, stripe: CGFloat, under: RGBA, over: RGBA
    }
    private var tiles: [Key: OpaquePointer] = [:]

    deinit {
        for pattern in tiles.values { cairo_pattern_destroy(pattern) }
    }

    /// A repeating pattern of the stripes, for an image surface (SVG and
    /// PDF keep vector lines); nil for a period no tile can hold.
    func tile(period: CGFloat, stripe: CGFloat, colors: (under: RGBA, over: RGBA)) -> OpaquePointer? {
        let key = Key(period: period, stripe: stripe, under: colors.under, over: colors.over)
        if let pattern = tiles[key] { return pattern }
        guard let pattern = Self.make(key) else { return nil }
        tiles[key] = pattern
        return pattern
    }

    /// The tile is `n` whole pixels square (n ≥ period, so a fractional
    /// period is drawn scaled down, never cut); its pattern matrix maps it
    /// back to `period` device pixels.
    private static func make(_ key: Key) -> OpaquePointer? {
        let n = Int(key.period.rounded(.up))
        guard n >= 2, n <= 4096 else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(n), Int32(n)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        let scale = Double(n) / Double(key.period)
        cairo_scale(cr, scale, scale)
        let p = Double(key.period)
        for (color, width) in [(key.under, 2 * key.stripe), (key.over, key.stripe)] where !color.isInvisible {
            // x + y = 0, p and 2p cross the tile: the middle one and the
            // corners that the neighbouring tiles' lines reach into.
            for k in [0, p, 2 * p] {
                cairo_move_to(cr, k + 1, -1)
                cairo_line_to(cr, k - p - 1, p + 1)
            }
            cairo_set_source_rgba(cr, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
            cairo_set_line_width(cr, Double(width))
            cairo_stroke(cr)
        }
        cairo_destroy(cr)
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return nil }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, scale, scale)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }
}
