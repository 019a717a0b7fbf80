import Foundation
import TapKit

/// Closed outlines (rings of points) for the shapes TapRender fills and
/// strokes. They are built in a view's own coordinates and mapped to pixels
/// afterwards, so one outline serves every transform, rotation included.
enum Outline {
    static func rect(_ r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
         CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
    }

    /// A rectangle with quarter-circle corners, clockwise on screen. The
    /// radius is capped at half the shorter side, as Core Animation does.
    /// `pixelsPerUnit` picks how many segments each corner gets, so corners
    /// stay round when the picture is drawn large.
    static func roundedRect(_ r: CGRect, radius: CGFloat, pixelsPerUnit: CGFloat) -> [CGPoint] {
        guard !hasSquareCorners(r, radius: radius) else { return rect(r) }
        let radius = min(max(0, radius.isFinite ? radius : 0), r.width / 2, r.height / 2)
        let n = segments(forRadius: radius * pixelsPerUnit) / 4
        let corners: [(CGFloat, CGFloat, CGFloat)] = [
            (r.maxX - radius, r.minY + radius, -.pi / 2), (r.maxX - radius, r.maxY - radius, 0),
            (r.minX + radius, r.maxY - radius, .pi / 2), (r.minX + radius, r.minY + radius, .pi),
        ]
        var points: [CGPoint] = []
        for (cx, cy, start) in corners {
            for i in 0...n {
                let angle = start + CGFloat(i) / CGFloat(n) * .pi / 2
                points.append(CGPoint(x: cx + radius * cos(angle), y: cy + radius * sin(angle)))
            }
        }
        return points
    }

    /// The pixels a ring that is an axis-aligned rectangle covers (those
    /// whose centres are inside it, as the span filler chooses them); nil for
    /// any other ring, a non-finite one, or one with no area.
    static func axisAlignedBox(_ ring: [CGPoint]) -> PixelRect? {
        guard ring.count == 4 else { return nil }
        let (a, b, c, d) = (ring[0], ring[1], ring[2], ring[3])
        for p in ring where !p.x.isFinite || !p.y.isFinite { return nil }
        let sidesFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let upFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard sidesFirst || upFirst else { return nil }
        let x0 = min(a.x, c.x), x1 = max(a.x, c.x), y0 = min(a.y, c.y), y1 = max(a.y, c.y)
        guard x0 < x1, y0 < y1 else { return nil }
        return PixelRect(x0: PixelRect.edge(x0), y0: PixelRect.edge(y0), x1: PixelRect.edge(x1), y1: PixelRect.edge(y1))
    }

    /// Whether `roundedRect(r, radius:)` is just the rectangle: the radius,
    /// capped as Core Animation caps it, is not positive.
    static func hasSquareCorners(_ r: CGRect, radius: CGFloat) -> Bool {
        !(min(max(0, radius.isFinite ? radius : 0), r.width / 2, r.height / 2) > 0)
    }

    /// The ellipse inscribed in `r`.
    static func ellipse(in r: CGRect, pixelsPerUnit: CGFloat) -> [CGPoint] {
        let n = segments(forRadius: max(r.width, r.height) / 2 * pixelsPerUnit)
        return (0..<n).map { i in
            let angle = CGFloat(i) / CGFloat(n) * 2 * .pi
            return CGPoint(x: r.midX + r.width / 2 * cos(angle), y: r.midY + r.height / 2 * sin(angle))
        }
    }

    static func circle(center: CGPoint, radius: CGFloat, pixelsPerUnit: CGFloat) -> [CGPoint] {
        ellipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                pixelsPerUnit: pixelsPerUnit)
    }

    /// Segments for a full circle of `radius` pixels: enough that the
    /// polygon is within a fraction of a pixel of the curve, a multiple of 4
    /// so rounded-rect corners split evenly.
    static func segments(forRadius radius: CGFloat) -> Int {
        guard radius.isFinite, radius > 1 else { return 8 }
        let n = Int(min(radius.squareRoot() * 4, 256).rounded(.up))
        return min(max(n, 12), 256) / 4 * 4
    }

    /// The rings a hit shape covers, in the view's bounds coordinates, and the
    /// rule that fills them.
    static func rings(of shape: HitShape, bounds: CGRect, pixelsPerUnit: CGFloat) -> ([[CGPoint]], FillRule) {
        switch shape {
        case let .circle(center, radius):
            let c = center ?? CGPoint(x: bounds.midX, y: bounds.midY)
            let r = radius ?? min(bounds.width, bounds.height) / 2
            return ([circle(center: c, radius: max(0, r), pixelsPerUnit: pixelsPerUnit)], .nonZero)
        case .ellipse:
            return ([ellipse(in: bounds, pixelsPerUnit: pixelsPerUnit)], .nonZero)
        case let .rects(rects):
            return (rects.map { rect($0.standardized) }, .nonZero)
        case let .path(path):
            return (path.flattened(tolerance: 0.25 / max(pixelsPerUnit, 0.01)), path.usesEvenOddFillRule ? .evenOdd : .nonZero)
        }
    }
}
