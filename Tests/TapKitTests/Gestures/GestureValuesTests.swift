import XCTest
@testable import TapKit
import TapTestSupport

/// SPEC 11, "Gesture values": a continuous recognizer's began, changed and
/// ended lines end with what it measured, a swipe's with the direction it
/// went (the JSON form, with the same fields: TapExplainTests'
/// EventRecordJSONTests).
final class GestureValuesTests: XCTestCase {
    func testAPanLineEndsWithTheTranslationFromTouchDownAndTheVelocityInPointsPerSecond() {
        // Given
        let h = TouchTestHarness()
        h.add(UIPanGestureRecognizer(), named: "pan")

        // When: 100 points to the right in 0.1 s, in 5 steps of 20 points
        h.drag(from: pt(100, 100), to: pt(200, 100), start: 0, duration: 0.1, steps: 5)

        // Then
        XCTAssertEqual(h.lines(of: .gesture).first, "gesture pan began translation=20,0 velocity=1000,0")
        XCTAssertEqual(h.lines(of: .gesture).last, "gesture pan ended translation=100,0 velocity=1000,0")
    }

    func testAPanThatEndsAwayFromItsLastMoveCountsTheLastStep() {
        // Given
        let h = TouchTestHarness()
        h.add(UIPanGestureRecognizer(), named: "pan")

        // When: the finger lifts 30 points left of its last move
        h.drag(from: pt(200, 100), to: pt(140, 100), start: 0, duration: 0.1, steps: 2, lift: false)
        h.up(1, pt(110, 100), at: 0.15)

        // Then
        XCTAssertEqual(h.lines(of: .gesture).last, "gesture pan ended translation=-90,0 velocity=-600,0")
    }

    func testASwipeLineEndsWithTheDirectionItWent() {
        // Given
        let h = TouchTestHarness()
        h.add(UISwipeGestureRecognizer(), named: "flick").direction = [.left, .right]

        // When
        h.drag(from: pt(300, 300), to: pt(200, 300), start: 0, duration: 0.1, steps: 5)

        // Then
        XCTAssertEqual(h.lines(of: .gesture), ["gesture flick recognized direction=left"])
    }

    func testFailedAndCancelledLinesCarryNoValues() {
        // Given
        let h = TouchTestHarness()
        h.add(UIPanGestureRecognizer(), named: "pan")

        // When: the finger lifts before moving 10 points
        h.drag(from: pt(100, 100), to: pt(105, 100), start: 0, duration: 0.1, steps: 2)

        // Then
        XCTAssertEqual(h.lines(of: .gesture), ["gesture pan failed"])
    }

    func testPinchAndRotationValuesHaveAtMostTwoDecimals() {
        // Given
        let pinch = GestureValues.pinch(scale: 1.25, velocity: 0.8049)
        let rotation = GestureValues.rotation(rotation: 0.5236, velocity: 1.1)

        // When
        let lines = [EventRecord(t: 0, .gesture(recognizer: .named("pinch"), state: .changed, isDiscrete: false, values: pinch)).text,
                     EventRecord(t: 0, .gesture(recognizer: .named("turn"), state: .changed, isDiscrete: false, values: rotation)).text]

        // Then
        XCTAssertEqual(lines, ["gesture pinch changed scale=1.25 velocity=0.8", "gesture turn changed rotation=0.52 velocity=1.1"])
    }
}
