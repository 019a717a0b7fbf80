import Foundation
import TapKit

/// A `Painter` that draws nothing and folds every command it is given —
/// shapes, transforms, colours, text, clips — into one hash: two runs of
/// the same drawing code agree exactly when they would have put down the
/// same paint. `StillLayer` runs `TreeDrawer` on one to tell whether the
/// views look as they did in the cached frame, so what counts as a change
/// is whatever the drawer draws, decided in the drawer and nowhere else.
final class HashingPainter: Painter {
    let text: TextMeasurer
    private(set) var clip: PixelRect
    private(set) var hasher = Fingerprint()

    init(text: TextMeasurer, output: PixelRect) {
        self.text = text
        clip = output
    }

    func setClip(_ rect: PixelRect) {
        clip = rect
        hasher.combine(1)
        hasher.combine(rect.x0); hasher.combine(rect.y0); hasher.combine(rect.x1); hasher.combine(rect.y1)
    }

    func pushClip(_ shape: Shape, transform: CGAffineTransform) {
        hasher.combine(2)
        shape.fold(into: &hasher)
        hasher.combine(transform)
    }

    func popClip() { hasher.combine(3) }

    func fill(_ shape: Shape, transform: CGAffineTransform, _ color: RGBA) {
        hasher.combine(4)
        shape.fold(into: &hasher)
        hasher.combine(transform)
        hasher.combine(color)
    }

    func stroke(_ shape: Shape, transform: CGAffineTransform, width: CGFloat, _ color: RGBA, dash: Dash?) {
        hasher.combine(5)
        shape.fold(into: &hasher)
        hasher.combine(transform)
        hasher.combine(width)
        hasher.combine(color)
        hasher.combine(dash?.on)
        hasher.combine(dash?.off)
    }

    func hatch(_ shape: Shape, transform: CGAffineTransform, outside zone: [[CGPoint]], period: CGFloat, stripe: CGFloat,
               colors: (under: RGBA, over: RGBA)) {
        hasher.combine(6)
        shape.fold(into: &hasher)
        hasher.combine(transform)
        for ring in zone {
            hasher.combine(ring.count)
            for p in ring { hasher.combine(p.x); hasher.combine(p.y) }
        }
        hasher.combine(period)
        hasher.combine(stripe)
        hasher.combine(colors.under)
        hasher.combine(colors.over)
    }

    func drawText(_ run: TextRun, _ color: RGBA, transform: CGAffineTransform) {
        hasher.combine(7)
        hasher.combine(run.string)
        hasher.combine(run.origin.x); hasher.combine(run.origin.y)
        hasher.combine(run.size)
        hasher.combine(run.face)
        hasher.combine(run.width)
        hasher.combine(run.centered)
        hasher.combine(color)
        hasher.combine(transform)
    }
}

extension Shape {
    /// Every number of the shape, in a fingerprint.
    func fold(into hasher: inout Fingerprint) {
        func rect(_ r: CGRect) {
            hasher.combine(r.origin.x); hasher.combine(r.origin.y); hasher.combine(r.size.width); hasher.combine(r.size.height)
        }
        switch self {
        case let .rect(r):
            hasher.combine(0); rect(r)
        case let .roundedRect(r, radius):
            hasher.combine(1); rect(r); hasher.combine(radius)
        case let .ellipse(r):
            hasher.combine(2); rect(r)
        case let .polygon(points, closed):
            hasher.combine(3); hasher.combine(closed); hasher.combine(points.count)
            for p in points { hasher.combine(p.x); hasher.combine(p.y) }
        case let .compound(shapes, rule):
            hasher.combine(4); hasher.combine(rule == .evenOdd); hasher.combine(shapes.count)
            for shape in shapes { shape.fold(into: &hasher) }
        }
    }
}
