import TapPicture
import XCTest

/// `RecordingCaption`: the log's last lines under a recording's frame.
final class RecordingCaptionTests: XCTestCase {
    func testATouchsTripUpTheChainIsOneLineShortenedPastFourResponders() {
        // Action
        let caption = RecordingCaption(time: 0, log: ["hitTest 1 -> B", "touchesBegan B", "touchesBegan A", "touchesBegan root",
                                                      "touchesBegan main", "touchesBegan appDelegate"], newFrom: 0)

        // Assertion
        XCTAssertEqual(caption.lines.map(\.text), ["hitTest 1 -> B", "touchesBegan B → A → … → appDelegate"])
    }

    func testRepeatedLinesFoldAndOnlyTheLinesSinceTheLastFrameAreNew() {
        // Precondition: a drag's moves, three of them logged since the last frame
        let log = ["hitTest 1 -> list", "touchesBegan list", "touchesMoved list", "touchesMoved list", "touchesMoved list",
                   "touchesMoved list", "touchesMoved list"]

        // Action
        let caption = RecordingCaption(time: 0.3, log: log, newFrom: 4)

        // Assertion
        XCTAssertEqual(caption.lines.map(\.text), ["hitTest 1 -> list", "touchesBegan list", "touchesMoved list"])
        XCTAssertEqual(caption.lines.map(\.repeats), [1, 1, 5])
        XCTAssertEqual(caption.lines.map(\.isNew), [false, false, true])
    }

    func testOnlyTheLastLinesAreShown() {
        // Precondition
        let log = (1...20).map { "action tap\($0)" }

        // Action
        let caption = RecordingCaption(time: 1, log: log, newFrom: 20)

        // Assertion
        XCTAssertEqual(caption.lines.count, RecordingCaption.lineCount)
        XCTAssertEqual(caption.lines.last?.text, "action tap20")
        XCTAssertFalse(caption.lines.contains(where: \.isNew))
    }
}
