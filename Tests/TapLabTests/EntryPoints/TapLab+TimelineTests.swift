import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TapLab
import XCTest

final class TapLabTimelineTests: XCTestCase {
    func testATimelineIsAnSVGDocumentThatParses() throws {
        // Precondition
        let (app, _) = roundButtonApplication()
        let path = try makeTemporaryFolder().appendingPathComponent("round.svg").path

        // Action
        try TapLab.timeline(app, script: "- tap: [195, 375]", to: path, language: .zh, title: "round")

        // Assertion
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let parser = XMLParser(data: data)
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("<svg"))
    }

    func testTheSameTimelineTwiceGivesTheSameBytes() throws {
        // Precondition
        let folder = try makeTemporaryFolder()
        let a = folder.appendingPathComponent("a.png").path, b = folder.appendingPathComponent("b.png").path

        // Action
        try TapLab.timeline(roundButtonApplication().0, script: "- doubleTap: [195, 375]", to: a)
        try TapLab.timeline(roundButtonApplication().0, script: "- doubleTap: [195, 375]", to: b)

        // Assertion
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: a)), try Data(contentsOf: URL(fileURLWithPath: b)))
    }

    func testABadScriptIsAnErrorAtItsLineAndNoFileIsWritten() throws {
        // Precondition
        let (app, _) = roundButtonApplication()
        let path = try makeTemporaryFolder().appendingPathComponent("bad.pdf").path

        // Action
        XCTAssertThrowsError(try TapLab.timeline(app, script: "- tap: [195]", to: path)) { error in
            // Assertion
            XCTAssertTrue("\(error)".hasPrefix("<script>:1:"), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
}
