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
        let radius = min(max(0, radius.isFinite ? radius : 0), r.width / 2, r.height / 2)
        guard radius > 0 else { return rect(r) }
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
