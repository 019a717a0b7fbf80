import Foundation

extension UIBezierPath {
    /// The flattening tolerance `contains(_:)` uses: a quarter point, finer
    /// than any touch, so the answer differs from the exact curve only within
    /// a quarter point of the outline.
    public static let containmentTolerance: CGFloat = 0.25

    /// Whether `point` is inside the area the path fills, as
    /// `UIBezierPath.contains(_:)`: under the non-zero winding rule, or the
    /// even-odd rule when `usesEvenOddFillRule` is set. Each open subpath is
    /// closed implicitly for filling, as Core Graphics closes it.
    ///
    /// Hit testing asks this for every touch and every view on the way down,
    /// so the flattened polygons are computed once and cached until the path
    /// changes; later calls allocate nothing and reject points outside the
    /// polygons' bounding box without visiting an edge. Points on the outline
    /// follow the usual half-open convention (top and left edges inside,
    /// bottom and right edges outside), so abutting shapes never share a point.
    /// Non-finite points are never inside.
    public func contains(_ point: CGPoint) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let cache = containmentCache ?? makeContainmentCache()
        let box = cache.bounds
        guard point.x >= box.minX, point.x <= box.maxX, point.y >= box.minY, point.y <= box.maxY else {
            return false
        }
        // Index loops throughout: an Array iterator allocates in unoptimised (debug) builds.
        var winding = 0
        for i in 0..<cache.polygons.count {
            winding += Self.winding(of: cache.polygons[i], around: point)
        }
        return usesEvenOddFillRule ? winding & 1 != 0 : winding != 0
    }

    private func makeContainmentCache() -> (polygons: [[CGPoint]], bounds: CGRect) {
        let polygons = flattened(tolerance: Self.containmentTolerance).filter { $0.count > 2 }
        var (minX, minY) = (CGFloat.infinity, CGFloat.infinity)
        var (maxX, maxY) = (-CGFloat.infinity, -CGFloat.infinity)
        for p in polygons.joined() {
            (minX, minY) = (min(minX, p.x), min(minY, p.y))
            (maxX, maxY) = (max(maxX, p.x), max(maxY, p.y))
        }
        let bounds = minX <= maxX && minY <= maxY
            ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
        let cache = (polygons: polygons, bounds: bounds)
        containmentCache = cache
        return cache
    }

    /// The winding number of `polygon` (implicitly closed) around `p`, by
    /// counting signed crossings of the horizontal ray to the right of `p`
    /// (Sunday's algorithm: no angles, no trigonometry).
    static func winding(of polygon: [CGPoint], around p: CGPoint) -> Int {
        let count = polygon.count
        guard count > 2 else { return 0 }
        var (a, winding) = (polygon[count - 1], 0)
        for i in 0..<count {
            let b = polygon[i]
            let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
            if a.y <= p.y {
                if b.y > p.y, side > 0 { winding += 1 }
            } else if b.y <= p.y, side < 0 {
                winding -= 1
            }
            a = b
        }
        return winding
    }
}
