import Foundation

/// Keeps overlay tags from covering each other: a tag goes where it asks
/// to, or — when that spot is taken — to the nearest free spot below,
/// above or beside it, tried in a fixed order so pictures stay identical
/// from run to run. Tags are kept inside the canvas.
struct LabelPlacer {
    let bounds: CGRect
    private(set) var placed: [CGRect] = []

    init(bounds: CGRect) { self.bounds = bounds }

    /// Reserves and returns a rectangle of `size` as close to `origin` as
    /// the tags already placed allow.
    mutating func place(_ size: CGSize, at origin: CGPoint) -> CGRect {
        let gap = max(1, (size.height * 0.12).rounded())
        let step = size.height + gap
        var candidates: [CGPoint] = [origin]
        for k in 1...12 {
            let d = CGFloat(k) * step
            candidates += [CGPoint(x: origin.x, y: origin.y + d), CGPoint(x: origin.x, y: origin.y - d)]
        }
        for k in 1...6 {
            let dx = CGFloat(k) * (size.width + gap)
            candidates += [CGPoint(x: origin.x + dx, y: origin.y), CGPoint(x: origin.x - dx, y: origin.y)]
        }
        let rects = candidates.map { clamped(CGRect(origin: $0, size: size)) }
        let chosen = rects.first { r in !placed.contains { $0.intersects(r) } } ?? rects[0]
        placed.append(chosen)
        return chosen
    }

    /// Marks `rect` as taken without moving it (a fixed mark such as the tap point).
    mutating func reserve(_ rect: CGRect) { placed.append(rect) }

    private func clamped(_ r: CGRect) -> CGRect {
        var r = r
        r.origin.x = min(max(r.origin.x, bounds.minX), max(bounds.minX, bounds.maxX - r.width))
        r.origin.y = min(max(r.origin.y, bounds.minY), max(bounds.minY, bounds.maxY - r.height))
        return r.integral
    }
}
