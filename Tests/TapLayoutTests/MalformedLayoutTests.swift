import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// Golden tests for bad input (SPEC 3, "Bad input"). Every `Malformed/NN-name.yaml`
/// sits beside `NN-name.expected`: the exact diagnostics `taplab check` prints for
/// it, one `FILE:LINE:COLUMN: error: MESSAGE` per line, FILE being the bare file
/// name.
///
/// Re-record the `.expected` files after a deliberate change to a message:
///
///     TAPLAB_RECORD=1 swift test --filter MalformedLayoutTests
///
/// and review the diff in version control before committing it.
final class MalformedLayoutTests: XCTestCase {
    /// So that an empty or missing resource folder cannot pass.
    static let minimumFixtureCount = 20
    /// A hostile file (an alias bomb) must be rejected, not hang.
    static let timeLimitPerFile: TimeInterval = 10

    static var isRecording: Bool { ProcessInfo.processInfo.environment["TAPLAB_RECORD"] == "1" }

    /// The fixtures as the test bundle holds them.
    static var bundledFolder: URL? { Bundle.module.url(forResource: "Malformed", withExtension: nil) }

    /// The fixtures in the source tree, where recording writes.
    static var sourceFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Malformed")
    }

    static func files(in folder: URL, withExtension ext: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".\(ext)") }.sorted().map { folder.appendingPathComponent($0) }
    }

    // MARK: Tests

    func testTheMalformedFolderHoldsAtLeastTwentyFixtures() throws {
        // Given
        let folder = try XCTUnwrap(Self.bundledFolder, "the test bundle has no Malformed folder")

        // When
        let layouts = Self.files(in: folder, withExtension: "yaml")

        // Then
        XCTAssertGreaterThanOrEqual(layouts.count, Self.minimumFixtureCount,
                                    "only \(layouts.count) malformed layouts in \(folder.path)")
    }

    func testEveryMalformedLayoutIsRejectedWithExactlyTheExpectedDiagnostics() throws {
        // Given
        let folder = try XCTUnwrap(Self.bundledFolder, "the test bundle has no Malformed folder")
        let layouts = Self.files(in: folder, withExtension: "yaml")
        XCTAssertFalse(layouts.isEmpty, "no fixtures in \(folder.path)")

        for layout in layouts {
            let name = layout.lastPathComponent
            let expectedName = layout.deletingPathExtension().appendingPathExtension("expected").lastPathComponent

            // When
            let started = Date()
            let actual = Self.diagnostics(for: layout)
            let elapsed = Date().timeIntervalSince(started)

            // Then
            XCTAssertLessThan(elapsed, Self.timeLimitPerFile, "\(name) took \(elapsed) s to reject")
            XCTAssertFalse(actual.isEmpty, "\(name) was accepted; a malformed layout must be rejected")
            for line in actual {
                XCTAssertTrue(line.hasPrefix("\(name):") && (line.contains(": error: ") || line.contains(": note: ")),
                              "\(name): not a FILE:LINE:COLUMN: error|note: MESSAGE line: \(line)")
            }
            XCTAssertTrue(actual.first?.contains(": error: ") ?? false, "\(name): a note comes after its error")
            if Self.isRecording {
                let target = Self.sourceFolder.appendingPathComponent(expectedName)
                try (actual.joined(separator: "\n") + "\n").write(to: target, atomically: true, encoding: .utf8)
                continue
            }
            guard let text = try? String(contentsOf: folder.appendingPathComponent(expectedName), encoding: .utf8) else {
                XCTFail("\(name) has no \(expectedName); record it with TAPLAB_RECORD=1. Actual:\n\(actual.joined(separator: "\n"))")
                continue
            }
            let expected = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                .filter { !$0.isEmpty }
            if expected != actual {
                XCTFail("\(name): diagnostics differ from \(expectedName) (TAPLAB_RECORD=1 re-records)\n"
                        + Self.unifiedDiff(expected, actual, from: expectedName, to: "actual"))
            }
        }
    }

    func testEveryExpectedFileBelongsToALayout() throws {
        // Given
        let folder = try XCTUnwrap(Self.bundledFolder, "the test bundle has no Malformed folder")

        // When
        let layouts = Set(Self.files(in: folder, withExtension: "yaml").map { $0.deletingPathExtension().lastPathComponent })
        let orphans = Self.files(in: folder, withExtension: "expected")
            .map { $0.deletingPathExtension().lastPathComponent }
            .filter { !layouts.contains($0) }

        // Then
        XCTAssertEqual(orphans, [], "expected files without a layout beside them")
    }

    func testTheDiffShowsRemovedAndAddedLines() {
        // Given
        let expected = ["a", "b", "c"]
        let actual = ["a", "x", "c", "d"]

        // When
        let diff = Self.unifiedDiff(expected, actual, from: "old", to: "new")

        // Then
        XCTAssertEqual(diff, """
            --- old
            +++ new
             a
            -b
            +x
             c
            +d
            """)
    }

    // MARK: Helpers

    /// What `taplab check` reports for the file: the loader's diagnostics, or
    /// when it loads, the expectation checker's; the path becomes the bare name.
    static func diagnostics(for url: URL) -> [String] {
        let path = url.path
        let problems: [LayoutDiagnostic]
        do {
            let layout = try LayoutLoader.load(path: path)
            problems = ExpectationChecker.check(layout)
        } catch {
            problems = error.diagnostics
        }
        return problems.map { problem in
            var problem = problem
            problem.file = url.lastPathComponent
            return problem.description.replacingOccurrences(of: path, with: url.lastPathComponent)
        }
    }

    /// A unified-style line diff (one hunk, whole file as context).
    static func unifiedDiff(_ old: [String], _ new: [String], from: String, to: String) -> String {
        // Longest common subsequence table, from the end.
        var lcs = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out = ["--- \(from)", "+++ \(to)"]
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                out.append(" " + old[i]); i += 1; j += 1
            } else if i < old.count, j == new.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                out.append("-" + old[i]); i += 1
            } else {
                out.append("+" + new[j]); j += 1
            }
        }
        return out.joined(separator: "\n")
    }
}
