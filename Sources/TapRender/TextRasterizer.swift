import CSDL2
import CSDL2TTF
import Foundation

/// Turns a string into an SDL surface, splitting it into runs by font: each
/// character DejaVu Sans has is drawn with it, any other (Chinese, say) with
/// the CJK font when one is installed, all on one baseline.
struct TextRasterizer {
    let fonts: FontSet
    /// Sizes already measured: overlays measure every tag's text, and
    /// SDL_ttf lays the text out again each time it is asked.
    private let sizes = SizeCache()

    init(fonts: FontSet) { self.fonts = fonts }

    private final class SizeCache {
        struct Key: Hashable { var text: String, pixelSize: Int, face: FontSet.Face }
        var entries: [Key: (width: Int, height: Int)] = [:]
        static let capacity = 4096
    }

    struct Run {
        var text: String
        var font: OpaquePointer
    }

    /// The runs of `text` at `pixelSize`, each with the font that has its
    /// glyphs. Each run is cut from the text once, where it ends: appending
    /// scalar by scalar to a string held in the array copied the run at
    /// every scalar, and a 1.6 MB label took a minute to draw.
    func runs(_ text: String, pixelSize: Int, face: FontSet.Face = .sans) -> [Run] {
        guard let main = fonts.font(face, pixelSize: pixelSize) else { return [] }
        let fallback = fonts.cjkPath == nil ? nil : fonts.font(.cjk, pixelSize: pixelSize)
        let scalars = text.unicodeScalars
        var runs: [Run] = []
        var runStart = scalars.startIndex
        var runFont = main
        var visited = 0
        for index in scalars.indices {
            visited += 1
            let scalar = scalars[index]
            var font = main
            if let fallback, TTF_GlyphIsProvided32(main, scalar.value) == 0, TTF_GlyphIsProvided32(fallback, scalar.value) != 0 {
                font = fallback
            }
            if font != runFont, index > runStart {
                runs.append(Run(text: String(scalars[runStart..<index]), font: runFont))
                runStart = index
            }
            runFont = font
        }
        if runStart < scalars.endIndex { runs.append(Run(text: String(scalars[runStart...]), font: runFont)) }
        DrawingWork.text.add(visited + runs.count)
        return runs
    }

    /// Width and line height in pixels.
    func measure(_ text: String, pixelSize: Int, face: FontSet.Face = .sans) -> (width: Int, height: Int) {
        let key = SizeCache.Key(text: text, pixelSize: pixelSize, face: face)
        if let known = sizes.entries[key] { return known }
        let size = measureUncached(text, pixelSize: pixelSize, face: face)
        if sizes.entries.count >= SizeCache.capacity { sizes.entries.removeAll(keepingCapacity: true) }
        sizes.entries[key] = size
        return size
    }

    private func measureUncached(_ text: String, pixelSize: Int, face: FontSet.Face) -> (width: Int, height: Int) {
        let runs = runs(text, pixelSize: pixelSize, face: face)
        var width = 0
        for run in runs {
            var w: Int32 = 0, h: Int32 = 0
            if TTF_SizeUTF8(run.font, run.text, &w, &h) == 0 { width += Int(w) }
        }
        let height = runs.map { Int(TTF_FontHeight($0.font)) }.max()
            ?? fonts.font(face, pixelSize: pixelSize).map { Int(TTF_FontHeight($0)) } ?? pixelSize
        return (width, height)
    }

    /// `text` cut to fit `maxWidth` pixels with a trailing ellipsis, as a
    /// one-line UILabel truncates its tail.
    func truncated(_ text: String, pixelSize: Int, maxWidth: Int, face: FontSet.Face = .sans) -> String {
        guard measure(text, pixelSize: pixelSize, face: face).width > maxWidth else { return text }
        let characters = Array(text)
        // Gallop to the first prefix that does not fit before the binary
        // search, so a long label costs what fits in the view, not its
        // length times the steps of the search.
        var limit = min(characters.count, 16)
        while limit < characters.count,
              measure(String(characters[0..<limit]) + "…", pixelSize: pixelSize, face: face).width <= maxWidth {
            limit = min(characters.count, limit * 2)
        }
        var (low, high) = (0, limit)
        while low < high {
            let mid = (low + high + 1) / 2
            let candidate = String(characters[0..<mid]) + "…"
            if measure(candidate, pixelSize: pixelSize, face: face).width <= maxWidth { low = mid } else { high = mid - 1 }
        }
        return low == 0 ? "…" : String(characters[0..<low]) + "…"
    }

    /// The text as an ARGB surface with straight alpha, or nil for empty
    /// text or a failure (drawing then simply shows no text). The caller
    /// frees the surface.
    func render(_ text: String, pixelSize: Int, color: RGBA, face: FontSet.Face = .sans) -> UnsafeMutablePointer<SDL_Surface>? {
        let runs = runs(text, pixelSize: pixelSize, face: face).filter { !$0.text.isEmpty }
        let sdlColor = SDL_Color(r: color.r, g: color.g, b: color.b, a: 255)
        var pieces: [(UnsafeMutablePointer<SDL_Surface>, Int32)] = []
        defer { for (surface, _) in pieces { SDL_FreeSurface(surface) } }
        let ascent = runs.map { TTF_FontAscent($0.font) }.max() ?? 0
        for run in runs {
            guard let surface = TTF_RenderUTF8_Blended(run.font, run.text, sdlColor) else { continue }
            pieces.append((surface, ascent - TTF_FontAscent(run.font)))
        }
        let width = pieces.reduce(Int32(0)) { $0 + $1.0.pointee.w }
        let height = pieces.map { $0.0.pointee.h + $0.1 }.max() ?? 0
        guard width > 0, height > 0,
              let combined = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        SDL_SetSurfaceBlendMode(combined, SDL_BLENDMODE_NONE)
        _ = SDL_FillRect(combined, nil, 0)
        var x: Int32 = 0
        for (surface, dy) in pieces {
            SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
            var target = SDL_Rect(x: x, y: dy, w: surface.pointee.w, h: surface.pointee.h)
            _ = SDL_UpperBlit(surface, nil, combined, &target)
            x += surface.pointee.w
        }
        return combined
    }
}
