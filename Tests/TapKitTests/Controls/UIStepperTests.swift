import XCTest
@testable import TapKit
import TapTestSupport

final class UIStepperTests: XCTestCase {
    private var f: CoreFixture!
    private var stepper: UIStepper!

    /// On screen: x 100...194 (minus half up to 147), y 100...132.
    override func setUp() {
        super.setUp()
        f = CoreFixture()
        stepper = f.add(UIStepper(), "count", CGRect(x: 100, y: 100, width: 94, height: 32))
    }

    /// The stepper's `valueChanged` records.
    private var valueChanges: [EventRecord] { f.log.matching(.control(stepper, .valueChanged)) }

    func testATapOnAStepperRightHalfStepsItUp() {
        // When
        f.tap(170, 116, at: 0)

        // Then
        XCTAssertEqual(stepper.value, 1)
        assertLog(f.log.matching(.control(stepper)), is: [.control(stepper, .touchDown),
                                                          .control(stepper, .valueChanged, value: .value(1)),
                                                          .control(stepper, .touchUpInside)])
    }

    func testATapOnAStepperLeftHalfStepsItDownByItsStep() {
        // Given
        stepper.value = 10
        stepper.stepValue = 2.5

        // When
        f.tap(120, 116, at: 0)

        // Then
        XCTAssertEqual(stepper.value, 7.5)
        assertLog(valueChanges, is: [.control(stepper, .valueChanged, value: .value(7.5))])
    }

    func testAStepperAtItsMinimumStaysAndSendsNoValueChanged() {
        // When
        f.tap(120, 116, at: 0)

        // Then
        XCTAssertEqual(stepper.value, 0)
        XCTAssertTrue(valueChanges.isEmpty)
    }

    func testAStepperRepeatsWhileHeld() {
        // Given
        f.down(1, 170, 116, at: 0)

        // When
        f.app.advance(to: 0.45)
        let beforeTheDelay = stepper.value
        f.app.advance(to: 0.95)
        f.up(1, 170, 116, at: 0.95)
        f.app.advance(to: 3)

        // Then
        XCTAssertEqual(beforeTheDelay, 1)
        XCTAssertEqual(stepper.value, 6)  // down, then 0.5, 0.6, 0.7, 0.8, 0.9
        assertRecord(valueChanges.last, is: .control(stepper, .valueChanged, value: .value(6)))
    }

    func testAStepperHeldLongRepeatsFaster() {
        // Given
        f.down(1, 170, 116, at: 0)
        f.app.advance(to: 1.95)
        let afterTwoSeconds = stepper.value

        // When
        f.app.advance(to: 2.95)

        // Then
        XCTAssertEqual(afterTwoSeconds - 1, 15)
        XCTAssertGreaterThan(stepper.value - afterTwoSeconds, 15)
    }

    func testAStepperWithoutAutorepeatStepsOncePerPress() {
        // Given
        stepper.autorepeat = false
        f.down(1, 170, 116, at: 0)

        // When
        f.app.advance(to: 2)
        f.up(1, 170, 116, at: 2)

        // Then
        XCTAssertEqual(stepper.value, 1)
    }

    func testAStepperStopsRepeatingWhenTheFingerLeavesIt() {
        // Given
        f.down(1, 170, 116, at: 0)

        // When
        f.move(1, 170, 400, at: 0.3)
        f.app.advance(to: 2)

        // Then
        XCTAssertEqual(stepper.value, 1)
    }

    func testATapRecognizerOnAStepperParentDoesNotKeepItFromStepping() {
        // Given
        let cardTap = f.addRecognizer(UITapGestureRecognizer(), "cardTap")

        // When
        f.tap(170, 116, at: 0)

        // Then
        XCTAssertEqual(stepper.value, 1)
        assertLog(f.log, lacks: .action(cardTap))
    }
}
