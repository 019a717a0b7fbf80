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
                    "TapKitTests", "TapExplainTests", "TapFilesTests", "TapTestSupport", "TapPictureTests", "TapWindowTests",
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
    static func takenNameProblem(_ name: String) -> String? {
        let lowered = name.lowercased()
        if let module = systemModules.first(where: { $0.lowercased() == lowered }) {
            return "'\(name)' is the name of \(module), a module every Swift program can import; choose another name (e.g. \(name)Playground)"
        }
        for (package, names) in takenNames {
            guard let taken = names.first(where: { $0 == name }) ?? names.first(where: { $0.lowercased() == lowered }) else {
                continue
            }
            let owner = package == "TapLab" ? "TapLab's own package" : "the package \(package), which TapLab depends on"
            let spelled = taken == name ? "" : " (as '\(taken)')"
            return "'\(name)' is already the name of a target or product\(spelled) in \(owner), and SwiftPM refuses "
                + "two targets or products of one name in a build; choose another name (e.g. \(name)Playground)"
        }
        return nil
    }

    /// Why `name` clashes with the TapLab checkout at `root`, or nil. The
    /// playground's package identity is its folder's name, NAME; a path
    /// dependency's identity is its folder's name too, ignoring case, so a
    /// playground named like the checkout's folder clashes with it.
    static func checkoutNameProblem(_ name: String, checkout root: String) -> String? {
        let folder = (root as NSString).lastPathComponent
        guard folder.lowercased() == name.lowercased() else { return nil }
        return "'\(name)' is, ignoring case, the name of the TapLab checkout's folder (\(root)): SwiftPM takes a path "
            + "dependency's identity from its folder's name and the playground's from its own folder, NAME, so the two "
            + "would clash; choose another name (e.g. \(name)Playground) or depend on a checkout in a folder of "
            + "another name (--taplab DIR)"
    }
}
