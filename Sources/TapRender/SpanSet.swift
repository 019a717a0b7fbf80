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
struct SpanSet {
    /// The first row's y.
    private(set) var top: Int
    /// Per row, sorted disjoint half-open x intervals.
    private(set) var rows: [[Range<Int>]]

    init(top: Int = 0, rows: [[Range<Int>]] = []) {
        self.top = top
        self.rows = rows
    }

    var isEmpty: Bool { rows.allSatisfy(\.isEmpty) }

    /// The pixels whose centres are inside `rings` (pixel coordinates) under
    /// `rule`, limited to `clip`.
    init(rings: [[CGPoint]], rule: FillRule = .nonZero, clip: PixelRect) {
        var edges: [Edge] = []
        for ring in rings where ring.count >= 3 {
            for i in ring.indices {
                let p = ring[i], q = ring[(i + 1) % ring.count]
                guard p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite, p.y != q.y else { continue }
                edges.append(p.y < q.y ? Edge(top: p, bottom: q, winding: 1) : Edge(top: q, bottom: p, winding: -1))
            }
        }
        guard let minY = edges.map(\.top.y).min(), let maxY = edges.map(\.bottom.y).max() else {
            self.init(); return
        }
        let first = max(clip.y0, PixelRect.edge(minY))
        let last = min(clip.y1, PixelRect.edge(maxY))
        guard first < last else { self.init(); return }
        edges.sort { $0.top.y < $1.top.y }
        var rows: [[Range<Int>]] = []
        rows.reserveCapacity(last - first)
        var next = 0
        var active: [Edge] = []
        var crossings: [(x: CGFloat, winding: Int)] = []
        for y in first..<last {
            let sample = CGFloat(y) + 0.5
            while next < edges.count, edges[next].top.y <= sample { active.append(edges[next]); next += 1 }
            active.removeAll { $0.bottom.y <= sample }
            crossings.removeAll(keepingCapacity: true)
            for e in active where e.top.y <= sample {
                crossings.append((e.x(at: sample), e.winding))
            }
            crossings.sort { $0.x < $1.x }
            rows.append(Self.runs(crossings, rule: rule, clip: clip))
        }
        self.init(top: first, rows: rows)
    }

    /// Turns sorted crossings into pixel runs: a pixel is in when its centre
    /// is at or right of an entering crossing and left of the leaving one.
    private static func runs(_ crossings: [(x: CGFloat, winding: Int)], rule: FillRule, clip: PixelRect) -> [Range<Int>] {
        var out: [Range<Int>] = []
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
                    if let lastRun = out.last, lastRun.upperBound >= a {
                        out[out.count - 1] = lastRun.lowerBound..<max(lastRun.upperBound, b)
                    } else {
                        out.append(a..<b)
                    }
                }
            }
        }
        return out
    }

    private struct Edge {
        var top: CGPoint, bottom: CGPoint, winding: Int
        func x(at y: CGFloat) -> CGFloat {
            top.x + (bottom.x - top.x) * (y - top.y) / (bottom.y - top.y)
        }
    }

    // MARK: Region arithmetic

    func union(_ other: SpanSet) -> SpanSet { combine(other) { $0 || $1 } }
    func intersection(_ other: SpanSet) -> SpanSet { combine(other) { $0 && $1 } }
    func subtracting(_ other: SpanSet) -> SpanSet { combine(other) { $0 && !$1 } }

    func row(_ y: Int) -> [Range<Int>] {
        let i = y - top
        return i >= 0 && i < rows.count ? rows[i] : []
    }

    private func combine(_ other: SpanSet, _ op: (Bool, Bool) -> Bool) -> SpanSet {
        let spans = [self, other].filter { !$0.rows.isEmpty }
        guard let first = spans.map(\.top).min(), let last = spans.map({ $0.top + $0.rows.count }).max() else {
            return SpanSet()
        }
        var rows: [[Range<Int>]] = []
        for y in first..<last {
            rows.append(Self.combineRow(row(y), other.row(y), op))
        }
        return SpanSet(top: first, rows: rows)
    }

    /// One row of `op` applied to two rows of sorted disjoint runs, in one
    /// sweep over their merged edges.
    private static func combineRow(_ a: [Range<Int>], _ b: [Range<Int>], _ op: (Bool, Bool) -> Bool) -> [Range<Int>] {
        if a.isEmpty && b.isEmpty { return [] }
        var xs: [Int] = []
        xs.reserveCapacity(2 * (a.count + b.count))
        for r in a { xs.append(r.lowerBound); xs.append(r.upperBound) }
        for r in b { xs.append(r.lowerBound); xs.append(r.upperBound) }
        xs.sort()
        var out: [Range<Int>] = []
        var ia = 0, ib = 0
        var previous: Int?
        for (k, x) in xs.enumerated() where k + 1 < xs.count && x != previous {
            previous = x
            let next = xs[(k + 1)...].first { $0 > x } ?? x
            guard next > x else { continue }
            while ia < a.count, a[ia].upperBound <= x { ia += 1 }
            while ib < b.count, b[ib].upperBound <= x { ib += 1 }
            let inA = ia < a.count && a[ia].lowerBound <= x, inB = ib < b.count && b[ib].lowerBound <= x
            guard op(inA, inB) else { continue }
            if let last = out.last, last.upperBound == x {
                out[out.count - 1] = last.lowerBound..<next
            } else {
                out.append(x..<next)
            }
        }
        return out
    }

    /// Keeps only diagonal stripes (`/`), `width` pixels of every `period`,
    /// fixed to the canvas so that neighbouring regions' hatching lines up.
    func striped(period: Int, width: Int) -> SpanSet {
        let period = max(2, period), width = min(max(1, width), period - 1)
        var out: [[Range<Int>]] = []
        for (i, runs) in rows.enumerated() {
            let y = top + i
            var row: [Range<Int>] = []
            for run in runs {
                // Stripe k covers x with (x + y) mod period in 0..<width.
                var x = run.lowerBound - (((run.lowerBound + y) % period) + period) % period
                while x < run.upperBound {
                    let a = max(x, run.lowerBound), b = min(x + width, run.upperBound)
                    if a < b { row.append(a..<b) }
                    x += period
                }
            }
            out.append(row)
        }
        return SpanSet(top: top, rows: out)
    }

    /// The runs as SDL rectangles, identical consecutive rows merged.
    var rects: [SDL_Rect] {
        var out: [SDL_Rect] = []
        var i = 0
        while i < rows.count {
            var j = i + 1
            while j < rows.count, rows[j] == rows[i] { j += 1 }
            for run in rows[i] {
                out.append(SDL_Rect(x: Int32(clamping: run.lowerBound), y: Int32(clamping: top + i),
                                    w: Int32(clamping: run.count), h: Int32(clamping: j - i)))
            }
            i = j
        }
        return out
    }
}
