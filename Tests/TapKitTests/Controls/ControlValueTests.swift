import XCTest
import TapTestSupport
@testable import TapKit

/// SPEC 11: a `valueChanged` line ends with the new value (JSON adds it as a
/// field: TapExplainTests' EventRecordJSONTests).
final class ControlValueTests: XCTestCase {
    func testAValueChangedLineEndsWithTheValueRoundedToTwoDecimals() {
        // Given
        let record = EventRecord(t: 1, .control(control: .named("volume"), event: .valueChanged, value: .value(0.41666)))

        // When
        let text = record.text

        // Then
        XCTAssertEqual(text, "control volume valueChanged value=0.42")
    }

    func testEachControlsValueIsNamedByItsLayoutKey() {
        // Then
        XCTAssertEqual([ControlValue.on(true), .value(3), .selected(2), .current(1), .text("Ann")].map(\.text),
                       ["on=true", "value=3", "selected=2", "current=1", "text=Ann"])
    }

    func testAControlEventWithoutAValueKeepsItsLine() {
        // Given
        let record = EventRecord(t: 0, .control(control: .named("ok"), event: .touchUpInside))

        // Then
        XCTAssertEqual(record.text, "control ok touchUpInside")
    }
}
