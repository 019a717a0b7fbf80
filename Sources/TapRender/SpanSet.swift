import CSDL2
import Foundation

/// A set of whole pixels stored as horizontal runs per row.
///
/// Every filled shape in TapRender goes through here rather than through
/// SDL's triangle rasteriser: sampling each pixel at its centre makes
/// shared edges exact (two abutting rectangles never overlap or leave a
/// gap, so translucent fills never double-blend), gives both fill rules,
/// and lets the overlays combine regions (a view minus its parent's
/// bounds) with plain interval arithmetic. Rows that repeat are merged
/// into one rectangle, so an axis-aligned rectangle costs one SDL call.
///
/// The runs of every row live in one flat array (row `i` is
/// `runs[rowEnds[i - 1] ..< rowEnds[i]]`): overlays build thousands of
/// these per frame, and an array per row made allocation their main cost.
/// Within a row the runs are sorted, disjoint and never touch, so the same
/// pixels always give the same runs.
struct SpanSet {
    /// The first row's y.
    private(set) var top: Int
    /// Every row's runs, row after row.
    private var runs: [Range<Int>]
    /// Where each row's runs end in `runs`.
    private var rowEnds: [Int]

    init() {
        top = 0
        runs = []
        rowEnds = []
    }

    var rowCount: Int { rowEnds.count }

    var isEmpty: Bool { runs.isEmpty }

    /// The pixels of `rect` (already whole pixels).
    init(_ rect: PixelRect) {
        self.init()
        guard !rect.isEmpty else { return }
        top = rect.y0
        runs = Array(repeating: rect.x0..<rect.x1, count: rect.height)
        rowEnds = Array(1...rect.height)
    }

    /// The runs of row `y` (empty outside the set's rows).
    func row(_ y: Int) -> ArraySlice<Range<Int>> {
        let i = y - top
        guard i >= 0, i < rowEnds.count else { return [] }
        return runs[(i == 0 ? 0 : rowEnds[i - 1])..<rowEnds[i]]
    }

    /// Row `i` counted from `top`.
    private func rowAt(_ i: Int) -> ArraySlice<Range<Int>> {
        runs[(i == 0 ? 0 : rowEnds[i - 1])..<rowEnds[i]]
    }

    /// The pixels whose centres are inside `rings` (pixel coordinates) under
    /// `rule`, limited to `clip`.
    init(rings: [[CGPoint]], rule: FillRule = .nonZero, clip: PixelRect) {
        var edges = Edges()
        for ring in rings where ring.count >= 3 {
            ring.withUnsafeBufferPointer { edges.addRing($0) }
        }
        self.init(edges, rule: rule, clip: clip)
    }

    /// The pixels of the line through `points`, `width` pixels wide,
    /// optionally dashed — exactly what filling `Stroke.rings` of every
    /// dash (non-zero) covers, built straight from the line without making
    /// a ring (an array) for every segment and corner.
    init(stroke points: [CGPoint], width: CGFloat, closed: Bool, dash: (CGFloat, CGFloat)?, clip: PixelRect) {
        // A line of horizontal and vertical segments (a view's outline,
        // dashed or not): every piece's quadrilateral and every joint's
        // square is an axis-aligned rectangle, and so are the dashes cut
        // from it, so the line is a union of pixel rectangles.
        // Dashes are only cut near the clip (see `Stroke.forEachDash`).
        let margin = width.isFinite ? min(max(width, 0), PixelGeometry.limit) + 1 : 1
        let window = clip.cgRect.insetBy(dx: -margin, dy: -margin)
        if width > 0, width.isFinite, Self.isRectilinear(points) {
            var rects: [PixelRect] = []
            if let dash {
                Stroke.forEachDash(points, on: dash.0, off: dash.1, closed: closed, within: window) { piece in
                    Self.addRectilinearStroke(piece, width: width, closed: false, to: &rects)
                }
            } else {
                Self.addRectilinearStroke(points, width: width, closed: closed, to: &rects)
            }
            self.init(unionOf: rects, clip: clip)
            return
        }
        var edges = Edges()
        if let dash {
            Stroke.forEachDash(points, on: dash.0, off: dash.1, closed: closed, within: window) { piece in
                edges.addStroke(piece, width: width, closed: false)
            }
        } else {
            edges.addStroke(points, width: width, closed: closed)
        }
        self.init(edges, rule: .nonZero, clip: clip)
    }

    /// Whether every segment of the line (closing one included) is
    /// horizontal or vertical, and every point finite.
    private static func isRectilinear(_ points: [CGPoint]) -> Bool {
        guard points.count >= 2 else { return false }
        for (i, p) in points.enumerated() {
            let q = points[i + 1 == points.count ? 0 : i + 1]
            guard p.x.isFinite, p.y.isFinite, p.x == q.x || p.y == q.y else { return false }
        }
        return true
    }

    /// The rectangles of `Stroke.rings(points, width:, closed:)` for a
    /// rectilinear line, in pixels: each segment's band (the quadrilateral
    /// `Stroke` builds is exactly that rectangle: the normal of a horizontal
    /// or vertical segment is exactly ±half a width) and each joint's square.
    private static func addRectilinearStroke(_ points: [CGPoint], width: CGFloat, closed: Bool, to rects: inout [PixelRect]) {
        guard points.count >= 2, width > 0 else { return }
        let half = width / 2
        let count = points.count
        let closes = closed && points[count - 1] != points[0]
        let pathCount = closes ? count + 1 : count
        func point(_ i: Int) -> CGPoint { i == count ? points[0] : points[i] }
        func add(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) {
            rects.append(PixelRect(x0: PixelRect.edge(min(x0, x1)), y0: PixelRect.edge(min(y0, y1)),
                                   x1: PixelRect.edge(max(x0, x1)), y1: PixelRect.edge(max(y0, y1))))
        }
        for i in 0..<(pathCount - 1) {
            let p = point(i), q = point(i + 1)
            let dx = q.x - p.x, dy = q.y - p.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0, length.isFinite else { continue }
            if dy == 0 { add(p.x, p.y - half, q.x, p.y + half) } else { add(p.x - half, p.y, p.x + half, q.y) }
        }
        let joints = closed ? 0..<pathCount : 1..<max(1, pathCount - 1)
        for i in joints {
            let j = point(i)
            add(j.x - half, j.y - half, j.x + half, j.y + half)
        }
    }

    /// The union of pixel rectangles, limited to `clip`.
    init(unionOf rects: [PixelRect], clip: PixelRect) {
        self.init()
        var parts: [PixelRect] = []
        parts.reserveCapacity(rects.count)
        var first = Int.max, last = Int.min
        for r in rects {
            let part = r.intersection(clip)
            guard !part.isEmpty else { continue }
            parts.append(part)
            first = min(first, part.y0)
            last = max(last, part.y1)
        }
        guard !parts.isEmpty else { return }
        top = first
        rowEnds.reserveCapacity(last - first)
        // Per row, the x intervals of the rectangles covering it, sorted by
        // start (insertion: a row meets a handful) and merged.
        withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: parts.count) { row in
            for y in first..<last {
                var count = 0
                for r in parts where r.y0 <= y && y < r.y1 {
                    let run = r.x0..<r.x1
                    var j = count
                    while j > 0, run.lowerBound < row[j - 1].lowerBound { row[j] = row[j - 1]; j -= 1 }
                    row[j] = run
                    count += 1
                }
                let rowStart = runs.count
                for k in 0..<count {
                    let run = row[k]
                    if runs.count > rowStart, runs[runs.count - 1].upperBound >= run.lowerBound {
                        let previous = runs[runs.count - 1]
                        runs[runs.count - 1] = previous.lowerBound..<max(previous.upperBound, run.upperBound)
                    } else {
                        runs.append(run)
                    }
                }
                rowEnds.append(runs.count)
            }
        }
    }

    /// The non-horizontal, finite edges of a set of rings, each pointing
    /// down with the winding its direction gives.
    struct Edges {
        fileprivate var list: [Edge] = []
        fileprivate var minY = CGFloat.infinity, maxY = -CGFloat.infinity

        /// One edge from `p` to `q`; `flip` reverses the ring's direction.
        @inline(__always)
        fileprivate mutating func add(_ p: CGPoint, _ q: CGPoint, flip: Bool = false) {
            guard p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite, p.y != q.y else { return }
            var edge = p.y < q.y ? Edge(top: p, bottom: q, winding: 1) : Edge(top: q, bottom: p, winding: -1)
            if flip { edge.winding = -edge.winding }
            minY = min(minY, edge.top.y)
            maxY = max(maxY, edge.bottom.y)
            list.append(edge)
        }

        mutating func addRing(_ ring: UnsafeBufferPointer<CGPoint>) {
            for i in ring.indices { add(ring[i], ring[i + 1 == ring.count ? 0 : i + 1]) }
        }

        /// The edges of `Stroke.rings(points, width:, closed:)`: a
        /// quadrilateral per segment, turned clockwise as `Stroke.clockwise`
        /// turns it, and a square per joint.
        mutating func addStroke(_ points: [CGPoint], width: CGFloat, closed: Bool) {
            guard points.count >= 2, width > 0 else { return }
            let half = width / 2
            let count = points.count
            // The path, closed back to its first point when asked (and not already).
            let closes = closed && points[count - 1] != points[0]
            let pathCount = closes ? count + 1 : count
            func point(_ i: Int) -> CGPoint { i == count ? points[0] : points[i] }
            for i in 0..<(pathCount - 1) {
                let p = point(i), q = point(i + 1)
                let dx = q.x - p.x, dy = q.y - p.y
                let length = (dx * dx + dy * dy).squareRoot()
                guard length > 0, length.isFinite else { continue }
                let nx = -dy / length * half, ny = dx / length * half
                let a = CGPoint(x: p.x + nx, y: p.y + ny), b = CGPoint(x: q.x + nx, y: q.y + ny)
                let c = CGPoint(x: q.x - nx, y: q.y - ny), d = CGPoint(x: p.x - nx, y: p.y - ny)
                let flip = Stroke.signedArea(a, b, c, d) < 0
                add(a, b, flip: flip); add(b, c, flip: flip); add(c, d, flip: flip); add(d, a, flip: flip)
            }
            let joints = closed ? 0..<pathCount : 1..<max(1, pathCount - 1)
            for i in joints {
                let j = point(i)
                let a = CGPoint(x: j.x - half, y: j.y - half), b = CGPoint(x: j.x + half, y: j.y - half)
                let c = CGPoint(x: j.x + half, y: j.y + half), d = CGPoint(x: j.x - half, y: j.y + half)
                add(a, b); add(b, c); add(c, d); add(d, a)
            }
        }
    }

    /// Scanline fill of `edges`: each row sampled at pixel centres.
    ///
    /// An edge takes part in row `y` when `top.y <= y + 0.5 < bottom.y`,
    /// tested exactly as written. Edges are put in a bucket a row or two
    /// before the first row they can take part in (found from `floor`, so
    /// no rounding can make it late) instead of being sorted, and the test
    /// itself decides when they start counting.
    private init(_ found: Edges, rule: FillRule, clip: PixelRect) {
        self.init()
        guard !found.list.isEmpty else { return }
        let first = max(clip.y0, PixelRect.edge(found.minY))
        let last = min(clip.y1, PixelRect.edge(found.maxY))
        guard first < last else { return }
        top = first
        let rowCount = last - first
        let edges = found.list
        // Counting sort of the edges by bucket row, in scratch memory (on the
        // stack when small): overlays build thousands of these per frame.
        let n = edges.count
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * n + rowCount + 1) { scratch in
            let bucketStart = UnsafeMutableBufferPointer(rebasing: scratch[0..<(rowCount + 1)])
            let bucketOf = UnsafeMutableBufferPointer(rebasing: scratch[(rowCount + 1)..<(rowCount + 1 + n)])
            let order = UnsafeMutableBufferPointer(rebasing: scratch[(rowCount + 1 + n)..<(rowCount + 1 + 2 * n)])
            let active = UnsafeMutableBufferPointer(rebasing: scratch[(rowCount + 1 + 2 * n)..<(rowCount + 1 + 3 * n)])
            bucketStart.initialize(repeating: 0)
            for (i, e) in edges.enumerated() {
                let guess = e.top.y.rounded(.down) - 1 - CGFloat(first)
                let b = guess <= 0 ? 0 : guess >= CGFloat(rowCount) ? rowCount : Int(guess)
                bucketOf[i] = Int32(b)
                bucketStart[b] += 1
            }
            var total: Int32 = 0
            for b in 0...rowCount {
                let count = bucketStart[b]
                bucketStart[b] = total
                total += count
            }
            // Fill each bucket from its start; afterwards bucket b ends where b + 1 starts.
            for i in 0..<n {
                let b = Int(bucketOf[i])
                order[Int(bucketStart[b])] = Int32(i)
                bucketStart[b] += 1
            }
            for b in stride(from: rowCount, to: 0, by: -1) { bucketStart[b] = bucketStart[b - 1] }
            bucketStart[0] = 0
            rowEnds.reserveCapacity(rowCount)
            withUnsafeTemporaryAllocation(of: Crossing.self, capacity: n) { crossings in
                var activeCount = 0
                edges.withUnsafeBufferPointer { e in
                    for i in 0..<rowCount {
                        let sample = CGFloat(first + i) + 0.5
                        for k in Int(bucketStart[i])..<Int(bucketStart[i + 1]) {
                            active[activeCount] = order[k]
                            activeCount += 1
                        }
                        var kept = 0, count = 0
                        for k in 0..<activeCount {
                            let edge = e[Int(active[k])]
                            guard edge.bottom.y > sample else { continue }
                            active[kept] = active[k]
                            kept += 1
                            guard edge.top.y <= sample else { continue }
                            // Insertion by x (the order of equal ones never matters:
                            // they open and close runs at the same pixel).
                            let item = Crossing(x: edge.x(at: sample), winding: edge.winding)
                            var j = count
                            while j > 0, item.x < crossings[j - 1].x {
                                crossings[j] = crossings[j - 1]
                                j -= 1
                            }
                            crossings[j] = item
                            count += 1
                        }
                        activeCount = kept
                        appendRuns(UnsafeBufferPointer(rebasing: crossings[0..<count]), rule: rule, clip: clip)
                        rowEnds.append(runs.count)
                    }
                }
            }
        }
    }

    fileprivate struct Crossing { var x: CGFloat, winding: Int }

    /// Turns sorted crossings into pixel runs of the row being built: a
    /// pixel is in when its centre is at or right of an entering crossing
    /// and left of the leaving one.
    private mutating func appendRuns(_ crossings: UnsafeBufferPointer<Crossing>, rule: FillRule, clip: PixelRect) {
        let rowStart = runs.count
        var winding = 0
        var start: CGFloat = 0
        for c in crossings {
            let wasInside = rule == .nonZero ? winding != 0 : winding & 1 != 0
            winding += c.winding
            let isInside = rule == .nonZero ? winding != 0 : winding & 1 != 0
            if !wasInside, isInside { start = c.x }
            if wasInside, !isInside {
                let a = max(clip.x0, PixelRect.edge(start))
                let b = min(clip.x1, PixelRect.edge(c.x))
                if a < b {
                    if runs.count > rowStart, runs[runs.count - 1].upperBound >= a {
                        let lastRun = runs[runs.count - 1]
                        runs[runs.count - 1] = lastRun.lowerBound..<max(lastRun.upperBound, b)
                    } else {
                        runs.append(a..<b)
                    }
                }
            }
        }
    }

    fileprivate struct Edge {
        var top: CGPoint, bottom: CGPoint, winding: Int
        /// Where the edge crosses row centre `y`. Edges of a view scaled
        /// beyond 1e154 pixels overflow the product to ±∞ (and the row
        /// would fill to the clip's edge); those are computed from the
        /// fraction of the way down instead, which stays finite. Ordinary
        /// edges keep the exact arithmetic the fast paths are checked against.
        func x(at y: CGFloat) -> CGFloat {
            let product = (bottom.x - top.x) * (y - top.y)
            if product.isFinite { return top.x + product / (bottom.y - top.y) }
            let t = (y - top.y) / (bottom.y - top.y)
            return top.x * (1 - t) + bottom.x * t
        }
    }

    // MARK: Region arithmetic

    func union(_ other: SpanSet) -> SpanSet { combine(other, .union) }
    func intersection(_ other: SpanSet) -> SpanSet { combine(other, .intersection) }
    func subtracting(_ other: SpanSet) -> SpanSet { combine(other, .subtraction) }

    private enum Operation {
        case union, intersection, subtraction
        func apply(_ a: Bool, _ b: Bool) -> Bool {
            switch self {
            case .union: a || b
            case .intersection: a && b
            case .subtraction: a && !b
            }
        }
    }

    /// Every operation leaves a pixel out when it is in neither set, so only
    /// rows that can hold a result are combined: for an intersection those
    /// both sets have, for a difference those of the first set.
    private func combine(_ other: SpanSet, _ op: Operation) -> SpanSet {
        var first: Int, last: Int
        switch op {
        case .union:
            if other.rowCount == 0 { return self }
            if rowCount == 0 { return other }
            first = min(top, other.top)
            last = max(top + rowCount, other.top + other.rowCount)
        case .intersection:
            first = max(top, other.top)
            last = min(top + rowCount, other.top + other.rowCount)
        case .subtraction:
            if other.rowCount == 0 || rowCount == 0 { return self }
            first = top
            last = top + rowCount
        }
        var out = SpanSet()
        guard first < last else { return out }
        out.top = first
        out.rowEnds.reserveCapacity(last - first)
        for y in first..<last {
            out.appendCombinedRow(row(y), other.row(y), op)
            out.rowEnds.append(out.runs.count)
        }
        return out
    }

    /// One row of `op` applied to two rows of sorted, disjoint, non-touching
    /// runs, in one sweep over their merged edges.
    private mutating func appendCombinedRow(_ a: ArraySlice<Range<Int>>, _ b: ArraySlice<Range<Int>>, _ op: Operation) {
        if b.isEmpty { if op.apply(true, false) { runs.append(contentsOf: a) }; return }
        if a.isEmpty { if op.apply(false, true) { runs.append(contentsOf: b) }; return }
        let rowStart = runs.count
        var ia = a.startIndex, ib = b.startIndex
        // The next edge (start or end of a run) on either side.
        var x = min(a[ia].lowerBound, b[ib].lowerBound)
        while true {
            while ia < a.endIndex, a[ia].upperBound <= x { ia += 1 }
            while ib < b.endIndex, b[ib].upperBound <= x { ib += 1 }
            if ia == a.endIndex && ib == b.endIndex { break }
            let inA = ia < a.endIndex && a[ia].lowerBound <= x
            let inB = ib < b.endIndex && b[ib].lowerBound <= x
            var next = Int.max
            if ia < a.endIndex { next = min(next, inA ? a[ia].upperBound : a[ia].lowerBound) }
            if ib < b.endIndex { next = min(next, inB ? b[ib].upperBound : b[ib].lowerBound) }
            if op.apply(inA, inB) {
                if runs.count > rowStart, runs[runs.count - 1].upperBound == x {
                    runs[runs.count - 1] = runs[runs.count - 1].lowerBound..<next
                } else {
                    runs.append(x..<next)
                }
            }
            x = next
        }
    }

    /// Keeps only diagonal stripes (`/`), `width` pixels of every `period`,
    /// fixed to the canvas so that neighbouring regions' hatching lines up.
    func striped(period: Int, width: Int) -> SpanSet {
        let period = max(2, period), width = min(max(1, width), period - 1)
        var out = SpanSet()
        out.top = top
        for i in 0..<rowCount {
            let y = top + i
            for run in rowAt(i) {
                // Stripe k covers x with (x + y) mod period in 0..<width.
                var x = run.lowerBound - (((run.lowerBound + y) % period) + period) % period
                while x < run.upperBound {
                    let a = max(x, run.lowerBound), b = min(x + width, run.upperBound)
                    if a < b { out.runs.append(a..<b) }
                    x += period
                }
            }
            out.rowEnds.append(out.runs.count)
        }
        return out
    }

    /// The runs as SDL rectangles, identical consecutive rows merged.
    var rects: [SDL_Rect] {
        var out: [SDL_Rect] = []
        var i = 0
        while i < rowCount {
            let row = rowAt(i)
            var j = i + 1
            while j < rowCount, rowAt(j).elementsEqual(row) { j += 1 }
            for run in row {
                out.append(SDL_Rect(x: Int32(clamping: run.lowerBound), y: Int32(clamping: top + i),
                                    w: Int32(clamping: run.count), h: Int32(clamping: j - i)))
            }
            i = j
        }
        return out
    }
}
