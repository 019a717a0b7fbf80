import Foundation
import TapKit

/// One view as it lands on the target: the transform from its bounds
/// coordinates to pixels, the clip it is drawn in and its opacity after
/// every ancestor's alpha. The tree is flattened into these once per frame;
/// the content pass and every overlay read the same list, so they agree on
/// where each view is.
struct ViewPlacement {
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
    /// Pixels per point along its axes (for line widths and text sizes).
    var pixelScale: CGFloat { abs(toPixels.determinant).squareRoot() }

    /// A point in the view's bounds coordinates, in pixels.
    func pixel(_ p: CGPoint) -> CGPoint { p.applying(toPixels) }

    /// The view's bounds as a ring in pixels.
    var boundsRing: [CGPoint] { Shape.rect(view.bounds).rings()[0].map(pixel) }

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
