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
        var zones: [SpanSet?] = []   // per depth: where hit testing can reach that depth's subviews
        var outside = SpanSet()
        var outlines: [[CGPoint]] = []
        for p in context.placements.list {
            zones.removeSubrange(min(p.depth, zones.count)...)
            let parentZone = p.depth == 0 ? nil : zones[p.depth - 1]
            let mine = SpanSet(rings: [p.boundsRing], clip: canvas)
            if p.isDrawn, let parentZone, Self.hasPaint(p.view) {
                let painted = Outline.roundedRect(p.view.bounds, radius: p.view.layer.cornerRadius, pixelsPerUnit: p.pixelScale).map(p.pixel)
                let visible = SpanSet(rings: [painted], clip: p.clip.intersection(canvas))
                let part = visible.subtracting(parentZone)
                if !part.isEmpty {
                    outside = outside.union(part)
                    outlines.append(painted)
                }
            }
            let base = parentZone ?? SpanSet(rings: [Outline.rect(canvas.cgRect)], clip: canvas)
            if case .outOfBounds = p.view.hitTestRule { zones.append(base) } else { zones.append(base.intersection(mine)) }
        }
        guard !outside.isEmpty else { return }
        let px = context.px
        context.painter.setClip(canvas)
        // Red and white stripes side by side, so the hatching shows on any colour.
        let period = Int((7 * px).rounded()), stripe = max(1, Int((1.5 * px).rounded()))
        context.painter.fill(outside.striped(period: period, width: 2 * stripe), RGBA(255, 255, 255, 220))
        context.painter.fill(outside.striped(period: period, width: stripe), Palette.outside)
        for ring in outlines {
            context.haloStroke(ring, width: max(1, px), Palette.outside, closed: true, dash: context.dash(5, 3))
        }
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
