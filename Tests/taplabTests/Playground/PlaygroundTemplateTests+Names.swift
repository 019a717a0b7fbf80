import Foundation
import XCTest
@testable import taplab

/// The names `taplab new` refuses, checked against the real manifests of
/// TapLab's package and of every package it depends on.
final class PlaygroundTemplateNamesTests: XCTestCase {
    func testEveryTargetAndProductOfTapLabAndItsDependenciesIsARefusedName() throws {
        // Given TapLab's manifest and those of the packages it was built with
        let checkouts = try XCTUnwrap(Self.checkoutsFolder(), "no checkouts folder beside the test bundle")
        // (the packages TapLab's Package.resolved pins: `make test` builds
        // Examples/ and Benchmarks/ in the same .build, whose checkouts
        // folder then holds package-benchmark's graph too)
        let pinned = try Self.pinnedIdentities()
        let dependencies = try FileManager.default.contentsOfDirectory(atPath: checkouts.path)
            .filter { pinned.contains($0.lowercased()) }.sorted()
        XCTAssertEqual(Set(dependencies.map { $0.lowercased() }), pinned, "a pinned package has no checkout in \(checkouts.path)")
        XCTAssertTrue(Set(["swift-argument-parser", "swift-property-based"]).isSubset(of: dependencies), "\(dependencies)")
        let packages = [TapLabProcess.repositoryRoot] + dependencies.map { checkouts.appendingPathComponent($0) }
        for package in packages {
            // When its targets and products are read with `swift package dump-package`
            let names = try targetAndProductNames(of: package)
            XCTAssertFalse(names.isEmpty, package.path)
            // Then each one, and a dependency's identity (its folder's name), is refused as a playground's
            // name. The checkout's own folder name is refused when `taplab new` finds the checkout
            // (NewCommandTests), not by this list: a clone may be in a folder of any name.
            let identity = package == TapLabProcess.repositoryRoot ? [] : [package.lastPathComponent.lowercased()]
            for name in names + identity {
                XCTAssertNotNil(PlaygroundTemplate.nameProblem(name), "\(name) of \(package.lastPathComponent) is not refused")
            }
        }
    }

    func testNamesThatAreNotTakenAreAccepted() {
        // Given names no package in TapLab's graph has
        // When they are checked
        // Then they pass, whatever their case
        for name in ["Hello", "RoundDemo", "my_app", "Playground"] {
            XCTAssertNil(PlaygroundTemplate.nameProblem(name), name)
        }
    }

    /// The `checkouts` folder of the build this test runs from.
    private static func checkoutsFolder() -> URL? {
        var folder = Bundle.main.bundleURL
        for _ in 0..<5 {
            folder = folder.deletingLastPathComponent()
            let candidate = folder.appendingPathComponent("checkouts")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        let beside = TapLabProcess.repositoryRoot.appendingPathComponent(".build/checkouts")
        return FileManager.default.fileExists(atPath: beside.path) ? beside : nil
    }

    /// The identities of the packages TapLab's Package.resolved pins.
    private static func pinnedIdentities() throws -> Set<String> {
        let resolved = try Data(contentsOf: TapLabProcess.repositoryRoot.appendingPathComponent("Package.resolved"))
        let pins = (try JSONSerialization.jsonObject(with: resolved) as? [String: Any])?["pins"] as? [[String: Any]] ?? []
        return Set(pins.compactMap { $0["identity"] as? String })
    }

    /// `swift package dump-package` of `package`, with a scratch folder of its
    /// own so it neither resolves nor waits for the running build's lock.
    private func targetAndProductNames(of package: URL) throws -> [String] {
        let scratch = try makeTemporaryFolder("taplab-dump")
        let dump = try PlaygroundBuild.run(["swift", "package", "dump-package", "--package-path", package.path,
                                            "--scratch-path", scratch.appendingPathComponent(".build").path], in: scratch)
        XCTAssertEqual(dump.status, 0, dump.output)
        guard let manifest = try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any] else { return [] }
        let entries = ((manifest["targets"] as? [[String: Any]]) ?? []) + ((manifest["products"] as? [[String: Any]]) ?? [])
        return entries.compactMap { $0["name"] as? String }
    }
}
