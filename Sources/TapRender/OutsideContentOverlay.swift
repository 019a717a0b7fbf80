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
        var zones: [Region?] = []   // per depth: where hit testing can reach that depth's subviews
        var outside = SpanSet()
        var outlines: [[CGPoint]] = []
        for p in context.placements.list {
            zones.removeSubrange(min(p.depth, zones.count)...)
            let parentZone = p.depth == 0 ? nil : zones[p.depth - 1]
            let mine = Region(ring: p.boundsRing, clip: canvas)
            if p.isDrawn, let parentZone, Self.hasPaint(p.view) {
                let painted = Outline.roundedRect(p.view.bounds, radius: p.view.layer.cornerRadius, pixelsPerUnit: p.pixelScale).map(p.pixel)
                let visible = Region(ring: painted, clip: p.clip.intersection(canvas))
                if let part = visible.subtracting(parentZone) {
                    outside = outside.union(part)
                    outlines.append(painted)
                }
            }
            let base = parentZone ?? Region(ring: Outline.rect(canvas.cgRect), clip: canvas)
            if case .outOfBounds = p.view.hitTestRule { zones.append(base) } else { zones.append(base.intersection(mine)) }
        }
        guard !outside.isEmpty else { return }
        let px = context.px
        context.painter.setClip(canvas)
        // Red and white stripes side by side, so the hatching shows on any colour.
        let period = PixelGeometry.int((7 * px).rounded(), in: 2...1792), stripe = max(1, PixelGeometry.int((1.5 * px).rounded(), in: 1...384))
        context.painter.fill(outside.striped(period: period, width: 2 * stripe), RGBA(255, 255, 255, 220))
        context.painter.fill(outside.striped(period: period, width: stripe), Palette.outside)
        for ring in outlines {
            context.haloStroke(ring, width: max(1, px), Palette.outside, closed: true, dash: context.dash(5, 3))
        }
    }

    /// A set of pixels that is most often a plain rectangle (an unrotated
    /// view's bounds): rectangles are intersected and compared directly,
    /// anything else goes through `SpanSet`. Either way the pixels are
    /// exactly those `SpanSet(rings:clip:)` gives for the same ring.
    enum Region {
        case rect(PixelRect)
        case spans(SpanSet)

        init(ring: [CGPoint], clip: PixelRect) {
            if let box = Outline.axisAlignedBox(ring) {
                self = .rect(box.intersection(clip))
            } else {
                self = .spans(SpanSet(rings: [ring], clip: clip))
            }
        }

        var spans: SpanSet {
            switch self {
            case let .rect(r): SpanSet(r)
            case let .spans(s): s
            }
        }

        func intersection(_ other: Region) -> Region {
            if case let .rect(a) = self, case let .rect(b) = other { return .rect(a.intersection(b)) }
            return .spans(spans.intersection(other.spans))
        }

        /// The pixels of this region outside `other`, or nil when there are none.
        func subtracting(_ other: Region) -> SpanSet? {
            if case let .rect(a) = self {
                if a.isEmpty { return nil }
                if case let .rect(b) = other, b.contains(a) { return nil }
            }
            let part = spans.subtracting(other.spans)
            return part.isEmpty ? nil : part
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
