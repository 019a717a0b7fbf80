import Foundation
import XCTest

/// `taplab new`: the playground package it writes, and that it builds and draws.
final class NewCommandTests: XCTestCase {
    func testNewWritesAPackageThatDependsOnThisCheckoutAndOverridesPointInside() throws {
        // Given an empty temporary folder
        let folder = try makeTemporaryFolder("taplab-new")
        // When a playground is created in it
        let result = try TapLabProcess.run(["new", "Hello", "--path", folder.path])
        // Then it names every file it wrote, and they are the playground
        XCTAssertEqual(result.status, 0, result.stderr)
        let package = folder.appendingPathComponent("Hello")
        for file in ["Package.swift", "Sources/Hello/main.swift", "README.md", ".gitignore"] {
            XCTAssertTrue(result.stdout.contains(package.appendingPathComponent(file).path), file)
        }
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(".package(path: \"\(TapLabProcess.repositoryRoot.standardizedFileURL.path)\")"), manifest)
        XCTAssertTrue(manifest.contains(".executableTarget(name: \"Hello\""), manifest)
        let main = try String(contentsOf: package.appendingPathComponent("Sources/Hello/main.swift"), encoding: .utf8)
        for use in ["class RoundButton: UIButton", "override func point(inside point: CGPoint, with event: UIEvent?) -> Bool",
                    "TapLab.run(app", "TapLab.shot(app", "\"--shot\""] {
            XCTAssertTrue(main.contains(use), use)
        }
        let readme = try String(contentsOf: package.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("swift run Hello --shot Hello.png"), readme)
    }

    func testNewRefusesAFolderThatIsNotEmptyAndLeavesItAlone() throws {
        // Given a folder Hello holding a file
        let folder = try makeTemporaryFolder("taplab-new")
        let existing = folder.appendingPathComponent("Hello")
        try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
        _ = try write("notes.txt", "mine", in: existing)
        // When a playground named Hello is created there
        let result = try TapLabProcess.run(["new", "Hello", "--path", folder.path])
        // Then it stops with the reason and writes nothing
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("exists and is not empty"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: existing.path), ["notes.txt"])
    }

    func testNewRejectsANameThatCannotBeASwiftModule() throws {
        // Given names a Swift module cannot have, or that TapLab's modules already have
        let folder = try makeTemporaryFolder("taplab-new")
        for (name, message) in [("9lives", "letters, digits and _"), ("my-app", "'my-app' cannot be the playground's name"),
                                ("TapKit", "choose another")] {
            // When a playground is created with one
            let result = try TapLabProcess.run(["new", name, "--path", folder.path])
            // Then it is a usage error naming the rule, and no folder appears
            XCTAssertEqual(result.status, 64, name)
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testNewRefusesTargetAndProductNamesOfTapLabAndOfThePackagesItDependsOn() throws {
        // Given names that TapLab's package graph already has: its executable
        // target, its libyaml system target, a product, a module name in another case
        let folder = try makeTemporaryFolder("taplab-new")
        for (name, owner) in [("taplab", "TapLab's own package"), ("CLibYAML", "TapLab's own package"),
                              ("ArgumentParser", "the package swift-argument-parser"),
                              ("PROPERTYBASED", "the package swift-property-based"), ("Foundation", "every Swift program")] {
            // When a playground is created with one
            let result = try TapLabProcess.run(["new", name, "--path", folder.path])
            // Then it is a usage error naming who has the name, and no folder appears
            XCTAssertEqual(result.status, 64, name)
            XCTAssertTrue(result.stderr.contains("'\(name)' is "), result.stderr)
            XCTAssertTrue(result.stderr.contains(owner), result.stderr)
            XCTAssertTrue(result.stderr.contains("choose another name (e.g. \(name)Playground)"), result.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testNewRefusesTheNameOfTheCheckoutsFolderIgnoringCase() throws {
        // Given a TapLab checkout in a folder named main
        let folder = try makeTemporaryFolder("taplab-new")
        let checkout = folder.appendingPathComponent("main")
        try FileManager.default.createDirectory(at: checkout.appendingPathComponent("Sources/TapLab"), withIntermediateDirectories: true)
        _ = try write("Package.swift", "// swift-tools-version:6.1\n", in: checkout)
        _ = try write("Sources/TapLab/TapLab.swift", "", in: checkout)
        for name in ["main", "Main"] {
            // When a playground with that name, in either case, is to depend on it
            let result = try TapLabProcess.run(["new", name, "--path", folder.path, "--taplab", checkout.path])
            // Then it is a usage error that names the clash with the checkout's identity
            XCTAssertEqual(result.status, 64, name)
            XCTAssertTrue(result.stderr.contains("the name of the TapLab checkout's folder (\(checkout.path))"), result.stderr)
            XCTAssertTrue(result.stderr.contains("identity"), result.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["main"])
    }

    func testNewRejectsATapLabFolderThatIsNotACheckout() throws {
        // Given a folder that is not a TapLab checkout
        let folder = try makeTemporaryFolder("taplab-new")
        // When it is given as the checkout to depend on
        let result = try TapLabProcess.run(["new", "Hello", "--path", folder.path, "--taplab", folder.path])
        // Then it says so
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("is not a TapLab checkout"), result.stderr)
    }

    /// Two halves, because compiling TapLab is the slow part and one compile
    /// of it is enough:
    /// - **By URL and version**, as people depend on a released package: a
    ///   copy of the playground takes TapLab from a git repository of the
    ///   files git tracks in this working tree, tagged 100.0.0, and `swift
    ///   package show-dependencies` resolves the tag and loads the package
    ///   graph. Loading the graph is where SwiftPM refuses `unsafeFlags` in a
    ///   package taken by URL (a mutation adding them to the TapLab target
    ///   fails this step) and a product that is not one.
    /// - **Built and run** as `taplab new` wrote it, taking this checkout by
    ///   path (`PlaygroundBuild.swiftBuild`: slow when run alone, a minute or
    ///   more; under `make test`, in the checkout's `.build`, where only the
    ///   playground compiles). That build reads the working tree, so a source
    ///   file git does not track is not caught here: a fresh clone (CI's)
    ///   catches it. Each step is killed after `PlaygroundBuild.timeout`.
    func testTheNewPlaygroundResolvesATaggedTapLabByURLAndBuildsAndItsShotModeWritesAPNG() throws {
        // Given a new playground, and a copy of it whose TapLab is a tagged git repository
        let folder = try makeTemporaryFolder("taplab-new")
        XCTAssertEqual(try TapLabProcess.run(["new", "Playground", "--path", folder.path]).status, 0)
        let package = folder.appendingPathComponent("Playground")
        let byURL = folder.appendingPathComponent("PlaygroundByURL")
        try FileManager.default.copyItem(at: package, to: byURL)
        let release = try taggedRepository(of: TapLabProcess.repositoryRoot, in: folder.appendingPathComponent("TapLab"), tag: "100.0.0")
        let manifestURL = byURL.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let versioned = try XCTUnwrap(dependingByVersion(manifest, on: release, from: "100.0.0"))
        try versioned.write(to: manifestURL, atomically: true, encoding: .utf8)

        // When the copy's graph is loaded, and the playground is built and run in its --shot mode
        let graph = try PlaygroundBuild.run(["swift", "package", "show-dependencies"], in: byURL)
        let (build, products) = try PlaygroundBuild.swiftBuild(in: package)
        XCTAssertEqual(build.status, 0, build.output)
        let shot = try PlaygroundBuild.run(["\(products)/Playground", "--shot", "round.png"], in: package)

        // Then the copy resolved the tag with no error, and the playground
        // prints the trace naming its override and writes a PNG
        XCTAssertEqual(graph.status, 0, graph.output)
        XCTAssertFalse(graph.output.contains("error:"), graph.output)
        let resolved = try String(contentsOf: byURL.appendingPathComponent("Package.resolved"), encoding: .utf8)
        XCTAssertTrue(resolved.contains("\"version\" : \"100.0.0\""), resolved)
        XCTAssertEqual(shot.status, 0, shot.output)
        XCTAssertTrue(shot.output.contains("round (8, 8) outside -> nil: RoundButton.point(inside:with:) is overridden"), shot.output)
        let png = try Data(contentsOf: package.appendingPathComponent("round.png"))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// A git repository at `folder` holding the files git tracks in `root`
    /// as they are in the working tree (uncommitted edits included), in one
    /// commit tagged `tag`.
    private func taggedRepository(of root: URL, in folder: URL, tag: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let steps: [(String, [String])] = [
            ("copy", ["sh", "-c", "cd \"$0\" && git ls-files -z | xargs -0 tar -cf - | tar -xf - -C \"$1\"", root.path, folder.path]),
            ("init", ["git", "init", "-q"]),
            ("add", ["git", "add", "-A"]),
            ("commit", ["git", "-c", "user.name=TapLab", "-c", "user.email=taplab@example.invalid", "commit", "-qm", "release"]),
            ("tag", ["git", "tag", tag]),
        ]
        for (name, command) in steps {
            let result = try PlaygroundBuild.run(command, in: folder)
            XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
        }
        return folder
    }

    /// `manifest` with its `.package(path: …)` replaced by `.package(url:
    /// "file://…", from: version)` and the product's package named after it.
    private func dependingByVersion(_ manifest: String, on repository: URL, from version: String) -> String? {
        guard let start = manifest.range(of: ".package(path: "),
              let end = manifest.range(of: "),", range: start.upperBound..<manifest.endIndex) else { return nil }
        var text = manifest.replacingCharacters(in: start.lowerBound..<end.upperBound,
                                                with: ".package(url: \"file://\(repository.path)\", from: \"\(version)\"),")
        guard let product = text.range(of: ".product(name: \"TapLab\", package: "),
              let close = text.range(of: ")", range: product.upperBound..<text.endIndex) else { return nil }
        text.replaceSubrange(product.upperBound..<close.lowerBound, with: "\"TapLab\"")
        return text
    }
}
