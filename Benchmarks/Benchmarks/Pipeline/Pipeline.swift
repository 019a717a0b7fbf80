import Benchmark
import BenchSupport
import Foundation
import TapKit
import TapLayout

/// The whole touch pipeline (docs/PERFORMANCE.md): input records into
/// `UIApplication.send`, hit testing, recognizers on the hit view and its
/// ancestors, delivery along the responder chain, timers — with a null
/// observer as the log — against the hit tests of the same touches alone.
final class PipelineState {
    let loaded: LoadedLayout
    let script: PipelineScript
    let began: [CGPoint]
    var round = 0

    init(_ item: StressSet.Item) throws {
        loaded = try LayoutLoader.load(path: item.path)
        loaded.application.observer = NullObserver()
        loaded.application.tracesHitTests = false
        script = PipelineScript(points: item.layout.randomPoints(200, seed: 9))
        began = script.began
    }
}

let items: [(String, StressSet.Item, FigureNote.Target?)] = [
    ("b10k", .balanced10k, .atLeast(200_000)), ("b1k", .balanced1k, nil), ("b100k", .balanced100k, nil),
]

let benchmarks: @Sendable () -> Void = {
    for (index, (key, item, target)) in items.enumerated() {
        TimedBenchmark.pair("pipeline.\(key)", note: { s in
            FigureNote(section: "Touch pipeline", order: index,
                       title: "\(item.title): send -> recognizers -> views, null observer",
                       note: "\(s.script.events) events per round", unit: .perSecond, per: Double(s.script.events),
                       baselineTitle: "hit tests of the same touches alone", target: target)
        }, setup: { try PipelineState(item) }, figure: { s in
            s.script.send(to: s.loaded.application, round: s.round)
            s.round += 1
        }, baseline: { s in
            var sink = 0
            for p in s.began where s.loaded.application.hitTest(p).view != nil { sink &+= 1 }
            blackHole(sink)
        })
    }
}

/// The entry point BenchmarkPlugin would generate (Package.swift says why it is written here).
@main enum PipelineRunner: BenchmarkRunnerHooks { static func registerBenchmarks() { benchmarks() } }
