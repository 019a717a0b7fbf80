import Foundation

/// Turns lines into fillable rings, in pixel coordinates: each segment
/// becomes a quadrilateral and each joint a small square, all wound the same
/// way so that a non-zero fill unions them without double-blending where
/// they overlap.
enum Stroke {
    /// The rings that draw `points` as a line `width` pixels wide.
    /// `closed` joins the last point back to the first.
    static func rings(_ points: [CGPoint], width: CGFloat, closed: Bool) -> [[CGPoint]] {
        guard points.count >= 2, width > 0 else { return [] }
        var path = points
        if closed, let first = points.first, points.last != first { path.append(first) }
        let half = width / 2
        var rings: [[CGPoint]] = []
        for (p, q) in zip(path, path.dropFirst()) {
            let dx = q.x - p.x, dy = q.y - p.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0, length.isFinite else { continue }
            let nx = -dy / length * half, ny = dx / length * half
            rings.append(clockwise([CGPoint(x: p.x + nx, y: p.y + ny), CGPoint(x: q.x + nx, y: q.y + ny),
                                    CGPoint(x: q.x - nx, y: q.y - ny), CGPoint(x: p.x - nx, y: p.y - ny)]))
        }
        let joints = closed ? path : Array(path.dropFirst().dropLast())
        for j in joints {
            rings.append([CGPoint(x: j.x - half, y: j.y - half), CGPoint(x: j.x + half, y: j.y - half),
                          CGPoint(x: j.x + half, y: j.y + half), CGPoint(x: j.x - half, y: j.y + half)])
        }
        return rings
    }

    /// Cuts a line into dashes `on` pixels long with `off`-pixel gaps,
    /// measured along the whole line so the pattern continues round corners.
    static func dashes(_ points: [CGPoint], on: CGFloat, off: CGFloat, closed: Bool) -> [[CGPoint]] {
        var dashes: [[CGPoint]] = []
        forEachDash(points, on: on, off: off, closed: closed) { dashes.append($0) }
        return dashes
    }

    /// The dashes of `dashes(...)`, one at a time (the array passed is
    /// reused: copy it to keep it).
    ///
    /// With a `window` (the clip, widened by the line's width), the parts
    /// of a segment longer than `longSegment` that lie outside it are not
    /// cut into dashes: the pattern is moved on by their length at once.
    /// A view scaled up a millionfold has sides millions of pixels long,
    /// and cutting them one dash at a time would take seconds, or stop at
    /// the dash budget before reaching the part on screen. Shorter segments
    /// are cut exactly as without a window, so ordinary pictures do not change.
    static func forEachDash(_ points: [CGPoint], on: CGFloat, off: CGFloat, closed: Bool, within window: CGRect? = nil,
                            _ body: ([CGPoint]) -> Void) {
        guard points.count >= 2, on > 0, off >= 0, on.isFinite, off.isFinite else { body(points); return }
        var path = points
        if closed, let first = points.first { path.append(first) }
        var count = 0
        var current: [CGPoint] = [path[0]]
        var drawing = true
        var left = on
        /// Cuts dashes from `p` to `q`; false once the dash budget is spent.
        func walk(_ p: CGPoint, _ q: CGPoint) -> Bool {
            let length = hypot(q.x - p.x, q.y - p.y)
            guard length.isFinite else { return true }
            var travelled: CGFloat = 0
            while length - travelled > left {
                travelled += left
                let t = travelled / length
                let cut = CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
                if drawing {
                    current.append(cut)
                    body(current)
                    count += 1
                } else {
                    current.removeAll(keepingCapacity: true)
                    current.append(cut)
                }
                drawing.toggle()
                left = drawing ? on : off
                if count > 100_000 { return false }
            }
            left -= length - travelled
            if drawing { current.append(q) }
            return true
        }
        /// Moves the pattern on from `p` to `q` without cutting (the dash
        /// under way ends at `p`, the next piece starts at `q`).
        func skip(_ p: CGPoint, _ q: CGPoint) {
            let length = hypot(q.x - p.x, q.y - p.y)
            guard length.isFinite, length > 0 else { return }
            if drawing, current.count >= 2 { body(current); count += 1 }
            let period = on + off
            let next = ((drawing ? on - left : period - left) + length).truncatingRemainder(dividingBy: period)
            drawing = next < on
            left = drawing ? on - next : period - next
            current.removeAll(keepingCapacity: true)
            current.append(q)
        }
        for (p, q) in zip(path, path.dropFirst()) {
            guard let window, hypot(q.x - p.x, q.y - p.y) > longSegment else {
                if !walk(p, q) { return }
                continue
            }
            guard let (t0, t1) = visibleInterval(p, q, in: window) else { skip(p, q); continue }
            let a = lerp(p, q, t0), b = lerp(p, q, t1)
            if t0 > 0 { skip(p, a) }
            if !walk(a, b) { return }
            if t1 < 1 { skip(b, q) }
        }
        if drawing, current.count >= 2 { body(current) }
    }

    /// Segments longer than this (pixels) are dashed only where they can be seen.
    static let longSegment: CGFloat = 65_536

    private static func lerp(_ p: CGPoint, _ q: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }

    /// The part of the segment `p`→`q` inside `r`, as parameters `t0 <= t1`
    /// in 0...1 (Liang–Barsky); nil when it misses `r`.
    static func visibleInterval(_ p: CGPoint, _ q: CGPoint, in r: CGRect) -> (CGFloat, CGFloat)? {
        let dx = q.x - p.x, dy = q.y - p.y
        var t0: CGFloat = 0, t1: CGFloat = 1
        for (pk, qk) in [(-dx, p.x - r.minX), (dx, r.maxX - p.x), (-dy, p.y - r.minY), (dy, r.maxY - p.y)] {
            if pk == 0 {
                if qk < 0 { return nil }
                continue
            }
            let ratio = qk / pk
            if pk < 0 { t0 = max(t0, ratio) } else { t1 = min(t1, ratio) }
        }
        return t0.isFinite && t1.isFinite && t0 <= t1 ? (t0, t1) : nil
    }

    /// A filled triangle pointing along `from -> tip`, `size` pixels long.
    static func arrowHead(from: CGPoint, tip: CGPoint, size: CGFloat) -> [CGPoint] {
        let dx = tip.x - from.x, dy = tip.y - from.y
        let length = hypot(dx, dy)
        guard length > 0, length.isFinite else { return [] }
        let ux = dx / length, uy = dy / length
        let base = CGPoint(x: tip.x - ux * size, y: tip.y - uy * size)
        let w = size * 0.55
        return [tip, CGPoint(x: base.x - uy * w, y: base.y + ux * w), CGPoint(x: base.x + uy * w, y: base.y - ux * w)]
    }

    /// `ring` wound clockwise on screen (positive signed area with y down).
    static func clockwise(_ ring: [CGPoint]) -> [CGPoint] {
        var area: CGFloat = 0
        for (p, q) in zip(ring, ring.dropFirst() + ring.prefix(1)) { area += p.x * q.y - q.x * p.y }
        return area < 0 ? ring.reversed() : ring
    }

    /// `clockwise`'s area for a four-point ring, summed in the same order.
    @inline(__always)
    static func signedArea(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> CGFloat {
        var area: CGFloat = 0
        area += a.x * b.y - b.x * a.y
        area += b.x * c.y - c.x * b.y
        area += c.x * d.y - d.x * c.y
        area += d.x * a.y - a.x * d.y
        return area
    }
}
