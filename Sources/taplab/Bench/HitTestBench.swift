import Foundation
import TapKit
import TapLayout

/// The baseline for hit testing: the same views' screen rectangles,
/// precomputed into flat arrays, searched the way the walk searches them
/// (children from last to first, descend into the first that contains the
/// point) with nothing else — no hidden / alpha / interaction checks, no
/// hit shapes or insets, no transforms, no method calls, no reference counting.
struct RectTree {
    private var minX: [Double] = [], minY: [Double] = [], maxX: [Double] = [], maxY: [Double] = []
    private var childStart: [Int32] = [], childEnd: [Int32] = []
    private var roots = 0..<0

    /// Every view under `windows` (back to front), breadth first, so that
    /// each view's subviews sit next to each other.
    init(windows: [UIWindow]) {
        var queue: [UIView] = windows
        roots = 0..<windows.count
        var head = 0
        while head < queue.count {
            let view = queue[head]
            let box = view.bounds.applying(view.transformToScreen)
            minX.append(Double(box.minX)); minY.append(Double(box.minY))
            maxX.append(Double(box.maxX)); maxY.append(Double(box.maxY))
            childStart.append(Int32(queue.count))
            queue.append(contentsOf: view.subviews)
            childEnd.append(Int32(queue.count))
            head += 1
        }
    }

    var count: Int { minX.count }

    /// The index of the deepest rectangle containing `p`, or -1.
    func hit(_ p: CGPoint) -> Int {
        let x = Double(p.x), y = Double(p.y)
        return minX.withUnsafeBufferPointer { x0 in minY.withUnsafeBufferPointer { y0 in
            maxX.withUnsafeBufferPointer { x1 in maxY.withUnsafeBufferPointer { y1 in
                childStart.withUnsafeBufferPointer { cs in childEnd.withUnsafeBufferPointer { ce in
                    var found = -1
                    var lo = roots.lowerBound, hi = roots.upperBound
                    search: while true {
                        var i = hi - 1
                        while i >= lo {
                            if x >= x0[i] && x < x1[i] && y >= y0[i] && y < y1[i] {
                                found = i
                                lo = Int(cs[i]); hi = Int(ce[i])
                                continue search
                            }
                            i -= 1
                        }
                        return found
                    }
                } }
            } }
        } }
    }
}

enum HitTestBench {
    struct Case {
        var name: String
        var file: String
        var points: [CGPoint]
        var target: Figure.Target?
    }

    @inline(never)
    static func profiledHitTests(_ app: UIApplication, _ point: CGPoint, count: Int) -> String? {
        var last: UIView?
        for _ in 0..<count { last = app.hitTest(point).view }
        return last?.logName
    }

    nonisolated(unsafe) static var filter: String?
    nonisolated(unsafe) static var skipTracing = false

    static func run(_ c: Case, report: BenchReport, samples: Int, tracing: Bool = true) throws {
        if let filter, !c.name.contains(filter) { return }
        let tracing = tracing && !skipTracing
        let loaded = try LayoutLoader.load(path: c.file)
        let app = loaded.application
        let tree = RectTree(windows: app.windows)
        let points = c.points
        // Views whose hitTest ran, per point (from the traced walk).
        var visited = 0
        for p in points { visited += app.hitTest(p, traced: true).trace?.steps.count ?? 0 }
        let perPoint = Double(points.count)
        var sink = 0
        let off = Sampler.paired(samples: samples, {
            for p in points where app.hitTest(p).view != nil { sink &+= 1 }
        }, baseline: {
            for p in points { sink &+= tree.hit(p) }
        })
        report.add(Figure(section: "Hit testing", name: "\(c.name), tracing off", value: off.value / perPoint, unit: .seconds,
                          baselineName: "bare loop over \(tree.count) precomputed rects", baseline: off.baseline / perPoint,
                          target: c.target, note: "\(Figure.grouped(Double(visited) / perPoint)) views visited"))
        if tracing {
            let on = Sampler.paired(samples: max(3, samples / 2), {
                for p in points where app.hitTest(p, traced: true).view != nil { sink &+= 1 }
            }, baseline: {
                for p in points { sink &+= tree.hit(p) }
            })
            report.add(Figure(section: "Hit testing", name: "\(c.name), tracing on", value: on.value / perPoint, unit: .seconds,
                              baselineName: "bare loop over the same rects", baseline: on.baseline / perPoint))
        }
        blackHole(sink)
        withExtendedLifetime(loaded) {}
    }
}
