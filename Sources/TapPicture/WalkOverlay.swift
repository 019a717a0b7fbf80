import Foundation
import TapKit

/// The last hit-test walk, as `HitTestTrace` recorded it: every view whose
/// `hitTest(_:with:)` ran gets its visit number; views that returned nil are
/// outlined in red, dashed, with the rule that pruned them; views the walk
/// went through are blue; the hit view has a thick green outline. The touch point is
/// a yellow cross. With `Scene.walkStepLimit` only the first calls show,
/// the latest outlined in yellow (the window's step-through key).
struct WalkOverlay {
    let context: OverlayContext

    func draw() {
        let scene = context.scene
        guard let walk = scene.walk else { return }
        let steps = Array(scene.visibleWalkSteps)
        let painter = context.painter
        let px = context.px
        painter.setClip(context.canvas)
        let point = walk.screenPoint.map { context.viewport.pixel(for: $0) }
        if let point { context.reserve(Self.pointBox(point, px: px)) }
        for (i, step) in steps.enumerated() {
            guard let view = step.view, let p = context.placements.placement(of: view) else { continue }
            let isLatest = scene.walkStepLimit != nil && i == steps.count - 1
            if isLatest {
                context.haloStroke(p.bounds, transform: p.toPixels, width: 5 * px, Palette.walkPoint)
            }
            let (color, label) = Self.style(step, isHitView: scene.isWalkComplete && view === walk.hitView)
            let dashed = color == Palette.walkPruned
            context.haloStroke(p.bounds, transform: p.toPixels, width: max(1, (color == Palette.walkHit ? 3 : 1.5) * px), color,
                               dash: dashed ? context.dash(4, 3) : nil)
            let corner = p.pixel(CGPoint(x: view.bounds.minX, y: view.bounds.minY))
            let offset = 2 * px
            context.tag(label.isEmpty ? "\(i + 1)" : "\(i + 1) \(label)", at: CGPoint(x: corner.x + offset, y: corner.y + offset), color)
        }
        if let point, let p = walk.screenPoint {
            drawPoint(point, label: "(\(formatNumber(p.x)), \(formatNumber(p.y)))")
        }
    }

    /// The colour and the short verdict a step is tagged with.
    static func style(_ step: HitTestTrace.Step, isHitView: Bool) -> (RGBA, String) {
        if isHitView { return (Palette.walkHit, "hit") }
        switch step.verdict {
        case .hidden: return (Palette.walkPruned, "hidden")
        case .alpha: return (Palette.walkPruned, "alpha < 0.01")
        case .interactionDisabled:
            return (Palette.walkPruned, step.reason.contains("isEnabled") ? "disabled control" : "interaction off")
        case .outside: return (Palette.walkPruned, step.view?.hitShape != nil && step.reason.contains("shape") ? "outside shape" : "outside")
        case .hitSelf: return (Palette.walkVisited, "self")
        case .hitSubview: return (Palette.walkVisited, "")
        case .custom:
            guard let returned = step.returnedID else { return (Palette.walkPruned, "custom: nil") }
            return (Palette.walkVisited, "custom → \(returned)")
        }
    }

    /// The pixels the cross-hair covers, kept free of tags.
    static func pointBox(_ c: CGPoint, px: CGFloat) -> CGRect {
        let r = 7 * 1.8 * px
        return CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
    }

    /// A yellow cross-hair with a dark rim at the touch point.
    private func drawPoint(_ c: CGPoint, label: String) {
        let px = context.px
        let r = 7 * px
        let ring = Shape.circle(center: c, radius: r)
        context.painter.fill(ring, Palette.walkPoint.fading(0.45))
        context.painter.stroke(ring, width: 2.5 * px, Palette.ink)
        context.painter.stroke(ring, width: 1.2 * px, Palette.walkPoint)
        for (a, b) in [(CGPoint(x: c.x - 1.8 * r, y: c.y), CGPoint(x: c.x + 1.8 * r, y: c.y)),
                       (CGPoint(x: c.x, y: c.y - 1.8 * r), CGPoint(x: c.x, y: c.y + 1.8 * r))] {
            context.painter.stroke(.line(a, b), width: 2.5 * px, Palette.ink)
            context.painter.stroke(.line(a, b), width: 1 * px, Palette.walkPoint)
        }
        context.tag(label, at: CGPoint(x: c.x + 2 * r, y: c.y + 0.6 * r), Palette.ink)
    }
}
