import Foundation
import XCTest

/// `taplab shot` draws whatever `taplab check` passes, however far the
/// transforms carry the views (issue 12: it died with SIGILL).
final class ExtremeGeometryCommandTests: XCTestCase {
    /// 52 views, each inside the last and each scaled by a million: the
    /// deepest corners are at ±∞ and NaN on the way to the screen.
    private let nestedMillionfoldScales: String = {
        var yaml = "view:\n  id: root\n  color: \"#ffffff\"\n  subviews:\n"
        var indent = "    "
        for i in 0..<52 {
            yaml += "\(indent)- id: v\(i)\n\(indent)  frame: [10, 10, 100, 100]\n\(indent)  color: \"#ff0000\"\n"
            yaml += "\(indent)  transform: {scale: [1000000, 1000000]}\n"
            if i < 51 { yaml += "\(indent)  subviews:\n" }
            indent += "    "
        }
        return yaml
    }()

    func testAShotWithTheWalkOverlayOfFiftyTwoNestedMillionfoldScalesIsWritten() throws {
        // Given the reported layout, which check passes
        let folder = try makeTemporaryFolder("extreme")
        let layout = try write("nested.yaml", nestedMillionfoldScales, in: folder)
        XCTAssertEqual(try TapLabProcess.run(["check", layout]).status, 0)
        // When it is shot with the walk overlay after a tap at 50,50
        let output = folder.appendingPathComponent("x.png").path
        let result = try TapLabProcess.run(["shot", layout, "-o", output, "--overlay", "walk", "--tap", "50,50"])
        // Then the picture is written and the command succeeds
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output))
    }

    func testEveryOverlayAtScaleThreeDrawsTheSameLayoutTappedFarOffScreen() throws {
        // Given the reported layout
        let folder = try makeTemporaryFolder("extreme")
        let layout = try write("nested.yaml", nestedMillionfoldScales, in: folder)
        // When it is shot with every overlay at scale 3, tapped inside and far outside the screen
        let output = folder.appendingPathComponent("all.png").path
        let result = try TapLabProcess.run(["shot", layout, "-o", output, "--overlay", "all", "--scale", "3",
                                            "--tap", "50,50", "--tap=-999999,999999"])
        // Then the picture is written
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output))
    }
}
