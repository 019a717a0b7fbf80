import Foundation
import TapKit

/// One view as it lands on the target: the transform from its bounds
/// coordinates to pixels, the clip it is drawn in and its opacity after
/// every ancestor's alpha. The tree is flattened into these once per frame;
/// the content pass and every overlay read the same list, so they agree on
/// where each view is. A class: every overlay walks the list of a few
/// thousand, and a struct of this size was copied (and its view retained)
/// at each step — a seventh of a frame.
final class ViewPlacement {
    let view: UIView
    /// Bounds coordinates -> target pixels (every ancestor's transform, the
    /// scroll offsets and the viewport included).
    let toPixels: CGAffineTransform
    /// The clip this view is drawn in (its ancestors' clips intersected).
    let clip: PixelRect
    /// The clip its subviews and sublayers are drawn in.
    let contentClip: PixelRect
    /// Its alpha times every ancestor's.
    let opacity: CGFloat
    /// False when it or an ancestor is hidden, or it is clipped away entirely.
    let isDrawn: Bool
    /// 0 for a window.
    let depth: Int
    init(view: UIView, toPixels: CGAffineTransform, clip: PixelRect, contentClip: PixelRect, opacity: CGFloat, isDrawn: Bool, depth: Int) {
        self.view = view
        self.toPixels = toPixels
        self.clip = clip
        self.contentClip = contentClip
        self.opacity = opacity
        self.isDrawn = isDrawn
        self.depth = depth
    }

    /// Pixels per point along its axes (for line widths and text sizes).
    var pixelScale: CGFloat { abs(toPixels.determinant).squareRoot() }

    /// A point in the view's bounds coordinates, in pixels.
    func pixel(_ p: CGPoint) -> CGPoint { p.applying(toPixels) }

    /// The view's bounds as a ring in pixels.
    var boundsRing: [CGPoint] { Shape.rect(view.bounds).rings()[0].map(pixel) }

    /// The pixel box of `rect` (bounds coordinates), not cut to any clip;
    /// nil when it is not finite.
    func pixelBox(of rect: CGRect) -> CGRect? {
        guard PixelGeometry.isFinite(rect) else { return nil }
        let t = toPixels
        let xs = [rect.minX * t.a + rect.minY * t.c, rect.maxX * t.a + rect.minY * t.c,
                  rect.minX * t.a + rect.maxY * t.c, rect.maxX * t.a + rect.maxY * t.c]
        let ys = [rect.minX * t.b + rect.minY * t.d, rect.maxX * t.b + rect.minY * t.d,
                  rect.minX * t.b + rect.maxY * t.d, rect.maxX * t.b + rect.maxY * t.d]
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        let box = CGRect(x: x0 + t.tx, y: y0 + t.ty, width: x1 - x0, height: y1 - y0)
        return PixelGeometry.isFinite(box) ? box : nil
    }

    /// Whether paint within `rect` (bounds coordinates) grown by `margin`
    /// pixels can land inside `clip`: false for a cell scrolled out of its
    /// list, which overlays then skip before cairo clips and strokes it.
    func mayReach(_ clip: PixelRect, painting rect: CGRect, margin: CGFloat) -> Bool {
        guard let box = pixelBox(of: rect) else { return true }
        return box.insetBy(dx: -margin, dy: -margin).intersects(clip.cgRect)
    }

    /// The pixel box of `rect` (bounds coordinates) cut to what the
    /// ancestors' clips show; nil when nothing shows. Kept finite for any
    /// transform, so a view scaled out of range cannot trap.
    func visiblePixels(of rect: CGRect) -> CGRect? {
        guard PixelGeometry.isFinite(rect) else { return nil }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { PixelGeometry.clamp(pixel($0)) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        let r = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(clip.cgRect)
        return r.isNull || r.isEmpty || !PixelGeometry.isFinite(r) ? nil : r
    }

    /// The view's bounds as a shape, to draw with `toPixels`.
    var bounds: Shape { .rect(view.bounds) }
}
