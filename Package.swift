// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "TapLab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "taplab", targets: ["taplab"]),
        // For Swift programs (SPEC 10): re-exports TapKit and TapExplain; trace, shot, replay, run, load, register.
        .library(name: "TapLab", targets: ["TapLab"]),
        .library(name: "TapKit", targets: ["TapKit"]),
        // Explaining and words: the hit explainer, `why`, the walk's sentences.
        .library(name: "TapExplain", targets: ["TapExplain"]),
        .library(name: "TapLayout", targets: ["TapLayout"]),
        // Safe writes: the temporary file, the checks, the rename.
        .library(name: "TapFiles", targets: ["TapFiles"]),
        // The picture (scene, overlays, legend, PNG/SVG/PDF); the layout fuzzer (Fuzz/) draws what loads with it.
        .library(name: "TapPicture", targets: ["TapPicture"]),
        // The interactive window (SDL, input, inspector) over TapPicture.
        .library(name: "TapWindow", targets: ["TapWindow"]),
        // For Benchmarks/ (a package of its own) and the scale tests: generated stress layouts.
        .library(name: "StressLayouts", targets: ["StressLayouts"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Tests only: the event-storm property tests (Tests/TapKitTests/Storm/StormTests.swift).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // SDL2 itself. Only TapWindow (the window) links it; TapKit and TapPicture never do.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]
        ),
        // cairo draws every picture (window frames, PNG, SVG, PDF); Pango
        // lays out its text with fonts fontconfig finds.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // libpng encodes the PNGs (cairo's writer cannot be told to filter
        // less; see PNGEncoder).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        // libyaml, the system's: TapLayout reads layouts in one pass over its events.
        // giflib writes recordings (`taplab record`, the window's record key);
        // Debian ships no pkg-config file for it, so the module map links it.
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // The UIKit-like core: pure Swift + Foundation, no SDL, no files, no printing.
        // One inline function: a prefetch hint for the recording hit-test walk.
        .target(name: "CPrefetch"),
        .target(name: "TapKit", dependencies: ["CPrefetch"]),
        // Explaining and words, between TapKit and what shows it: the hit
        // explainer, `--why`, the walk's sentences and the word tables.
        // TapKit records typed facts; this module writes them as sentences.
        .target(name: "TapExplain", dependencies: ["TapKit"]),
        // Layout files (YAML) -> TapKit trees, scripts and expectations.
        .target(name: "TapLayout", dependencies: ["TapKit", "TapExplain", "CLibYAML"]),
        // The dump helper a developer adds to an iOS app (SPEC 9), compiled
        // here against TapKit: the same file, so the round-trip tests check
        // what apps run.
        .target(name: "TapLabDump", dependencies: ["TapKit"], path: "Tools/TapLabDump", exclude: ["README.md"]),
        // The picture: a TapKit tree and its overlays drawn with cairo and
        // Pango, to an image, PNG, SVG or PDF. Knows nothing of SDL.
        // How TapLab writes a file: beside it, checked, then renamed over it;
        // never through a link, never over a file TapLab did not write.
        // Its refusals are worded in the reader's language (TapExplain's `Language`).
        .target(name: "TapFiles", dependencies: ["TapExplain"]),
        .target(name: "TapPicture", dependencies: ["TapKit", "TapExplain", "TapFiles", "CCairo", "CPango", "CGIF", "CPNG"]),
        // The interactive window: SDL, input translation, the inspector and
        // the window model; frames drawn by TapPicture. Knows no file format.
        .target(name: "TapWindow", dependencies: ["TapKit", "TapExplain", "TapFiles", "TapPicture", "CSDL2"]),
        // The entry points for Swift programs (SPEC 10), over the other targets.
        .target(name: "TapLab", dependencies: ["TapKit", "TapExplain", "TapFiles", "TapLayout", "TapPicture", "TapWindow"]),
        // Big generated layouts (balanced, flat, deep) for Benchmarks/ and the
        // scale tests; nothing in the product links it.
        .target(name: "StressLayouts", dependencies: ["TapKit"]),
        // Reads an SVG picture's words and their positions back, for tests.
        .target(name: "PictureText"),
        .executableTarget(name: "taplab", dependencies: [
            "TapKit", "TapExplain", "TapFiles", "TapLayout", "TapPicture", "TapWindow", "TapLab",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // What the TapKit and TapExplain tests share: a small application
        // (`CoreFixture`), typed log queries (`RecordPattern`: records matched
        // by the views and recognizers themselves) and the storms' seedable
        // generator.
        .target(name: "TapTestSupport", dependencies: ["TapKit"], path: "Tests/TapTestSupport"),
        // The checks every word table's tests make (TapKitTests stays free of TapExplain).
        .target(name: "TapWordsTestSupport", dependencies: ["TapExplain"], path: "Tests/TapWordsTestSupport"),
        // TapKit's tests read what TapKit recorded, typed; a record's JSON,
        // a walk step's sentences and the hit explainer are TapExplainTests'.
        .testTarget(name: "TapKitTests", dependencies: [
            "TapKit", "TapTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TapExplainTests", dependencies: [
            "TapExplain", "TapKit", "TapTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TapFilesTests", dependencies: ["TapFiles", "TapExplain"]),
        .testTarget(name: "TapPictureTests", dependencies: ["TapWordsTestSupport", "TapPicture", "TapTestSupport", "TapExplain", "TapLayout", "StressLayouts", "CCairo", "CPNG", "PictureText"], exclude: ["Golden"]),
        .testTarget(name: "TapWindowTests", dependencies: ["TapWindow", "TapTestSupport", "TapExplain", "TapPicture", "TapLayout"]),
        .testTarget(name: "StressLayoutsTests", dependencies: ["StressLayouts", "TapLayout"]),
        .testTarget(name: "TapLayoutTests", dependencies: ["TapWordsTestSupport", "TapLayout", "TapExplain", "TapLabDump", "StressLayouts"],
                    resources: [.copy("Malformed"), .copy("Regressions"), .copy("DumpFixtures")]),
        .testTarget(name: "TapLabTests", dependencies: ["TapWordsTestSupport", "TapLab", "TapExplain", "TapLayout", "TapPicture", "PictureText"]),
        .testTarget(name: "taplabTests", dependencies: ["TapWordsTestSupport", "taplab", "TapExplain", "TapFiles", "StressLayouts", "PictureText"],
                    resources: [.copy("Golden"), .copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v5]
)

// `make docs` only (TAPLAB_DOCC=1): swift-docc-plugin, for `swift package
// generate-documentation` on the DocC catalogs. Not in any other build: SwiftPM
// builds the tools of every plugin a root package's dependencies offer
// (SymbolKit, Snippets, snippet-extract, each for the host and the target)
// in every `swift build`, used or not — 47 s of CPU and a sixth of the wall
// time of a fresh clone's main build (docs/PERFORMANCE.md, "Test loop").
if Context.environment["TAPLAB_DOCC"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
