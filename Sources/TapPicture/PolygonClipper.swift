import Foundation
import TapKit

/// Sutherland–Hodgman: a ring cut to an axis-aligned rectangle. Used only
/// for geometry reaching far beyond the canvas (a view scaled a million
/// times), which cairo's fixed-point coordinates cannot hold; the cut ring
/// covers the same pixels inside the rectangle, for convex and concave
/// rings alike (a concave one may gain edges along the rectangle's sides,
/// which lie outside the clip).
enum PolygonClipper {
    static func clip(_ ring: [CGPoint], to r: CGRect) -> [CGPoint] {
        var points = ring
        let edges: [(CGPoint) -> CGFloat] = [
            { $0.x - r.minX }, { r.maxX - $0.x }, { $0.y - r.minY }, { r.maxY - $0.y },
        ]
        for inside in edges {
            guard let last = points.last else { return [] }
            var out: [CGPoint] = []
            var previous = last
            for current in points {
                let a = inside(previous), b = inside(current)
                if (a >= 0) != (b >= 0), a.isFinite, b.isFinite, a != b {
                    let t = a / (a - b)
                    out.append(CGPoint(x: previous.x + (current.x - previous.x) * t, y: previous.y + (current.y - previous.y) * t))
                }
                if b >= 0 { out.append(current) }
                previous = current
            }
            points = out
        }
        return points
    }
}
