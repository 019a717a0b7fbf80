// swift-tools-version:5.4
// libFuzzer targets for TapLab's parsers: `make fuzz` (docs/RELIABILITY.md,
// "Fuzzing"). A package of its own, depending on TapLab by path, so that
// `swift build` and `make test` never build it. The make target compiles
// everything TapLab's (the system libraries, libyaml and SDL, stay uninstrumented) with
// `-sanitize=fuzzer,address`; libFuzzer supplies `main`.
//
// Tools version 5.4 on purpose: from 5.5 on, SwiftPM renames an executable's
// entry point to `<module>_main` and links `main` to it, and these executables
// have none. 5.4 also names the path dependency "TapLab" whatever the
// checkout's folder is called.
import PackageDescription

let package = Package(
    name: "TapLabFuzz",
    dependencies: [
        .package(name: "TapLab", path: ".."),
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [
            .product(name: "TapLayout", package: "TapLab"),
        ]),
        // LayoutLoader.load(text:file:), then the loaded layout's script,
        // then the layout drawn small with every overlay at a tap.
        .executableTarget(name: "fuzz-layout", dependencies: [
            "FuzzSupport",
            .product(name: "TapKit", package: "TapLab"),
            .product(name: "TapExplain", package: "TapLab"),
            .product(name: "TapLayout", package: "TapLab"),
            .product(name: "TapPicture", package: "TapLab"),
        ], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        // SVGPathParser.parse, then hit testing against the path.
        .executableTarget(name: "fuzz-path", dependencies: [
            "FuzzSupport",
            .product(name: "TapKit", package: "TapLab"),
            .product(name: "TapLayout", package: "TapLab"),
        ], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        // ScriptFile.load(text:file:), then the script played on a small layout.
        .executableTarget(name: "fuzz-script", dependencies: [
            "FuzzSupport",
            .product(name: "TapKit", package: "TapLab"),
            .product(name: "TapLayout", package: "TapLab"),
        ], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ],
    swiftLanguageVersions: [.v5]
)
