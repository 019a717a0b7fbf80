import Foundation
import TapExplain
import TapKit

/// The last hit-test walk, as `HitTestTrace` recorded it: every view whose
/// `hitTest(_:with:)` ran gets a badge with its visit number in a circle,
/// its name and the verdict ("3 B · outside"); views that returned nil are
/// outlined in red, dashed; views the walk went through are blue; the hit
/// view has a thick green outline. Every touch is a thin hollow ring,
/// numbered in time order with the view it hit, so it never hides a
/// title. With `Scene.walkStepLimit` only the first calls show, the latest
/// outlined in yellow (the window's step-through key).
struct WalkOverlay {
    let context: OverlayContext

    func draw() {
        let scene = context.scene
        guard let walk = scene.walk else { return }
        let steps = Array(scene.visibleWalkSteps)
        let px = context.px
        context.painter.setClip(context.canvas)
        let taps = scene.tapWalks.compactMap { tap in tap.screenPoint.map { (tap, context.viewport.pixel(for: $0)) } }
        for (_, point) in taps { context.reserve(Self.pointBox(point, px: px)) }
        // Small views stay uncovered: their badges go beside them.
        for step in steps {
            if let view = step.view, let p = context.placements.placement(of: view), let visible = context.visibleRect(p),
               context.isSmall(visible) {
                context.reserve(visible)
            }
        }
        // Each touch's label first, so it sits next to its ring.
        for (n, (tap, point)) in taps.enumerated() {
            let label: String
            if taps.count == 1, let p = tap.screenPoint {
                label = "(\(formatNumber(p.x)), \(formatNumber(p.y)))"
            } else {
                label = tap.hitView.map { context.word(.tapVerdict, "\(n + 1)", context.name(of: $0, id: $0.logName) ?? "") }
                    ?? context.word(.tapMissed, "\(n + 1)")
            }
            context.tag(label, beside: point, radius: Self.pointBox(point, px: px).width / 2, Palette.ink)
        }
        for (i, step) in steps.enumerated() {
            guard let view = step.view, let p = context.placements.placement(of: view) else { continue }
            let isLatest = scene.walkStepLimit != nil && i == steps.count - 1
            if isLatest {
                context.outline(p, width: 5 * px, Palette.walkPoint)
            }
            let isHit = scene.isWalkComplete && view === walk.hitView
            let color = Self.color(step, isHitView: isHit)
            context.outline(p, width: max(1, (color == Palette.walkHit ? 3 : 1.5) * px), color,
                               dash: color == Palette.walkPruned ? context.dash(4, 3) : nil)
            if color != Palette.walkPruned { context.markIfNearlyInvisible(p) }
            guard let visible = context.visibleRect(p) else { continue }
            let verdict = Self.verdict(step, isHitView: isHit, scene.language)
            let text = [context.name(of: view, id: step.viewID), verdict].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
            let inset = 3 * px
            let kind = Tag.Kind.numbered("\(i + 1)")
            if context.isLarge(visible) {
                context.tag(text, at: CGPoint(x: visible.minX + inset, y: visible.minY + inset), color, kind: kind, search: .rowDown)
            } else if context.isSmall(visible) {
                let height = context.tagSize(text, kind: kind).height
                context.tag(text, at: CGPoint(x: visible.minX, y: visible.minY - height - inset), color, kind: kind)
            } else {
                context.tag(text, at: CGPoint(x: visible.minX + inset, y: visible.minY + inset), color, kind: kind)
            }
        }
        for (n, (_, point)) in taps.enumerated() { drawPoint(point, isLast: n == taps.count - 1) }
    }

    /// The colour a step is outlined and tagged in.
    static func color(_ step: HitTestTrace.Step, isHitView: Bool) -> RGBA {
        if isHitView { return Palette.walkHit }
        switch step.verdict {
        case .hitSelf, .hitSubview: return Palette.walkVisited
        case .custom: return step.returnedID == nil ? Palette.walkPruned : Palette.walkVisited
        case .hidden, .alpha, .interactionDisabled, .outside: return Palette.walkPruned
        }
    }

    /// The short verdict a step's badge carries, in `language`.
    static func verdict(_ step: HitTestTrace.Step, isHitView: Bool, _ language: Language) -> String {
        let key: PictureStrings.Key?
        if isHitView {
            key = .hit
        } else {
            switch step.verdict {
            case .hidden: key = .hidden
            case .alpha: key = .alphaLow
            case .interactionDisabled: key = step.refusedAsDisabledControl ? .disabledControl : .interactionOff
            case .outside: key = step.missedHitShape ? .outsideShape : .outside
            case .hitSelf: key = .hitSelf
            case .hitSubview: key = nil
            case .custom:
                guard let returned = step.returnedID else { return PictureStrings.text(.customNil, language) }
                return PictureStrings.text(.customReturned, language, returned)
            }
        }
        return key.map { PictureStrings.text($0, language) } ?? ""
    }

    /// The pixels a touch mark covers, kept free of tags.
    static func pointBox(_ c: CGPoint, px: CGFloat) -> CGRect {
        let r = 6 * 1.6 * px
        return CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
    }

    /// A hollow ring with four short ticks outside it: the exact point stays
    /// visible, and so does whatever title lies under it.
    private func drawPoint(_ c: CGPoint, isLast: Bool) {
        let px = context.px
        let r = 6 * px
        let color = isLast ? Palette.walkPoint : Palette.walkPoint.fading(0.75)
        let ring = Shape.circle(center: c, radius: r)
        context.painter.stroke(ring, width: 1.6 * px, Palette.ink.fading(0.8))
        context.painter.stroke(ring, width: 0.7 * px, color)
        for (dx, dy) in [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)] {
            let a = CGPoint(x: c.x + dx * r * 1.15, y: c.y + dy * r * 1.15), b = CGPoint(x: c.x + dx * r * 1.6, y: c.y + dy * r * 1.6)
            context.painter.stroke(.line(a, b), width: 1.6 * px, Palette.ink.fading(0.8))
            context.painter.stroke(.line(a, b), width: 0.7 * px, color)
        }
        context.painter.fill(.circle(center: c, radius: 0.9 * px), Palette.ink)
    }
}
