import Foundation

/// A texture drawn onto a parallelogram of pixels (rotated, sheared or
/// mirrored text), cut down to the part near the clip before SDL sees it.
///
/// SDL's software renderer rasterises `SDL_RenderGeometry` triangles in
/// fixed point: a label scaled up until its corners are a million pixels
/// away overflows that arithmetic and reads outside the texture (a
/// segfault, not a wrong pixel). Only the part of the quad near the clip
/// can show, so that part is what SDL is given — a convex polygon of at
/// most eight corners, each with the texture coordinate the whole quad
/// would give it there. A quad already near the clip is passed unchanged,
/// so ordinary rotated text draws exactly as before.
struct TexturedQuad {
    /// Corners in pixels: top-left, top-right, bottom-left, bottom-right of the texture.
    let corners: [CGPoint]

    /// A corner of the polygon SDL draws: where, and which point of the texture (0...1).
    struct Vertex: Equatable {
        var position: CGPoint
        var uv: CGPoint
    }

    /// How far outside the clip a quad may reach and still be handed to SDL
    /// as it is (pixels).
    static let margin: CGFloat = 256

    /// The polygon to draw inside `clip` (a triangle fan), or nil when no
    /// part of the quad is near it or the quad has no area.
    func polygon(within clip: CGRect) -> [Vertex]? {
        guard corners.count == 4 else { return nil }
        let (c0, c1, c2, c3) = (corners[0], corners[1], corners[2], corners[3])
        let full = [Vertex(position: c0, uv: CGPoint(x: 0, y: 0)), Vertex(position: c1, uv: CGPoint(x: 1, y: 0)),
                    Vertex(position: c3, uv: CGPoint(x: 1, y: 1)), Vertex(position: c2, uv: CGPoint(x: 0, y: 1))]
        let window = clip.insetBy(dx: -Self.margin, dy: -Self.margin)
        if corners.allSatisfy({ window.contains($0) }) { return full }
        // The texture coordinate of a pixel is the inverse of the quad's
        // affine map (corner 0 plus u along the top edge and v down the left).
        let e1 = CGPoint(x: c1.x - c0.x, y: c1.y - c0.y), e2 = CGPoint(x: c2.x - c0.x, y: c2.y - c0.y)
        let det = e1.x * e2.y - e1.y * e2.x
        guard det != 0, det.isFinite else { return nil }
        func uv(_ p: CGPoint) -> CGPoint {
            let d = CGPoint(x: p.x - c0.x, y: p.y - c0.y)
            let u = (d.x * e2.y - d.y * e2.x) / det, v = (e1.x * d.y - e1.y * d.x) / det
            return CGPoint(x: min(max(u, 0), 1), y: min(max(v, 0), 1))
        }
        let inner = clip.insetBy(dx: -2, dy: -2)
        var points = full.map(\.position)
        points = Self.cut(points) { $0.x >= inner.minX } at: { p, q in Self.crossX(p, q, inner.minX) }
        points = Self.cut(points) { $0.x <= inner.maxX } at: { p, q in Self.crossX(p, q, inner.maxX) }
        points = Self.cut(points) { $0.y >= inner.minY } at: { p, q in Self.crossY(p, q, inner.minY) }
        points = Self.cut(points) { $0.y <= inner.maxY } at: { p, q in Self.crossY(p, q, inner.maxY) }
        guard points.count >= 3 else { return nil }
        return points.map { Vertex(position: $0, uv: uv($0)) }
    }

    /// One step of Sutherland–Hodgman: the part of a convex polygon on the
    /// side of one clip edge where `keeps` holds.
    private static func cut(_ polygon: [CGPoint], keeps: (CGPoint) -> Bool,
                            at cross: (CGPoint, CGPoint) -> CGPoint) -> [CGPoint] {
        var out: [CGPoint] = []
        for (i, p) in polygon.enumerated() {
            let q = polygon[(i + 1) % polygon.count]
            let pIn = keeps(p), qIn = keeps(q)
            if pIn { out.append(p) }
            if pIn != qIn { out.append(cross(p, q)) }
        }
        return out
    }

    private static func crossX(_ p: CGPoint, _ q: CGPoint, _ x: CGFloat) -> CGPoint {
        let t = (x - p.x) / (q.x - p.x)
        return CGPoint(x: x, y: p.y + (q.y - p.y) * t)
    }

    private static func crossY(_ p: CGPoint, _ q: CGPoint, _ y: CGFloat) -> CGPoint {
        let t = (y - p.y) / (q.y - p.y)
        return CGPoint(x: p.x + (q.x - p.x) * t, y: y)
    }
}
