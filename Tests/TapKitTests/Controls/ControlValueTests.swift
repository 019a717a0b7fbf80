import XCTest
import TapTestSupport
@testable import TapExplain
@testable import TapKit

/// SPEC 11: a `valueChanged` line ends with the new value, and JSON adds it as a field.
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

    func testTheJSONFormCarriesTheValueAsATypedField() {
        // Given
        let selected = EventRecord(t: 0, .control(control: .named("tabs"), event: .valueChanged, value: .selected(2)))
        let typed = EventRecord(t: 0, .control(control: .named("name"), event: .editingChanged, value: .text("A\"n")))

        // Then
        XCTAssertTrue(selected.json.hasSuffix(#""name":"valueChanged","selected":2}"#), selected.json)
        XCTAssertTrue(typed.json.hasSuffix(#""name":"editingChanged","text":"A\"n"}"#), typed.json)
    }

    func testAControlEventWithoutAValueKeepsItsLine() {
        // Given
        let record = EventRecord(t: 0, .control(control: .named("ok"), event: .touchUpInside))

        // Then
        XCTAssertEqual(record.text, "control ok touchUpInside")
        XCTAssertFalse(record.json.contains("value"))
    }
}
