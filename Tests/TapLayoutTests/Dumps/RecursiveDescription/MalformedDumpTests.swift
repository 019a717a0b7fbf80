import Foundation
import XCTest
@testable import TapLayout

/// Broken dumps (cut off, garbage, impossible values) in DumpFixtures/malformed:
/// each gives exactly the diagnostics in its `.expected` file — errors
/// refuse the file (`[exit 1]`), warnings say what a loaded file lost
/// (`[exit 0]`). Re-record with `taplab check FILE 2> FILE.expected` and
/// review the change like code.
final class MalformedDumpTests: XCTestCase {
    func testEveryBrokenDumpGivesExactlyItsExpectedDiagnostics() throws {
        let folder = try XCTUnwrap(Bundle.module.url(forResource: "DumpFixtures/malformed", withExtension: nil))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 12)
        for name in files {
            // Precondition: what the file should give.
            let expected = try String(contentsOf: folder.appendingPathComponent(name.replacingOccurrences(of: ".txt", with: ".expected")), encoding: .utf8)
                .split(separator: "\n").map(String.init)
            // Action
            var lines: [String]
            do {
                let layout = try LayoutLoader.load(path: folder.appendingPathComponent(name).path)
                lines = layout.warnings.map(\.description) + ["[exit 0]"]
            } catch {
                lines = error.diagnostics.map(\.description) + ["[exit 1]"]
            }
            lines = lines.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
            // Assertion
            XCTAssertEqual(lines, expected, name)
        }
    }
}
