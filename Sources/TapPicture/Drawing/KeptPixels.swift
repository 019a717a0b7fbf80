import CCairo
import Foundation

/// A copy of one rectangle of a canvas, to put back later: what the still
/// layer and the window's cached panels keep between frames. Only the
/// rectangle is kept, and copies are whole pixels with cairo's SOURCE
/// operator, so putting them back gives exactly the pixels copied.
final class KeptPixels {
    private var pixels: OffscreenCanvas?
    private(set) var area: PixelRect?

    /// Keeps `area` of `canvas` (just drawn, and flushed); false when no
    /// copy could be made, and then nothing is kept.
    @discardableResult
    func store(_ area: PixelRect, from canvas: OffscreenCanvas) -> Bool {
        let area = area.intersection(PixelRect(x0: 0, y0: 0, x1: canvas.width, y1: canvas.height))
        guard !area.isEmpty else { self.area = nil; return false }
        if pixels?.width != area.width || pixels?.height != area.height {
            pixels = try? OffscreenCanvas(width: area.width, height: area.height)
        }
        guard let pixels else { self.area = nil; return false }
        Self.copy(from: canvas, at: (-area.x0, -area.y0), to: pixels, PixelRect(x0: 0, y0: 0, x1: area.width, y1: area.height))
        self.area = area
        return true
    }

    /// Puts the kept pixels back where they were taken from.
    func restore(into canvas: OffscreenCanvas) {
        guard let pixels, let area else { return }
        Self.copy(from: pixels, at: (area.x0, area.y0), to: canvas, area)
    }

    /// Copies `source`, placed at `offset` in `target`, into `rect` of `target`.
    private static func copy(from source: OffscreenCanvas, at offset: (Int, Int), to target: OffscreenCanvas, _ rect: PixelRect) {
        guard let cr = cairo_create(target.surface) else { return }
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, source.surface, Double(offset.0), Double(offset.1))
        cairo_rectangle(cr, Double(rect.x0), Double(rect.y0), Double(rect.width), Double(rect.height))
        cairo_fill(cr)
        cairo_surface_flush(target.surface)
    }
}
