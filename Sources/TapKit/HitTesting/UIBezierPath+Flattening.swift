import Foundation

extension UIBezierPath {
    /// The most points one curve contributes, whatever the tolerance, so that
    /// a huge or degenerate curve cannot make flattening (and every later
    /// `contains(_:)`) arbitrarily slow.
    public static let maxPointsPerCurve = 256

    /// The path as polylines, one per subpath, for renderers and for `contains(_:)`.
    ///
    /// Each curve is cut into the number of straight segments given by Wang's
    /// formula, `n = ⌈√(d(d−1)/8 · M / tolerance)⌉` where `d` is the degree and
    /// `M` the largest second difference of the control points, which bounds
    /// the distance between the curve and its polyline by `tolerance` without
    /// any recursion. `n` is capped at `maxPointsPerCurve`; a non-positive or
    /// NaN tolerance asks for that cap.
    ///
    /// A closed subpath ends with its first point repeated (unless it already
    /// ends there), so stroking a polyline draws the closing segment. Open
    /// subpaths are returned as drawn; fills close them implicitly. Subpaths
    /// that never leave their first point (a lone move) are omitted.
    public func flattened(tolerance: CGFloat = 0.25) -> [[CGPoint]] {
        let tolerance = tolerance > 0 ? tolerance : .leastNormalMagnitude
        var polylines: [[CGPoint]] = []
        var polyline: [CGPoint] = []
        var (start, from) = (CGPoint.zero, CGPoint.zero)
        func finishPolyline() {
            if polyline.count > 1 { polylines.append(polyline) }
            polyline = []
        }
        for element in elements {
            if case .move = element {} else if polyline.isEmpty { polyline.append(from) }
            switch element {
            case .move(let p):
                finishPolyline()
                polyline.append(p)
                (start, from) = (p, p)
            case .line(let p):
                polyline.append(p)
                from = p
            case .quadCurve(let p, let c):
                Self.appendQuadratic(from, c, p, tolerance: tolerance, to: &polyline)
                from = p
            case .curve(let p, let c1, let c2):
                Self.appendCubic(from, c1, c2, p, tolerance: tolerance, to: &polyline)
                from = p
            case .close:
                if polyline.last != start { polyline.append(start) }
                finishPolyline()
                from = start
            }
        }
        finishPolyline()
        return polylines
    }

    static func segmentCount(secondDifference m: CGFloat, degreeFactor: CGFloat, tolerance: CGFloat) -> Int {
        let n = (degreeFactor * m / tolerance).squareRoot().rounded(.up)
        guard !n.isNaN else { return 1 }
        return Int(min(max(n, 1), CGFloat(maxPointsPerCurve)))
    }

    static func appendQuadratic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint,
                                tolerance: CGFloat, to polyline: inout [CGPoint]) {
        let m = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        let n = segmentCount(secondDifference: m, degreeFactor: 0.25, tolerance: tolerance)
        for i in 1..<n {
            let t = CGFloat(i) / CGFloat(n), u = 1 - t
            let (w0, w1, w2) = (u * u, 2 * u * t, t * t)
            polyline.append(CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x,
                                    y: w0 * p0.y + w1 * p1.y + w2 * p2.y))
        }
        polyline.append(p2)
    }

    static func appendCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                            tolerance: CGFloat, to polyline: inout [CGPoint]) {
        let m = max(hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                    hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        let n = segmentCount(secondDifference: m, degreeFactor: 0.75, tolerance: tolerance)
        for i in 1..<n {
            let t = CGFloat(i) / CGFloat(n), u = 1 - t
            let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            polyline.append(CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                                    y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y))
        }
        polyline.append(p3)
    }
}
