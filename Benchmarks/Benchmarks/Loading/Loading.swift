import Benchmark
import BenchSupport
import Foundation
import TapLayout

/// Loading a layout file into a live tree (docs/PERFORMANCE.md), against
/// reading the same file and passing over libyaml's events alone.
let targets: [StressSet.Item: FigureNote.Target] = [.balanced10k: .atMost(0.3), .balanced100k: .atMost(3)]

let benchmarks: @Sendable () -> Void = {
    for (index, item) in StressSet.Item.allCases.enumerated() {
        TimedBenchmark.pair("load.\(item.rawValue)", seconds: item == .balanced100k ? 5 : 2, note: { (objects: Int) in
            FigureNote(section: "Loading a layout", order: index, title: item.title, note: "\(objects.grouped) objects",
                       baselineTitle: "read + libyaml's events of the same file", target: targets[item])
        }, setup: { try LayoutLoader.load(path: item.path).objects.count }, figure: { _ in
            blackHole(try? LayoutLoader.load(path: item.path))
        }, baseline: { _ in
            blackHole(RawYAML.events(item.path))
        })
    }
}

/// The entry point BenchmarkPlugin would generate (Package.swift says why it is written here).
@main enum LoadingRunner: BenchmarkRunnerHooks { static func registerBenchmarks() { benchmarks() } }
