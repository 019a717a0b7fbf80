import Foundation

/// A rectangle of a canvas that a renderer drawing frame after frame (the
/// window) keeps as pixels, with the fingerprint of what was painted in it:
/// see `SceneRenderer.drawRegion(_:cache:_:)`.
public final class CachedRegion {
    fileprivate var key: UInt64?
    fileprivate let pixels = KeptPixels()
    /// Frames that put the kept pixels back, and frames that drew the region (tests).
    public fileprivate(set) var hits = 0, misses = 0

    public init() {}
}

extension SceneRenderer {
    /// Draws what `body` draws in `rect` (pixels) — or, with a `cache`, when
    /// it would paint exactly what it painted there the last time, puts
    /// those pixels back instead; returns whether the region was drawn.
    ///
    /// The window's inspector panels are mostly text, which costs Pango
    /// layout and glyph compositing on every frame, while a drag changes
    /// only the canvas and the event log. As with the still layer, "the
    /// same" is decided by running `body` on a `HashingPainter` first, so a
    /// change counts exactly when the drawing code would paint differently.
    /// `body` must draw only with the renderer it is given; it is clipped
    /// to `rect`.
    ///
    ///     let notes = CachedRegion()
    ///     renderer.drawRegion(panel, cache: notes) { renderer in
    ///         renderer.fillRect(panel, RGBA(hex: 0x232326))
    ///         renderer.drawText(title, at: panel.origin, pixelSize: 16, RGBA(hex: 0xf2f2f7))
    ///     }   // true the first time; false while the title stays the same
    @discardableResult
    public func drawRegion(_ rect: CGRect, cache: CachedRegion?, _ body: (SceneRenderer) -> Void) -> Bool {
        guard let cache, let target else {
            clipped(to: rect) { body(self) }
            return true
        }
        let area = PixelRect(covering: rect)
        let hashingPainter = HashingPainter(text: painter.text, output: area)
        let hashing = SceneRenderer(painter: hashingPainter)
        hashing.clipped(to: rect) { body(hashing) }
        var fingerprint = hashingPainter.hasher
        fingerprint.combine(area.x0); fingerprint.combine(area.y0); fingerprint.combine(area.x1); fingerprint.combine(area.y1)
        // The same commands on another canvas or in other fonts are other pixels.
        fingerprint.combine(target.canvas.width); fingerprint.combine(target.canvas.height)
        fingerprint.combine(ObjectIdentifier(painter.text))
        if cache.key == fingerprint.value, cache.pixels.area != nil {
            cache.hits += 1
            cache.pixels.restore(into: target.canvas)
            return false
        }
        cache.misses += 1
        clipped(to: rect) { body(self) }
        target.canvas.flush()
        cache.key = cache.pixels.store(area, from: target.canvas) ? fingerprint.value : nil
        return true
    }
}
