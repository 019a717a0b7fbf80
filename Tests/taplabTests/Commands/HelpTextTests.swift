import Foundation
import XCTest

/// Every `--help` text is a golden file (Golden/help-*.txt): a change to an
/// option's wording, default or name shows up in review like code.
final class HelpTextTests: XCTestCase {
    /// Help wraps to the terminal's width; a fixed one makes it the same everywhere.
    private let environment = ProcessInfo.processInfo.environment.merging(["COLUMNS": "100"]) { $1 }

    func testTheTopLevelHelpMatchesItsGoldenFile() throws {
        // Action
        let result = try TapLabProcess.run(["--help"], environment: environment)

        // Assertion
        XCTAssertEqual(result.status, 0)
        GoldenFile.assertMatches(result.stdout, "help-taplab.txt")
    }

    func testEverySubcommandsHelpMatchesItsGoldenFile() throws {
        // Precondition: the subcommands the program lists, so a new one needs a golden file too.
        let top = try TapLabProcess.run(["--help"], environment: environment).stdout
        let listed = top.components(separatedBy: "SUBCOMMANDS:").last?.split(separator: "\n")
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && !$0.contains("'taplab help") }
            .compactMap { $0.split(separator: " ").first.map(String.init) } ?? []
        XCTAssertGreaterThanOrEqual(listed.count, 8, top)

        for name in listed {
            // Action
            let result = try TapLabProcess.run([name, "--help"], environment: environment)

            // Assertion
            XCTAssertEqual(result.status, 0, name)
            GoldenFile.assertMatches(result.stdout, "help-\(name).txt")
        }
    }
}
