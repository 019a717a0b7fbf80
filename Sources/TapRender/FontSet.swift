import CSDL2
import CSDL2TTF
import Foundation

/// The fonts TapRender draws text with, opened on demand at each pixel size.
///
/// The bundled DejaVu Sans is always used for Latin text, so pictures are
/// the same on every machine; a CJK font, when one is installed, supplies
/// the glyphs DejaVu lacks (the seed articles are Chinese). Text is
/// rasterised at the exact pixel size it is shown at, never scaled, which is
/// what keeps it crisp at `--scale 3`.
public final class FontSet {
    public enum Face: Int, Hashable, Sendable { case sans, mono, cjk }

    public let sansPath: String
    public let monoPath: String?
    public let cjkPath: String?
    private var open: [Key: OpaquePointer] = [:]

    private struct Key: Hashable { var face: Face; var size: Int }

    /// Fonts at `sansPath` (required) and optional monospace and CJK fonts.
    /// Throws when the main font cannot be opened, so a missing asset is
    /// reported at start-up rather than as blank text.
    public init(sansPath: String, monoPath: String? = nil, cjkPath: String? = nil) throws(RenderError) {
        try SDLLibraries.startFonts()
        self.sansPath = sansPath
        self.monoPath = monoPath
        self.cjkPath = cjkPath
        guard FileManager.default.isReadableFile(atPath: sansPath) else {
            throw .font(path: sansPath, message: "the file does not exist or cannot be read")
        }
        guard font(.sans, pixelSize: 12) != nil else {
            throw .font(path: sansPath, message: SDLError.message)
        }
    }

    /// The bundled fonts (see `FontLocator`) plus an installed CJK font.
    public static func bundled() throws(RenderError) -> FontSet {
        // One search for Assets/ (latinFont and monospaceFont each search again).
        guard let assets = FontLocator.assetsFolder else {
            throw .font(path: nil, message: "the bundled font Assets/DejaVuSans.ttf was not found next to the "
                + "program or the sources; set TAPLAB_ASSETS to the folder that holds it")
        }
        return try FontSet(sansPath: assets.appendingPathComponent(FontLocator.latinFileName).path,
                           monoPath: assets.appendingPathComponent(FontLocator.monospaceFileName).path,
                           cjkPath: FontLocator.cjkFont)
    }

    /// The TTF_Font for `face` at `pixelSize`, or nil when the face is not
    /// available (a missing optional font falls back to sans).
    func font(_ face: Face, pixelSize: Int) -> OpaquePointer? {
        let size = min(max(pixelSize, 1), 2048)
        let key = Key(face: face, size: size)
        if let font = open[key] { return font }
        let path: String? = switch face {
        case .sans: sansPath
        case .mono: monoPath ?? sansPath
        case .cjk: cjkPath
        }
        guard let path, let font = TTF_OpenFont(path, Int32(size)) else { return nil }
        if open.count >= 48 { closeAll() }
        open[key] = font
        return font
    }

    private func closeAll() {
        for font in open.values { TTF_CloseFont(font) }
        open.removeAll()
    }

    deinit { closeAll() }
}
