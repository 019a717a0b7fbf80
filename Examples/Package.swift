// swift-tools-version:6.1
import PackageDescription

/// The seed articles' hit-testing code, written in Swift against TapLab
/// (issue 13): one executable per pattern, each the code twin of a layout in
/// ../Layouts. `make test` builds them and runs their tests, which check that
/// code and layout give the same hit views, chains and walk verdicts.
let examples = [
    "seed000-base-view", "seed000-enlarged-button", "seed000-two-strips",
    "seed002-pass-through", "seed002-carousel", "seed002-circle-button",
    "seed003-delegate-hit-test",
    "seed004-forced-target", "seed004-ignored-view", "seed004-out-of-bounds",
]

let package = Package(
    name: "Examples",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "TapLab", path: "..")],
    targets: [
        // The scenes: one file per example, each a `SeedExample` with its layout and probe points.
        .target(name: "SeedExamples", dependencies: [.product(name: "TapLab", package: "TapLab")]),
        .testTarget(name: "SeedExamplesTests", dependencies: ["SeedExamples"]),
        // README's "Use it from Swift" program, as it is printed there (ReadmeProgramTests keeps them equal).
        .executableTarget(name: "readme-round-demo", dependencies: [.product(name: "TapLab", package: "TapLab")]),
    ] + examples.map { .executableTarget(name: $0, dependencies: ["SeedExamples"]) },
    swiftLanguageModes: [.v5]
)
