import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// SPEC 5's JSON form of a record (`EventRecord.json`): one object per
/// record, its values as typed fields.
final class EventRecordJSONTests: XCTestCase {
    // MARK: Lists

    func testAListRecordInJSONHasTheListAsViewAndTheRow() {
        // Given
        let record = EventRecord(t: 0.05, .list(.select, list: .named("table"), row: 2))

        // When
        let json = record.json

        // Then
        XCTAssertEqual(json, #"{"t":0.05,"event":"select","view":"table","row":2}"#)
    }

    // MARK: Control values (SPEC 11)

    func testTheJSONFormCarriesTheValueAsATypedField() {
        // Given
        let selected = EventRecord(t: 0, .control(control: .named("tabs"), event: .valueChanged, value: .selected(2)))
        let typed = EventRecord(t: 0, .control(control: .named("name"), event: .editingChanged, value: .text("A\"n")))

        // Then
        XCTAssertTrue(selected.json.hasSuffix(#""name":"valueChanged","selected":2}"#), selected.json)
        XCTAssertTrue(typed.json.hasSuffix(#""name":"editingChanged","text":"A\"n"}"#), typed.json)
    }

    func testAControlEventWithoutAValueHasNoValueField() {
        // Given
        let record = EventRecord(t: 0, .control(control: .named("ok"), event: .touchUpInside))

        // Then
        XCTAssertFalse(record.json.contains("value"))
    }

    func testTheSwitchsValueChangedLineCarriesTheValueAsAJSONField() {
        // Given: a switch on screen at x 100...151, y 100...131
        let f = CoreFixture()
        let toggle = f.add(UISwitch(), "wifi", CGRect(x: 100, y: 100, width: 51, height: 31))

        // When
        f.tap(125, 115, at: 0)

        // Then
        let json = f.log.matching(.control(toggle, .valueChanged)).first?.json
        XCTAssertEqual(json, #"{"t":0.05,"event":"control","view":"wifi","control":"wifi","name":"valueChanged","on":true}"#)
    }

    // MARK: Gesture values (SPEC 11)

    func testTheJSONFormAddsTheSameGestureFieldsAfterTheState() {
        // Given
        let record = EventRecord(t: 0.5, .gesture(recognizer: .named("pan"), state: .changed, isDiscrete: false,
                                                  values: .pan(translation: CGPoint(x: 12, y: 0), velocity: CGPoint(x: 600, y: 0))))

        // When
        let json = record.json

        // Then
        XCTAssertEqual(json, #"{"t":0.5,"event":"gesture","recognizer":"pan","state":"changed","translation":[12,0],"velocity":[600,0]}"#)
    }

    // MARK: A broken wait cycle

    func testTheBrokenWaitIsItsOwnRecordInJSON() throws {
        // Given: two taps that require each other to fail
        let f = CoreFixture()
        let tapA = f.addRecognizer(UITapGestureRecognizer(), "tapA")
        let tapB = f.addRecognizer(UITapGestureRecognizer(), "tapB")
        tapA.require(toFail: tapB)
        tapB.require(toFail: tapA)

        // When
        f.tap(100, 100, at: 0)

        // Then
        let record = try XCTUnwrap(f.log.records.first { $0.kind == .stopsWaiting })
        XCTAssertEqual(record.json, #"{"t":0.05,"event":"stopsWaiting","recognizer":"tapA","other":"tapB","requirement":"requireToFail"}"#)
    }
}
