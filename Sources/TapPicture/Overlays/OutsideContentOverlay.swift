import Foundation
import TapKit

/// Paint that hit testing can never reach because it lies outside an
/// ancestor's bounds: UIKit's walk stops at a view whose
/// `point(inside:with:)` is false, so a subview drawn outside a
/// `clipsToBounds = false` parent is visible there but not tappable (seed
/// 004). Those parts are hatched and the view outlined. An ancestor with
/// the `outOfBounds` hit rule lets the walk continue outside it, so it does
/// not count.
struct OutsideContentOverlay {
    let context: OverlayContext

    func draw() {
        let canvas = context.canvas
        // Per depth: the rings (pixels) whose intersection hit testing can
        // reach that depth's subviews in; empty is the whole canvas.
        var zones: [[[CGPoint]]] = []
        let px = context.px
        let period = max(2, (7 * px).rounded()), stripe = max(1, (1.5 * px).rounded())
        for p in context.placements.list {
            zones.removeSubrange(min(p.depth, zones.count)...)
            let parentZone: [[CGPoint]]? = p.depth == 0 ? nil : zones[p.depth - 1]
            let ring = p.boundsRing
            if p.isDrawn, let parentZone, Self.hasPaint(p.view) {
                let clip = p.clip.intersection(canvas)
                // Most views lie inside their clip: no need to cut the ring.
                let visible = ring.allSatisfy({ clip.cgRect.contains($0) }) ? ring : PolygonClipper.clip(ring, to: clip.cgRect)
                if !clip.isEmpty, Self.area(visible) > 0.25, !parentZone.allSatisfy({ Self.contains($0, visible) }) {
                    let painted = Shape.rounded(p.view.bounds, radius: p.view.layer.cornerRadius)
                    context.painter.setClip(clip)
                    // Red and white stripes side by side, so the hatching shows on any colour.
                    context.painter.hatch(painted, transform: p.toPixels, outside: parentZone, period: period, stripe: stripe,
                                          colors: (RGBA(255, 255, 255, 220), Palette.outside))
                    context.painter.setClip(canvas)
                    context.haloStroke(painted, transform: p.toPixels, width: max(1, px), Palette.outside, dash: context.dash(5, 3))
                }
            }
            let base = parentZone ?? []
            if case .outOfBounds = p.view.hitTestRule { zones.append(base) } else { zones.append(base + [ring]) }
        }
    }

    /// Whether every point of `points` lies in the convex `ring` (half a
    /// pixel of slack); a ring with no area holds nothing.
    static func contains(_ ring: [CGPoint], _ points: [CGPoint]) -> Bool {
        let a = area(ring)
        guard a > 0, a.isFinite else { return false }
        let orientation: CGFloat = signedArea(ring) > 0 ? 1 : -1
        for (i, p) in ring.enumerated() {
            let q = ring[(i + 1) % ring.count]
            let length = hypot(q.x - p.x, q.y - p.y)
            guard length > 0 else { continue }
            for x in points {
                let cross = ((q.x - p.x) * (x.y - p.y) - (q.y - p.y) * (x.x - p.x)) / length * orientation
                if cross < -0.5 { return false }
            }
        }
        return true
    }

    static func area(_ ring: [CGPoint]) -> CGFloat { abs(signedArea(ring)) }

    private static func signedArea(_ ring: [CGPoint]) -> CGFloat {
        guard ring.count > 2 else { return 0 }
        var sum: CGFloat = 0
        for (i, p) in ring.enumerated() {
            let q = ring[(i + 1) % ring.count]
            sum += p.x * q.y - q.x * p.y
        }
        return sum / 2
    }

    /// Whether a view puts anything on screen itself (an empty container
    /// outside its parent is not worth a mark; its painted subviews are).
    static func hasPaint(_ view: UIView) -> Bool {
        if let c = view.backgroundColor, c.alpha > 0 { return true }
        if view.layer.borderWidth > 0, view.layer.borderColor != nil { return true }
        if let label = view as? UILabel, label.text?.isEmpty == false { return true }
        if let button = view as? UIButton, button.title?.isEmpty == false { return true }
        return view.layer.sublayers?.isEmpty == false
    }
}
