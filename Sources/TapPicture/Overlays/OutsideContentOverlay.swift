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
        // The rings (pixels) whose intersection hit testing can reach a
        // view's subviews in, as one stack: the zone of depth d is
        // `rings[..<zoneEnd[d]]` (empty is the whole canvas). A slice, not a
        // copy per view: a big app's walk has thousands of views.
        var rings: [[CGPoint]] = []
        var zoneEnd: [Int] = []
        let px = context.px
        let period = max(2, (7 * px).rounded()), stripe = max(1, (1.5 * px).rounded())
        for p in context.placements.list {
            zoneEnd.removeSubrange(min(p.depth, zoneEnd.count)...)
            let parentEnd = p.depth == 0 ? 0 : zoneEnd[p.depth - 1]
            // A view not drawn has no drawn subview either: its zone is never read.
            guard p.isDrawn else { zoneEnd.append(parentEnd); continue }
            let ring = p.boundsRing
            if p.depth > 0, Self.hasPaint(p.view) {
                let parentZone = rings[..<parentEnd]
                let clip = p.clip.intersection(canvas)
                // Most views lie inside their clip: no need to cut the ring.
                let visible = ring.allSatisfy({ clip.cgRect.contains($0) }) ? ring : PolygonClipper.clip(ring, to: clip.cgRect)
                if !clip.isEmpty, Self.area(visible) > 0.25, !parentZone.allSatisfy({ Self.contains($0, visible) }) {
                    let painted = Shape.rounded(p.view.bounds, radius: p.view.layer.cornerRadius)
                    context.painter.setClip(clip)
                    // Red and white stripes side by side, so the hatching shows on any colour.
                    context.painter.hatch(painted, transform: p.toPixels, outside: Array(parentZone), period: period, stripe: stripe,
                                          colors: (RGBA(255, 255, 255, 220), Palette.outside))
                    context.painter.setClip(canvas)
                    context.haloStroke(painted, transform: p.toPixels, width: max(1, px), Palette.outside, dash: context.dash(5, 3))
                }
            }
            if case .outOfBounds = p.view.hitTestRule {
                zoneEnd.append(parentEnd)
            } else {
                rings.removeSubrange(parentEnd...)
                rings.append(ring)
                zoneEnd.append(parentEnd + 1)
            }
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
