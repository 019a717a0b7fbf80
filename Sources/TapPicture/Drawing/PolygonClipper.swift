import Foundation

/// Sutherland–Hodgman: a ring cut to an axis-aligned rectangle. Used only
/// for geometry reaching far beyond the canvas (a view scaled a million
/// times), which cairo's fixed-point coordinates cannot hold; the cut ring
/// covers the same pixels inside the rectangle, for convex and concave
/// rings alike (a concave one may gain edges along the rectangle's sides,
/// which lie outside the clip).
enum PolygonClipper {
    private struct Edge {
        var vertical: Bool   // x = value (true) or y = value
        var value: CGFloat
        var keepsGreater: Bool

        func distance(_ p: CGPoint) -> CGFloat {
            let v = vertical ? p.x : p.y
            return keepsGreater ? v - value : value - v
        }

        /// Where the segment crosses the edge: exactly on it along its own
        /// axis (points 1e300 apart would lose the edge to rounding).
        func crossing(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
            let a = distance(p), b = distance(q)
            let t = a / (a - b)
            if vertical { return CGPoint(x: value, y: p.y + (q.y - p.y) * t) }
            return CGPoint(x: p.x + (q.x - p.x) * t, y: value)
        }
    }

    static func clip(_ ring: [CGPoint], to r: CGRect) -> [CGPoint] {
        var points = ring
        let edges = [Edge(vertical: true, value: r.minX, keepsGreater: true), Edge(vertical: true, value: r.maxX, keepsGreater: false),
                     Edge(vertical: false, value: r.minY, keepsGreater: true), Edge(vertical: false, value: r.maxY, keepsGreater: false)]
        for edge in edges {
            guard let last = points.last else { return [] }
            var out: [CGPoint] = []
            var previous = last
            for current in points {
                let a = edge.distance(previous), b = edge.distance(current)
                if (a >= 0) != (b >= 0), a.isFinite, b.isFinite { out.append(edge.crossing(previous, current)) }
                if b >= 0 { out.append(current) }
                previous = current
            }
            points = out
        }
        return points
    }
}
