import Foundation
import TapLayout
import XCTest
@testable import taplab

/// `import` refuses at the dump what it cannot write: a layout over the
/// loader's limit is said at the dump with the limit (it was refused naming
/// the output, a file never written), and nothing is written.
final class ImportLimitCommandTests: XCTestCase {
    func testAnImportWhoseLayoutWouldPassTheLimitIsRefusedAtTheDump() throws {
        // Precondition: 30,000 views of a 300-character class, a 10 MB dump whose layout would be some 19 MB
        let folder = try makeTemporaryFolder("taplab-import-limit")
        let name = "_TtGC7SwiftUI" + String(repeating: "A", count: 300)
        let lines = ["<UIWindow: 0x10; frame = (0 0; 390 844); layer = <CALayer: 0x11>>"]
            + (0..<30_000).map { i in
                "   | <\(name): 0x\(String(0x100000 + 2 * i, radix: 16)); frame = (\(i % 39 * 10) \(i / 39 % 84 * 10); 10 10); "
                    + "layer = <CALayer: 0x\(String(0x900000 + 2 * i, radix: 16))>>"
            }
        let dump = try write("big.txt", lines.joined(separator: "\n") + "\n", in: folder)
        let output = folder.appendingPathComponent("out.yaml").path

        // Action
        let result = try TapLabProcess.run(["import", dump, "-o", output])

        // Assertion: exit 1, one error at the dump's first line naming the limit, no file
        XCTAssertEqual(result.status, 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, result.stderr)
        XCTAssertTrue(errors.first?.hasPrefix(dump + ":1:1: error: ") ?? false, result.stderr)
        XCTAssertTrue(errors.first?.contains(LayoutLoader.megabytes(LayoutLoader.maxFileBytes)) ?? false, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testADumpWithValuesALayoutRefusesIsRefusedAtTheDumpByTraceAndImportAlike() throws {
        // Precondition: a helper JSON whose view has alpha 3
        let folder = try makeTemporaryFolder("taplab-import-range")
        let view = #"{"class": "%@", "address": "%@", "bounds": [0, 0, %@], "center": [%@], "transform": [1, 0, 0, 1, 0, 0], "alpha": %@, "#
            + #""hidden": false, "interaction": true, "clips": false, "multipleTouch": false, "exclusiveTouch": false, "gestures": [], "overrides": [], "subviews": [%@]}"#
        let inner = String(format: view, "UIView", "0x2", "100, 100", "50, 50", "3", "")
        let window = String(format: view, "UIWindow", "0x1", "390, 844", "195, 422", "1", inner).replacingOccurrences(of: #""gestures""#, with: #""level": 0, "gestures""#)
        let dump = try write("alpha.json", #"{"format": "taplab-dump", "version": 2, "screen": {"width": 390, "height": 844}, "windows": ["# + window + "]}", in: folder)
        let output = folder.appendingPathComponent("out.yaml").path

        // Action
        let trace = try TapLabProcess.run(["trace", dump, "--at", "50,50"])
        let imported = try TapLabProcess.run(["import", dump, "-o", output])

        // Assertion: both refuse, naming the dump only; nothing is written
        for result in [trace, imported] {
            XCTAssertEqual(result.status, 1, result.stderr)
            let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
            XCTAssertEqual(errors.count, 1, result.stderr)
            XCTAssertTrue(errors.allSatisfy { $0.hasPrefix(dump + ":") }, result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
}
