import Foundation
import TapKit

/// The part of a canvas that stays while a finger moves — the views and
/// the still overlays (`Overlay.isStill`: hit regions, paint outside its
/// parent, layers, the walk, the chain) — kept as pixels between frames,
/// with the tags those overlays placed. The window redraws on every
/// pointer move of a drag; on an app of a few thousand views most of a
/// frame went into drawing views and walks that had not changed. When the
/// next frame's still part would be the same, its pixels are copied back
/// and only the recognizers, the touches, the selection and the tags are
/// drawn over them: the same pixels as drawing everything, at a fraction of
/// the cost.
///
/// "The same" is decided by a fingerprint (`key`): the views as
/// `TreeDrawer` draws them (run on a `HashingPainter`, so a change counts
/// exactly when the drawer would paint differently), each view's place,
/// clip and opacity, and what the still overlays read beyond the drawing
/// (hit-test eligibility and rules, hit areas, sublayers, the walk and the
/// responder chain, the scene's words). `SceneRendererStillLayerTests`
/// checks frames drawn through the cache against frames drawn afresh.
final class StillLayer {
    private var key: UInt64?
    private let pixels = KeptPixels()
    private(set) var placed: OverlayContext.Placed?
    /// Frames that reused the pixels, and frames that drew them (tests).
    private(set) var hits = 0, misses = 0

    /// The pixels for `key` (which covers the canvas rectangle), when they are the ones kept.
    func matches(_ key: UInt64) -> Bool {
        let hit = self.key == key && pixels.area != nil
        if hit { hits += 1 } else { misses += 1 }
        return hit
    }

    /// Keeps `clip` of `canvas` (just drawn for `key`) and what its overlays placed.
    func store(_ key: UInt64, from canvas: OffscreenCanvas, clip: PixelRect, placed: OverlayContext.Placed?) {
        guard pixels.store(clip, from: canvas) else { self.key = nil; return }
        self.key = key
        self.placed = placed
    }

    /// Puts the kept pixels back into `canvas`, where they were taken from.
    func restore(into canvas: OffscreenCanvas) {
        pixels.restore(into: canvas)
    }

    /// The fingerprint of the still part of `scene` drawn with `overlays`
    /// (the still ones) at `viewport` in `canvas`.
    static func key(_ scene: Scene, placements: ScenePlacements, overlays: OverlaySet, viewport: Viewport,
                    canvas: PixelRect, text: TextMeasurer) -> UInt64 {
        let hashing = HashingPainter(text: text, output: canvas)
        TreeDrawer(painter: hashing, names: scene.names).draw(placements)
        var h = hashing.hasher
        h.combine(overlays.rawValue)
        h.combine(canvas.x0); h.combine(canvas.y0); h.combine(canvas.x1); h.combine(canvas.y1)
        h.combine(viewport.scale); h.combine(viewport.origin.x); h.combine(viewport.origin.y)
        h.combine(scene.screenSize.width); h.combine(scene.screenSize.height)
        h.combine(scene.language.rawValue); h.combine(scene.theme.rawValue); h.combine(scene.names.rawValue)
        h.combine(scene.minimumLabelPixels)
        guard !overlays.isEmpty else { return h.value }
        // Where every view is, and what hit regions and outside paint read.
        for p in placements.list {
            let view = p.view
            h.combine(ObjectIdentifier(view)); h.combine(p.depth); h.combine(p.isDrawn); h.combine(p.opacity)
            h.combine(p.toPixels)
            h.combine(p.clip.x0); h.combine(p.clip.y0); h.combine(p.clip.x1); h.combine(p.clip.y1)
            h.combine(view.bounds.width); h.combine(view.bounds.height)
            h.combine(view.isHitEligible)
            h.combine(view.refuses(.never))
            // Names in the still overlays' tags: a view's own only when it is
            // nearly invisible or has a rule (the walk's were kept with it).
            if p.opacity < OverlayContext.nearlyInvisible { h.combine(view.logName) }
            if !view.hitTestRule.isDefault { h.combine(view.hitTestRule.name) }
            if view.hitInsets != .zero {
                h.combine(view.hitInsets.top); h.combine(view.hitInsets.left); h.combine(view.hitInsets.bottom); h.combine(view.hitInsets.right)
            }
            if let shape = view.hitShape { h.combine(String(describing: shape)) }
            if let sublayers = view.layer.sublayers { foldLayers(sublayers, into: &h, depth: 0) }
        }
        // The walk (its steps never change once recorded) and the chain from its hit view.
        for walk in [scene.walk] + scene.taps.map(Optional.some) {
            h.combine(walk.map(ObjectIdentifier.init))
        }
        h.combine(scene.walkStepLimit)
        h.combine(scene.isWalkComplete)
        var responder: UIResponder? = scene.isWalkComplete ? scene.walk?.hitView : nil
        var links = 0
        while let r = responder, links < 10_000 {
            h.combine(ObjectIdentifier(r)); h.combine(r.logName)
            responder = r.next
            links += 1
        }
        return h.value
    }

    private static func foldLayers(_ layers: [CALayer], into h: inout Fingerprint, depth: Int) {
        guard depth < 64 else { return }
        h.combine(layers.count)
        for layer in layers {
            h.combine(layer.name); h.combine(layer.isHidden)
            h.combine(layer.frame.origin.x); h.combine(layer.frame.origin.y); h.combine(layer.frame.size.width); h.combine(layer.frame.size.height)
            if let sublayers = layer.sublayers { foldLayers(sublayers, into: &h, depth: depth + 1) }
        }
    }
}
