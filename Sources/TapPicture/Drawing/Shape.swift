import Foundation
import TapKit

/// A shape the overlays and the tree fill or stroke, in some local
/// coordinates (a view's bounds, or pixels): the painter maps it with a
/// transform, so one description serves every rotation and scale, and
/// cairo draws its curves exactly instead of as polygons.
indirect enum Shape: Equatable {
    case rect(CGRect)
    /// Quarter-circle corners; the radius is capped at half the shorter
    /// side, as Core Animation caps `cornerRadius`.
    case roundedRect(CGRect, radius: CGFloat)
    case ellipse(CGRect)
    /// Straight segments through `points`, closed back to the first or not.
    case polygon([CGPoint], closed: Bool)
    /// Several shapes as one, filled by `rule` (a border is a rounded
    /// rectangle and its inset, even-odd).
    case compound([Shape], FillRule)

    static func circle(center: CGPoint, radius: CGFloat) -> Shape {
        .ellipse(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    static func line(_ a: CGPoint, _ b: CGPoint) -> Shape { .polygon([a, b], closed: false) }

    /// A rounded rectangle, or the plain one when the capped radius is not positive.
    static func rounded(_ r: CGRect, radius: CGFloat) -> Shape {
        cappedRadius(r, radius) > 0 ? .roundedRect(r, radius: radius) : .rect(r)
    }

    static func cappedRadius(_ r: CGRect, _ radius: CGFloat) -> CGFloat {
        min(max(0, radius.isFinite ? radius : 0), r.width / 2, r.height / 2)
    }

    /// A border as Core Animation draws it: the rounded rectangle minus the
    /// same shape inset by the width, its radius reduced by the width.
    static func border(_ rect: CGRect, width: CGFloat, radius: CGFloat) -> Shape {
        let outer = rounded(rect, radius: radius)
        let inner = rect.insetBy(dx: width, dy: width)
        guard inner.width > 0, inner.height > 0 else { return outer }
        return .compound([outer, rounded(inner, radius: max(0, radius - width))], .evenOdd)
    }

    /// The area a hit shape covers, in the view's bounds coordinates.
    static func hitShape(_ shape: HitShape, bounds: CGRect) -> Shape {
        switch shape {
        case let .circle(center, radius):
            let c = center ?? CGPoint(x: bounds.midX, y: bounds.midY)
            return .circle(center: c, radius: max(0, radius ?? min(bounds.width, bounds.height) / 2))
        case .ellipse:
            return .ellipse(bounds)
        case let .rects(rects):
            return .compound(rects.map { .rect($0.standardized) }, .nonZero)
        case let .path(path):
            let rings = path.flattened(tolerance: 0.1)
            return .compound(rings.map { .polygon($0, closed: true) }, path.usesEvenOddFillRule ? .evenOdd : .nonZero)
        }
    }

    /// The smallest rectangle holding the shape (local coordinates).
    var boundingBox: CGRect {
        switch self {
        case let .rect(r), let .roundedRect(r, _), let .ellipse(r): return r.standardized
        case let .polygon(points, _):
            guard let first = points.first else { return .null }
            return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
        case let .compound(shapes, _):
            return shapes.reduce(CGRect.null) { $0.union($1.boundingBox) }
        }
    }

    /// Straight-line rings approximating the shape (`n` points per quarter
    /// of a curve): for geometry so far off the canvas that cairo's
    /// fixed-point coordinates cannot hold it, which the painter then maps
    /// and cuts to the canvas itself.
    func rings(pointsPerQuarter n: Int = 16) -> [[CGPoint]] {
        switch self {
        case let .rect(r):
            return [[CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]]
        case let .roundedRect(r, radius):
            let k = Self.cappedRadius(r, radius)
            let corners: [(CGFloat, CGFloat, CGFloat)] = [
                (r.maxX - k, r.minY + k, -.pi / 2), (r.maxX - k, r.maxY - k, 0),
                (r.minX + k, r.maxY - k, .pi / 2), (r.minX + k, r.minY + k, .pi),
            ]
            return [corners.flatMap { cx, cy, start in
                (0...n).map { i in
                    let a = start + CGFloat(i) / CGFloat(n) * .pi / 2
                    return CGPoint(x: cx + k * cos(a), y: cy + k * sin(a))
                }
            }]
        case let .ellipse(r):
            return [(0..<(4 * n)).map { i in
                let a = CGFloat(i) / CGFloat(4 * n) * 2 * .pi
                return CGPoint(x: r.midX + r.width / 2 * cos(a), y: r.midY + r.height / 2 * sin(a))
            }]
        case let .polygon(points, _):
            return [points]
        case let .compound(shapes, _):
            return shapes.flatMap { $0.rings(pointsPerQuarter: n) }
        }
    }

    /// How overlapping parts decide what is inside.
    var fillRule: FillRule {
        if case let .compound(_, rule) = self { return rule }
        return .nonZero
    }
}
