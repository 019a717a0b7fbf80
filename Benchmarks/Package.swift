// swift-tools-version:6.1
import PackageDescription

/// TapLab's benchmarks (docs/PERFORMANCE.md), a package of its own so that
/// the product and `make test` never build package-benchmark: each figure is
/// a benchmark beside the baseline it is held against, run by
/// `swift package benchmark` (one process per benchmark); `make bench` runs
/// them in release, times whole `taplab` processes with hyperfine, and
/// composes the tables (Report/bench_report.py).
let benchmarks = ["HitTesting", "Pipeline", "Rendering", "Loading", "Memory"]

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "TapLab", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // cairo and libyaml for the raw baselines, the Benchmarks' own module
        // maps (TapPicture's and TapLayout's are internal to TapLab).
        .systemLibrary(name: "CRawCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CRawYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // What the benchmarks share: the stress set, the baselines, CPU-time samples and the figure notes.
        .target(name: "BenchSupport", dependencies: [
            "CRawCairo", "CRawYAML",
            .product(name: "TapKit", package: "TapLab"),
            .product(name: "TapLayout", package: "TapLab"),
            .product(name: "TapPicture", package: "TapLab"),
            .product(name: "StressLayouts", package: "TapLab"),
            .product(name: "Benchmark", package: "benchmark"),
        ]),
        // Writes the stress layouts into a folder (make bench: .build/stress).
        .executableTarget(name: "stress-layouts", dependencies: ["BenchSupport"]),
        // Each benchmark declares its own `@main` runner, the five lines
        // package-benchmark's BenchmarkPlugin would write: that build plugin's
        // generator is a host tool, for which SwiftPM compiled ArgumentParser
        // and SystemPackage a second time (this build took 140 s of CPU with
        // the plugin, 84 s without, in `make test`; docs/PERFORMANCE.md, "Test
        // loop"). `swift package benchmark` finds the targets by their folder,
        // Benchmarks/, not by the plugin.
    ] + benchmarks.map {
        .executableTarget(name: $0, dependencies: [
            "BenchSupport",
            .product(name: "Benchmark", package: "benchmark"),
        ], path: "Benchmarks/\($0)")
    },
    swiftLanguageModes: [.v5]
)
