import Foundation
import XCTest

/// `taplab figure`: each kind to PDF, and the one-line refusals.
final class FigureCommandTests: XCTestCase {
    func testEachKindWritesAPDFAndTheSameCommandGivesTheSameBytes() throws {
        // Precondition
        let folder = try makeTemporaryFolder("taplab-figure")
        for kind in ["tree", "flow", "chain", "states"] {
            let paths = ["a", "b"].map { folder.appendingPathComponent("\(kind)-\($0).pdf").path }
            // Action
            for path in paths {
                let result = try TapLabProcess.run(["figure", kind, "Layouts/001-gesture-puzzle.yaml", "-o", path, "--lang", "zh"])
                XCTAssertEqual(result.status, 0, "\(kind): \(result.stderr)")
            }
            // Assertion
            let bytes = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
            XCTAssertTrue(bytes[0].starts(with: Array("%PDF".utf8)), kind)
            XCTAssertEqual(bytes[0], bytes[1], kind)
        }
    }

    func testAWideTreeScaledToASlideIsDrawnAtTheSizeAskedNotRefusedAsTooLarge() throws {
        // Precondition: a dump whose tree is wide (issue 43: it was refused as 13190x3780 points)
        let folder = try makeTemporaryFolder("taplab-figure-size")
        for kind in ["tree", "flow", "chain", "states"] {
            let path = folder.appendingPathComponent("\(kind).png").path

            // Action
            let result = try TapLabProcess.run(["figure", kind, "docs/examples/settings-dump.txt", "--tap", "200,300",
                                                "--size", "1920x1080", "-o", path])

            // Assertion: the PNG's header says 1920 × 1080
            XCTAssertEqual(result.status, 0, "\(kind): \(result.stderr)")
            let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(24)
            let width = header[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = header[20..<24].reduce(0) { $0 << 8 | Int($1) }
            XCTAssertEqual([width, height], [1920, 1080], kind)
        }
    }

    func testAnUnknownKindAndATouchFigureWithNoTouchAreOneLineMessagesAndNonZeroExits() throws {
        // Precondition: a layout with no script
        let folder = try makeTemporaryFolder("taplab-figure")
        let output = folder.appendingPathComponent("f.png").path, layout = folder.appendingPathComponent("still.yaml").path
        try "view:\n  id: root\n  subviews:\n    - {id: b, class: button, frame: [10, 10, 100, 40]}\n"
            .write(toFile: layout, atomically: true, encoding: .utf8)
        // Action
        let unknown = try TapLabProcess.run(["figure", "graph", "Layouts/000-overlapping-buttons.yaml", "-o", output])
        let noTouch = try TapLabProcess.run(["figure", "flow", layout, "-o", output])
        // Assertion
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertTrue(unknown.stderr.contains("tree"), unknown.stderr)
        XCTAssertEqual(noTouch.status, 1, noTouch.stderr)
        XCTAssertEqual(noTouch.stderr.split(separator: "\n").count, 1, noTouch.stderr)
        XCTAssertTrue(noTouch.stderr.contains("--tap"), noTouch.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
}
