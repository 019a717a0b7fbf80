import XCTest
import TapTestSupport
@testable import TapKit

/// A list's records in SPEC 11's text form (the JSON form: TapExplainTests' EventRecordJSONTests).
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
}
