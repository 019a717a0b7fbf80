import XCTest
import TapTestSupport
@testable import TapExplain
@testable import TapKit

/// A list's records in SPEC 11's text and SPEC 5's JSON form.
final class EventRecordTests: XCTestCase {
    func testAListRecordIsOneLineNamingTheChangeTheListAndTheRow() {
        // Given
        let records = ListChange.allCases.map { EventRecord(t: 0.2, .list($0, list: .named("table"), row: 3)) }

        // When
        let lines = records.map(\.text)

        // Then
        XCTAssertEqual(lines, ["highlight table 3", "unhighlight table 3", "select table 3", "deselect table 3"])
        XCTAssertEqual(records.map(\.kind), [.highlight, .unhighlight, .select, .deselect])
    }

    func testAListRecordInJSONHasTheListAsViewAndTheRow() {
        // Given
        let record = EventRecord(t: 0.05, .list(.select, list: .named("table"), row: 2))

        // When
        let json = record.json

        // Then
        XCTAssertEqual(json, #"{"t":0.05,"event":"select","view":"table","row":2}"#)
    }
}
