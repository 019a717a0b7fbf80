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
