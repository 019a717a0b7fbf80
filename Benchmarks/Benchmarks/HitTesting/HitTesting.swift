import Benchmark
import BenchSupport
import Foundation
import TapKit
import TapLayout

/// Hit testing (docs/PERFORMANCE.md): the walk over a stress tree, traced
/// and untraced, against a bare loop over the same views' precomputed
/// rectangles (`RectTree`).
struct HitCase {
    var key: String
    var title: String
    var item: StressSet.Item
    var points: () -> [CGPoint]
    var tracing = true
    var target: FigureNote.Target?
}

struct HitState {
    let loaded: LoadedLayout
    let tree: RectTree
    let points: [CGPoint]
    /// Views whose hitTest ran, per point (from the traced walk).
    let visited: Double
}

let random10k = { StressSet.Item.balanced10k.layout.randomPoints(1000) }
/// A single point is asked 20 times per iteration, so that an iteration is not one clock read.
func repeated(_ item: StressSet.Item) -> () -> [CGPoint] { { Array(repeating: item.layout.worstCasePoint, count: 20) } }

let cases = [
    HitCase(key: "b1k.random", title: "balanced 1k, 1,000 random points", item: .balanced1k,
            points: { StressSet.Item.balanced1k.layout.randomPoints(1000) }),
    HitCase(key: "b10k.random", title: "balanced 10k, 1,000 random points", item: .balanced10k,
            points: random10k, target: .atMost(2e-6)),
    HitCase(key: "b100k.random", title: "balanced 100k, 1,000 random points", item: .balanced100k,
            points: { StressSet.Item.balanced100k.layout.randomPoints(1000) }, tracing: false),
    HitCase(key: "flat10k.worst", title: "flat 10k, worst case (first subview)", item: .flat10k,
            points: repeated(.flat10k), target: .atMost(100e-6)),
    HitCase(key: "flat10k.random", title: "flat 10k, 1,000 random points", item: .flat10k, points: random10k, tracing: false),
    HitCase(key: "deep1k.centre", title: "deep 1,000, centre (every level)", item: .deep1k, points: repeated(.deep1k)),
]

func setUp(_ c: HitCase) throws -> HitState {
    let loaded = try LayoutLoader.load(path: c.item.path)
    let app = loaded.application
    let points = c.points()
    let steps = points.reduce(0) { $0 + (app.hitTest($1, traced: true).trace?.steps.count ?? 0) }
    return HitState(loaded: loaded, tree: RectTree(windows: app.windows), points: points,
                    visited: Double(steps) / Double(points.count))
}

func bareLoop(_ s: HitState) {
    var sink = 0
    for p in s.points { sink &+= s.tree.hit(p) }
    blackHole(sink)
}

let benchmarks: @Sendable () -> Void = {
    for (index, c) in cases.enumerated() {
        TimedBenchmark.pair("hit.\(c.key).off", note: { s in
            FigureNote(section: "Hit testing", order: index * 2, title: "\(c.title), tracing off",
                       note: "\(Int(s.visited.rounded()).grouped) views visited", per: Double(s.points.count),
                       baselineTitle: "bare loop over \(s.tree.count) precomputed rects", target: c.target)
        }, setup: { try setUp(c) }, figure: { s in
            var sink = 0
            for p in s.points where s.loaded.application.hitTest(p).view != nil { sink &+= 1 }
            blackHole(sink)
        }, baseline: bareLoop)
        guard c.tracing else { continue }
        TimedBenchmark.pair("hit.\(c.key).on", note: { s in
            FigureNote(section: "Hit testing", order: index * 2 + 1, title: "\(c.title), tracing on",
                       per: Double(s.points.count), baselineTitle: "bare loop over the same rects")
        }, setup: { try setUp(c) }, figure: { s in
            var sink = 0
            for p in s.points where s.loaded.application.hitTest(p, traced: true).view != nil { sink &+= 1 }
            blackHole(sink)
        }, baseline: bareLoop)
    }
}

/// The entry point BenchmarkPlugin would generate (Package.swift says why it is written here).
@main enum HitTestingRunner: BenchmarkRunnerHooks { static func registerBenchmarks() { benchmarks() } }
