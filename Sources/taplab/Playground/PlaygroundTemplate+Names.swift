import Foundation

extension PlaygroundTemplate {
    /// Target and product names of TapLab's package and of every package it
    /// depends on, by package. SwiftPM refuses a package graph in which two
    /// packages declare the same target name ("multiple packages ... declare
    /// targets with a conflicting name") or the same product name, and the
    /// playground's executable target and product are both called NAME.
    /// Names that are not Swift identifiers (`Swift-DocC`, `generate-manual`)
    /// are refused by the identifier rule already. PlaygroundTemplateNamesTests checks this
    /// list against `swift package dump-package` of the real manifests.
    static let takenNames: [(package: String, names: [String])] = [
        ("TapLab", ["TapLab", "TapKit", "TapExplain", "TapFiles", "TapLayout", "TapPicture", "TapWindow", "TapLabDump", "StressLayouts",
                    "PictureText", "CSDL2", "CCairo", "CPango", "CPNG", "CGIF", "CLibYAML", "CPrefetch", "taplab",
                    "TapKitTests", "TapExplainTests", "TapFilesTests", "TapTestSupport", "TapWordsTestSupport", "TapPictureTests", "TapWindowTests",
                    "StressLayoutsTests", "TapLayoutTests", "TapLabTests", "taplabTests"]),
        ("swift-argument-parser", [
            "ArgumentParser", "ArgumentParserTestHelpers", "ArgumentParserToolInfo", "GenerateDoccReference",
            "GenerateManual", "roll", "math", "repeat", "color", "ArgumentParserEndToEndTests",
            "ArgumentParserExampleTests", "ArgumentParserGenerateDoccReferenceTests",
            "ArgumentParserGenerateManualTests", "ArgumentParserPackageManagerTests", "ArgumentParserToolInfoTests",
            "ArgumentParserUnitTests",
        ]),
        ("swift-property-based", ["PropertyBased", "PropertyBasedTests"]),
        // In the graph only under `make docs` (TAPLAB_DOCC, Package.swift), after which Package.resolved pins them.
        ("swift-docc-plugin", ["SwiftDocCPluginUtilities", "SwiftDocCPluginUtilitiesTests", "SwiftDocCPlugin", "Snippets"]),
        ("swift-docc-symbolkit", ["SymbolKit", "SymbolKitTests"]),
    ]

    /// Modules every Swift program on this system can import; a target of
    /// the same name would hide them.
    static let systemModules = ["Swift", "Foundation", "XCTest", "Dispatch", "Glibc"]

    /// Why `name` clashes with a name already in the playground's package
    /// graph, or nil. Compared ignoring case: SwiftPM's package identities
    /// ignore it, and so do the build folders of modules on macOS.
    static func takenNameProblem(_ name: String) -> PlaygroundProblem? {
        let lowered = name.lowercased()
        if let module = systemModules.first(where: { $0.lowercased() == lowered }) {
            return .systemModule(name: name, module: module)
        }
        for (package, names) in takenNames {
            guard let taken = names.first(where: { $0 == name }) ?? names.first(where: { $0.lowercased() == lowered }) else {
                continue
            }
            return .takenName(name: name, taken: taken, package: package)
        }
        return nil
    }

    /// Why `name` clashes with the TapLab checkout at `root`, or nil. The
    /// playground's package identity is its folder's name, NAME; a path
    /// dependency's identity is its folder's name too, ignoring case, so a
    /// playground named like the checkout's folder clashes with it.
    static func checkoutNameProblem(_ name: String, checkout root: String) -> PlaygroundProblem? {
        let folder = (root as NSString).lastPathComponent
        guard folder.lowercased() == name.lowercased() else { return nil }
        return .checkoutName(name: name, root: root)
    }
}
