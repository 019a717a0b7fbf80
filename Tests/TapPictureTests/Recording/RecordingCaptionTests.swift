import TapKit
import TapPicture
import XCTest
import TapTestSupport

/// `RecordingCaption`: the log's last lines under a recording's frame.
final class RecordingCaptionTests: XCTestCase {
    private func touches(_ phase: EventRecord.Event.Phase, _ responder: String) -> EventRecord {
        EventRecord(t: 0, .touches(phase, responder: .named(responder), touches: [1]))
    }

    func testATouchsTripUpTheChainIsOneLineShortenedPastFourResponders() {
        // Precondition
        let records = [EventRecord(t: 0, .hitTest(touch: 1, view: .named("B"), walk: nil))]
            + ["B", "A", "root", "main", "appDelegate"].map { touches(.began, $0) }

        // Action
        let caption = RecordingCaption(time: 0, records: records, newFrom: 0)

        // Assertion
        XCTAssertEqual(caption.lines.map(\.text), ["hitTest 1 -> B", "touchesBegan B → A → … → appDelegate"])
    }

    func testRepeatedLinesFoldAndOnlyTheLinesSinceTheLastFrameAreNew() {
        // Precondition: a drag's moves, three of them logged since the last frame
        let records = [EventRecord(t: 0, .hitTest(touch: 1, view: .named("list"), walk: nil)), touches(.began, "list")]
            + Array(repeating: touches(.moved, "list"), count: 5)

        // Action
        let caption = RecordingCaption(time: 0.3, records: records, newFrom: 4)

        // Assertion
        XCTAssertEqual(caption.lines.map(\.text), ["hitTest 1 -> list", "touchesBegan list", "touchesMoved list"])
        XCTAssertEqual(caption.lines.map(\.repeats), [1, 1, 5])
        XCTAssertEqual(caption.lines.map(\.isNew), [false, false, true])
    }

    func testLinesThatDifferOnlyInValuesFoldWithoutThem() {
        // Precondition: a list scrolling for twelve frames' worth of offsets, then a lone scroll of another view
        let records = (1...12).map { EventRecord(t: Double($0), .scroll(view: .named("list"), offset: CGPoint(x: 0, y: 66.5 * Double($0)))) }
            + [EventRecord(t: 13, .scroll(view: .named("pager"), offset: CGPoint(x: 390, y: 0)))]

        // Action
        let caption = RecordingCaption(time: 13, records: records, newFrom: 0)

        // Assertion: one line for the list, with no offset; the lone line keeps its value
        XCTAssertEqual(caption.lines.map(\.text), ["scroll list", "scroll pager 390,0"])
        XCTAssertEqual(caption.lines.map(\.repeats), [12, 1])
    }

    func testOnlyTheLastLinesAreShown() {
        // Precondition
        let records = (1...20).map { EventRecord(t: Double($0), .action(recognizer: .named("tap\($0)"))) }

        // Action
        let caption = RecordingCaption(time: 1, records: records, newFrom: 20)

        // Assertion
        XCTAssertEqual(caption.lines.count, RecordingCaption.lineCount)
        XCTAssertEqual(caption.lines.last?.text, "action tap20")
        XCTAssertFalse(caption.lines.contains(where: \.isNew))
    }
}
