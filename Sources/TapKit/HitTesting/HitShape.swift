import Foundation

/// TapLab: a tappable region in a view's bounds coordinates — the patterns
/// the seed articles implement by overriding `point(inside:with:)`.
public enum HitShape {
    /// A circle; nil centre means the centre of bounds, nil radius min(w, h) / 2.
    case circle(center: CGPoint?, radius: CGFloat?)
    /// The ellipse inscribed in bounds.
    case ellipse
    /// The union of rectangles (seed 000's irregular two-strip button).
    case rects([CGRect])
    /// A Bézier path under its own fill rule (`usesEvenOddFillRule`).
    case path(UIBezierPath)

    /// Whether `p` (bounds coordinates) lies in the shape for a view with `bounds`.
    public func contains(_ p: CGPoint, in bounds: CGRect) -> Bool {
        switch self {
        case let .circle(center, radius):
            let c = center ?? CGPoint(x: bounds.midX, y: bounds.midY)
            let r = radius ?? min(bounds.width, bounds.height) / 2
            let dx = p.x - c.x, dy = p.y - c.y
            return dx * dx + dy * dy <= r * r
        case .ellipse:
            let rx = bounds.width / 2, ry = bounds.height / 2
            guard rx > 0, ry > 0 else { return false }
            let dx = (p.x - bounds.midX) / rx, dy = (p.y - bounds.midY) / ry
            return dx * dx + dy * dy <= 1
        case let .rects(rects):
            return rects.contains { $0.contains(p) }
        case let .path(path):
            return path.contains(p)
        }
    }

    /// Short name for traces: "circle", "ellipse", "rects", "path".
    public var kindName: String { "\(kind)" }

    /// `kindName` as plain data, for the records of a traced walk.
    var kind: StaticString {
        switch self {
        case .circle: "circle"
        case .ellipse: "ellipse"
        case .rects: "rects"
        case .path: "path"
        }
    }
}
