import CPango
import Foundation

/// The font families TapLab writes in, found by fontconfig: DejaVu Sans
/// (and DejaVu Sans Mono for the inspector) unless `--font NAME` or
/// `TAPLAB_FONT` names another family. Pango falls back per character, so
/// Chinese in a label is drawn with any installed CJK font (`make deps`
/// installs WenQuanYi Micro Hei) even when the family has no such glyphs.
///
///     let fonts = try FontSet(family: "WenQuanYi Micro Hei")
///     try FontSet(family: "Nope")   // throws: no installed font family is called "Nope" …
public final class FontSet: @unchecked Sendable {
    public static let defaultFamily = "DejaVu Sans"
    public static let defaultMonospaceFamily = "DejaVu Sans Mono"

    public let family: String
    public let monospaceFamily: String

    /// `family` (when given), else `TAPLAB_FONT` from the environment, else
    /// DejaVu Sans. A family asked for by name must be installed; the
    /// default falls back to fontconfig's "sans-serif" when DejaVu is not.
    public init(family: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) throws(RenderError) {
        let asked = family ?? environment["TAPLAB_FONT"].flatMap { $0.isEmpty ? nil : $0 }
        let installed = Self.installedFamilies()
        if let asked {
            guard let match = installed.first(where: { $0.caseInsensitiveCompare(asked) == .orderedSame }) else {
                throw .font(.notInstalled(family: asked))
            }
            self.family = match
        } else {
            self.family = installed.contains(Self.defaultFamily) ? Self.defaultFamily : "sans-serif"
        }
        monospaceFamily = installed.contains(Self.defaultMonospaceFamily) ? Self.defaultMonospaceFamily : "monospace"
        // A font whose Latin glyphs are empty blocks Pango's fallback and
        // draws pictures with no words at all: refused by name, not drawn.
        if TextMeasurer(fonts: self).inkWidth(TextRun(string: "TapLab Ag 0", origin: .zero, size: 20)) == 0 {
            throw .font(.noLatinGlyphs(family: self.family))
        }
    }

    /// The families fontconfig knows, as Pango lists them.
    public static func installedFamilies() -> [String] {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(pango_cairo_font_map_get_default(), &families, &count)
        guard let families else { return [] }
        defer { g_free(families) }
        return (0..<Int(count)).compactMap { i in
            families[i].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) }
        }
    }
}
