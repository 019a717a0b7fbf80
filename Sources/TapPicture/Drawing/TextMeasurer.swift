import CCairo
import CPango
import Foundation
import TapKit

/// Sizes of text as Pango lays it out with the fonts of a `FontSet`, for
/// placing tags, wrapping the legend and centring titles before anything
/// is drawn. The same font options as `CairoPainter`'s (no hinted
/// metrics), so a measured run is the run drawn, at every scale.
final class TextMeasurer {
    let fonts: FontSet
    private let context: OpaquePointer
    private let layout: OpaquePointer
    private var descriptions: [FontKey: OpaquePointer] = [:]
    private var sizes: [SizeKey: CGSize] = [:]
    private static let capacity = 4096

    private struct FontKey: Hashable { var size: CGFloat, face: FontFace }
    private struct SizeKey: Hashable { var string: String, size: CGFloat, face: FontFace, width: CGFloat? }

    init(fonts: FontSet) {
        self.fonts = fonts
        context = pango_font_map_create_context(pango_cairo_font_map_get_default())
        Self.configure(context)
        layout = pango_layout_new(context)
    }

    deinit {
        for d in descriptions.values { pango_font_description_free(d) }
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// The font options every Pango context of TapLab uses: grey
    /// anti-aliasing, slight hinting, unhinted metrics (so widths scale
    /// linearly and measuring agrees with drawing under any transform).
    static func configure(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// The Pango font description for `face` at `size` units (kept: the
    /// caller does not free it).
    func description(size: CGFloat, face: FontFace) -> OpaquePointer {
        let key = FontKey(size: size, face: face)
        if let known = descriptions[key] { return known }
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, face == .mono ? fonts.monospaceFamily : fonts.family)
        pango_font_description_set_absolute_size(d, Double(Self.clampedSize(size)) * Double(PANGO_SCALE))
        if descriptions.count >= 256 {
            for d in descriptions.values { pango_font_description_free(d) }
            descriptions.removeAll()
        }
        descriptions[key] = d
        return d
    }

    static let measurableSizes: ClosedRange<CGFloat> = 1...2000

    /// Font sizes Pango can take: a view scaled to nothing or to a million
    /// times its size still gets a font.
    static func clampedSize(_ size: CGFloat) -> CGFloat {
        guard size.isFinite else { return 1 }
        return min(max(size, 0.01), 100_000)
    }

    /// Sets `layout` up for `run` (text, font, width and ellipsis, alignment).
    func prepare(_ layout: OpaquePointer, for run: TextRun) {
        pango_layout_set_font_description(layout, description(size: run.size, face: run.face))
        pango_layout_set_text(layout, run.string, -1)
        if let width = run.width, width.isFinite {
            pango_layout_set_width(layout, Int32(clamping: Int(PixelGeometry.int(max(0, width) * CGFloat(PANGO_SCALE)))))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_alignment(layout, run.centered ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT)
        } else {
            pango_layout_set_width(layout, -1)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        pango_layout_set_single_paragraph_mode(layout, 1)
    }

    /// The width of the ink-independent (logical) line and its height, in
    /// the run's units; with a `width`, the width after cutting.
    func measure(_ run: TextRun) -> CGSize {
        // Fonts far from everyday sizes fail in FreeType: such runs are
        // measured at 100 units and scaled (unhinted metrics scale linearly).
        if !(Self.measurableSizes).contains(run.size), run.size.isFinite, run.size > 0 {
            let factor = run.size / 100
            var scaled = run
            scaled.size = 100
            scaled.width = run.width.map { $0 / factor }
            let size = measure(scaled)
            return CGSize(width: size.width * factor, height: size.height * factor)
        }
        let key = SizeKey(string: run.string, size: run.size, face: run.face, width: run.width)
        if let known = sizes[key] { return known }
        prepare(layout, for: run)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        var size = CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
        if run.string.isEmpty { size.width = 0 }
        if sizes.count >= Self.capacity { sizes.removeAll(keepingCapacity: true) }
        sizes[key] = size
        return size
    }

    /// How wide the ink of `run` is (0: the font draws nothing for it).
    func inkWidth(_ run: TextRun) -> CGFloat {
        prepare(layout, for: run)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return CGFloat(ink.width) / CGFloat(PANGO_SCALE)
    }

    /// How many characters of `run` no installed font has a glyph for
    /// (drawn as boxes): 0 when fontconfig's fallback found them all.
    func unknownGlyphs(_ run: TextRun) -> Int {
        prepare(layout, for: run)
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    func measure(_ string: String, size: CGFloat, face: FontFace = .sans) -> CGSize {
        measure(TextRun(string: string, origin: .zero, size: size, face: face))
    }

    /// Lines of `sentence` wrapped to `width` at `size`, as `wrap` breaks
    /// them, remembered: the window lays out the same legend every frame,
    /// and wrapping measures every prefix of every line.
    func wrapped(_ sentence: String, width: CGFloat, size: CGFloat, _ wrap: () -> [String]) -> [String] {
        let key = WrapKey(sentence: sentence, width: width, size: size)
        if let known = wraps[key] { return known }
        let lines = wrap()
        if wraps.count >= Self.capacity { wraps.removeAll(keepingCapacity: true) }
        wraps[key] = lines
        return lines
    }

    private struct WrapKey: Hashable { var sentence: String, width: CGFloat, size: CGFloat }
    private var wraps: [WrapKey: [String]] = [:]

    /// The height of a line at `size`.
    func lineHeight(size: CGFloat, face: FontFace = .sans) -> CGFloat {
        measure("Ag", size: size, face: face).height
    }
}
