import Benchmark
import BenchSupport
import Foundation
import TapLayout

/// Peak resident memory (docs/PERFORMANCE.md), package-benchmark's
/// `peakMemoryResident`: each benchmark runs in a process of its own, so
/// the figure is that process's peak with the layout loaded (kept alive to
/// the end), against the same kind of process that loads nothing. The
/// processes carry package-benchmark's malloc interposer (a 16-byte header
/// on every allocation), so the report also prints the allocations made.
nonisolated(unsafe) var kept: [Any] = []

let configuration = Benchmark.Configuration(metrics: [.peakMemoryResident, .mallocCountTotal],
                                            units: [.peakMemoryResident: .count, .mallocCountTotal: .count],
                                            warmupIterations: 0, maxIterations: 1)

func memory(_ name: String, note: FigureNote?, _ body: @escaping () -> Any?) {
    Benchmark(name, configuration: configuration, closure: { _ in
        if let value = body() { kept.append(value) }
    }, setup: { note?.write(for: name) })
}

let benchmarks: @Sendable () -> Void = {
    memory("memory.idle", note: nil) { nil }
    for (index, item) in [StressSet.Item.balanced1k, .balanced10k, .balanced100k].enumerated() {
        var note = FigureNote(section: "Memory", order: index, title: "peak resident, \(item.title) loaded", unit: .bytes,
                              baselineTitle: "the same process before loading",
                              target: item == .balanced100k ? .atMost(150 * 1_048_576) : nil)
        note.baseline = "memory.idle"
        memory("memory.\(item.rawValue)", note: note) { try? LayoutLoader.load(path: item.path) }
    }
    var parse = FigureNote(section: "Memory", order: 3, title: "peak resident, libyaml's events of balanced 100k only",
                           unit: .bytes, baselineTitle: "the same process before parsing")
    parse.baseline = "memory.idle"
    memory("memory.parse100k", note: parse) { RawYAML.events(StressSet.Item.balanced100k.path) }
}

/// The entry point BenchmarkPlugin would generate (Package.swift says why it is written here).
@main enum MemoryRunner: BenchmarkRunnerHooks { static func registerBenchmarks() { benchmarks() } }
