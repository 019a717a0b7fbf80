import Foundation
import TapKit

/// Where each view takes touches: every view's frame (cyan where hit
/// testing can reach it, grey where the view or an ancestor is hidden,
/// transparent, non-interactive or a disabled control), and for views with
/// TapLab's hit customisations the tappable area filled — bounds enlarged
/// or shrunk by `hitInsets` (dashed) intersected with the `hitShape`
/// outline (solid), hatched so the view's own colour still shows between
/// the stripes — plus a tag naming a custom `hitTest` rule. A view drawn
/// at an alpha below `nearlyInvisible` that hit testing still takes
/// (UIKit skips only below 0.01) is outlined and tagged as such: it is the
/// invisible overlay that steals taps.
struct HitRegionOverlay {
    let context: OverlayContext

    func draw() {
        let painter = context.painter
        var reachable: [Bool] = []
        // Once for all views: a hit area's clip is popped again after it.
        painter.setClip(context.canvas)
        var clip = context.canvas
        defer { painter.setClip(context.canvas) }
        for p in context.placements.list {
            let view = p.view
            let ok = (p.depth == 0 || reachable[p.depth - 1]) && view.isHitEligible
            reachable.removeSubrange(min(p.depth, reachable.count)...)
            reachable.append(ok)
            guard p.isDrawn, p.depth > 0 else { continue }
            // Clipped as the view's content is (SPEC 13); set only when it changes.
            let viewClip = context.canvas.intersection(p.clip)
            // A cell scrolled out of its list's clip draws nothing here (a
            // hit shape or a rule's tag stays inside its bounds too).
            if !p.mayReach(viewClip, painting: view.bounds.inset(by: view.hitInsets).union(view.bounds), margin: 2),
               view.hitTestRule.isDefault { continue }
            if viewClip != clip {
                clip = viewClip
                painter.setClip(clip)
            }
            painter.stroke(p.bounds, transform: p.toPixels, width: max(1, context.px.rounded()), ok ? Palette.frame : Palette.frameInactive)
            drawHitArea(p, reachable: ok)
            if ok { context.markIfNearlyInvisible(p); painter.setClip(clip) }
            if !view.hitTestRule.isDefault {
                let corner = p.pixel(CGPoint(x: view.bounds.minX, y: view.bounds.maxY))
                context.tag("hitTest: \(view.hitTestRule.name)", at: CGPoint(x: corner.x, y: corner.y - context.tagSize("x").height),
                            Palette.hitArea)
            }
        }
    }

    private func drawHitArea(_ p: ViewPlacement, reachable: Bool) {
        let view = p.view
        guard view.hitInsets != .zero || view.hitShape != nil else { return }
        let painter = context.painter
        let color = reachable ? Palette.hitArea : Palette.frameInactive
        let insetRect = view.bounds.inset(by: view.hitInsets).standardized
        let shape = view.hitShape.map { Shape.hitShape($0, bounds: view.bounds) }
        // The tappable area: the inset bounds, cut to the hit shape.
        painter.pushClip(.rect(insetRect), transform: p.toPixels)
        let px = context.px
        let (area, transform) = Self.uncovered(shape ?? .rect(insetRect), p.toPixels, by: covers(of: view))
        painter.hatch(area, transform: transform, outside: [], period: 7 * px, stripe: max(1, px),
                      colors: (under: RGBA(0, 0, 0, 0), over: color.fading(0.8)))
        painter.popClip()
        if view.hitInsets != .zero {
            context.haloStroke(.rect(insetRect), transform: p.toPixels, width: max(1, context.px), color, dash: context.dash(4, 3))
        }
        if let shape {
            context.haloStroke(shape, transform: p.toPixels, width: max(1, context.px * 1.5), color)
        }
    }

    /// The views hit testing asks before `view` that take a touch anywhere
    /// in their bounds — later siblings of it and of each ancestor, shown,
    /// interactive, with UIKit's own rule — as pixel boxes: where they lie,
    /// a touch never reaches `view`, so its tappable area is not hatched
    /// there. (A view in front with a hit shape or insets of its own is left
    /// out: where it does not take the touch, `view` may.) Nil when one of them
    /// is turned (not a box in pixels).
    private func covers(of view: UIView) -> [CGRect]? {
        var boxes: [CGRect] = []
        var node = view
        while let parent = node.superview {
            if let index = parent.subviews.firstIndex(where: { $0 === node }) {
                for front in parent.subviews[(index + 1)...]
                where front.isHitEligible && front.hitShape == nil && front.hitInsets == .zero && front.hitTestRule.isDefault {
                    guard let placement = context.placements.placement(of: front), placement.isDrawn else { continue }
                    guard let box = CairoPainter.axisAlignedBox(placement.boundsRing) else { return nil }
                    boxes.append(box)
                }
            }
            node = parent
        }
        return boxes
    }

    /// `shape` less the `covers`, when both are boxes in pixels (no turn):
    /// the pieces left, in pixels, so that the hatch is one plain fill on
    /// every surface (a PDF too, where cutting a group would go to a
    /// fallback image). Otherwise the shape as it is.
    static func uncovered(_ shape: Shape, _ t: CGAffineTransform, by covers: [CGRect]?) -> (Shape, CGAffineTransform) {
        guard let covers, !covers.isEmpty, t.b == 0, t.c == 0 else { return (shape, t) }
        let parts: [CGRect]
        switch shape {
        case let .rect(r): parts = [r]
        case let .compound(shapes, _):
            let rects = shapes.compactMap { if case let .rect(r) = $0 { r } else { nil } }
            guard rects.count == shapes.count else { return (shape, t) }
            parts = rects
        default: return (shape, t)
        }
        let boxes = parts.map { $0.applying(t).standardized }
        // (Foundation's CGRect arithmetic traps on what is not finite.)
        guard (boxes + covers).allSatisfy(PixelGeometry.isFinite) else { return (shape, t) }
        let pieces = covers.reduce(boxes) { pieces, cover in
            pieces.flatMap { CairoPainter.pieces(of: $0, outside: cover) }
        }
        return (.compound(pieces.map(Shape.rect), .nonZero), .identity)
    }
}
