import XCTest
@testable import TapKit
import TapTestSupport

final class UIRotationGestureRecognizerTests: XCTestCase {
    private let center = pt(200, 400)
    private let radius: CGFloat = 100

    private func makeHarness() -> (TouchTestHarness, UIRotationGestureRecognizer) {
        // The view keeps UIKit's default isMultipleTouchEnabled = false: it gets
        // finger 1 only, while its recognizers see both.
        let h = TouchTestHarness()
        return (h, h.add(UIRotationGestureRecognizer(), named: "rotate"))
    }

    /// Where finger 2 is when the line from finger 1 (at the centre) to it
    /// points `angle` radians clockwise from the +x axis (y down).
    private func onCircle(_ angle: CGFloat) -> CGPoint {
        pt(center.x + radius * cos(angle), center.y + radius * sin(angle))
    }

    /// Finger 1 down at the centre, finger 2 `radius` to its right, at `t`.
    private func twoFingersDown(_ h: TouchTestHarness, at t: TimeInterval = 0) {
        h.send([TouchInput(touchID: 1, phase: .began, location: center, timestamp: t),
                TouchInput(touchID: 2, phase: .began, location: onCircle(0), timestamp: t)])
    }

    /// Finger 2 turns around finger 1 to `angle` in `steps` equal steps.
    private func turn(_ h: TouchTestHarness, from a0: CGFloat = 0, to angle: CGFloat, start: TimeInterval,
                      duration: TimeInterval, steps: Int) {
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            h.move(2, onCircle(a0 + (angle - a0) * f), at: start + duration * Double(f))
        }
    }

    func testDefaultsEqualUIKits() {
        // Given
        let rotate = UIRotationGestureRecognizer()

        // Then
        XCTAssertEqual(rotate.rotation, 0)
        XCTAssertEqual(rotate.velocity, 0)
        XCTAssertTrue(rotate.isContinuous)
        XCTAssertTrue(rotate.cancelsTouchesInView)
        XCTAssertEqual(UIRotationGestureRecognizer.minimumRotation, 0.07)
    }

    func testRotationBeginsAfterMoreThanPointZeroSevenRadiansAndCancelsTheViewsTouches() {
        // Given
        let (h, rotate) = makeHarness()
        twoFingersDown(h)

        // When
        h.move(2, onCircle(0.06), at: 0.05)
        let stateAtPointZeroSix = rotate.state
        h.move(2, onCircle(0.08), at: 0.1)

        // Then
        XCTAssertEqual(stateAtPointZeroSix, .possible)
        assertLog(h.records, is: [.touchesBegan(h.root),
                                  .gesture(rotate, .began, values: .rotation(rotation: 0.08, velocity: 0.8)),
                                  .touchesCancelled(h.root), .action(rotate)],
                  "finger 2 never reaches the view: it is not multiple-touch enabled")
        XCTAssertEqual(rotate.rotation, 0.08, accuracy: 1e-9)
    }

    func testClockwiseOnScreenIsPositiveAndCounterclockwiseNegative() {
        // Given
        let (h, rotate) = makeHarness()
        twoFingersDown(h)
        turn(h, to: 0.5, start: 0, duration: 0.1, steps: 5)
        let clockwise = rotate.rotation

        // When
        turn(h, from: 0.5, to: -0.3, start: 0.1, duration: 0.1, steps: 8)

        // Then
        XCTAssertEqual(clockwise, 0.5, accuracy: 1e-9)
        XCTAssertEqual(rotate.rotation, -0.3, accuracy: 1e-9)
        XCTAssertEqual(rotate.state, .changed)
    }

    func testTheRotationKeepsCountingPastHalfATurn() {
        // Given
        let (h, rotate) = makeHarness()
        twoFingersDown(h)

        // When
        turn(h, to: 1.5 * .pi, start: 0, duration: 0.3, steps: 12)

        // Then
        XCTAssertEqual(rotate.rotation, 1.5 * .pi, accuracy: 1e-9)
    }

    func testVelocityIsRadiansPerSecondAndLiftingAFingerEndsIt() {
        // Given
        let (h, rotate) = makeHarness()
        twoFingersDown(h)
        var velocityAtEnd: CGFloat = .nan
        rotate.addAction { g in if g.state == .ended { velocityAtEnd = (g as! UIRotationGestureRecognizer).velocity } }

        // When
        turn(h, to: 0.5, start: 0, duration: 0.1, steps: 10)
        h.up(2, onCircle(0.5), at: 0.1)

        // Then
        XCTAssertEqual(h.actionStates(of: rotate).first, .began)
        XCTAssertEqual(h.actionStates(of: rotate).last, .ended)
        XCTAssertEqual(velocityAtEnd, 5, accuracy: 1e-6)
    }

    func testSettingTheRotationMakesLaterTurnsAddToIt() {
        // Given
        let (h, rotate) = makeHarness()
        twoFingersDown(h)
        turn(h, to: 0.4, start: 0, duration: 0.1, steps: 4)

        // When
        rotate.rotation = 0
        let velocityAfterSetting = rotate.velocity
        turn(h, from: 0.4, to: 0.6, start: 0.2, duration: 0.1, steps: 2)

        // Then
        XCTAssertEqual(velocityAfterSetting, 0)
        XCTAssertEqual(rotate.rotation, 0.2, accuracy: 1e-9)
    }

    func testMovingApartWithoutTurningNeverBeginsIt() {
        // Given
        let (h, rotate) = makeHarness()
        twoFingersDown(h)

        // When
        h.move(2, pt(390, 400), at: 0.1)

        // Then
        XCTAssertEqual(rotate.state, .possible)
        XCTAssertEqual(rotate.rotation, 0)
    }

    func testLiftingAFingerBeforeItBeganFailsItAndTheActionNeverRuns() {
        // Given
        let (h, rotate) = makeHarness()
        twoFingersDown(h)
        h.move(2, onCircle(0.05), at: 0.05)

        // When
        h.up(1, center, at: 0.1)

        // Then
        assertLog(h.log.about(rotate), is: [.gesture(rotate, .failed)])
        XCTAssertTrue(h.actionStates(of: rotate).isEmpty)
    }

    func testOneFingerAloneNeverBeginsARotation() {
        // Given
        let (h, rotate) = makeHarness()

        // When
        h.drag(from: pt(100, 300), to: pt(300, 500), start: 0, duration: 0.1, steps: 5)

        // Then
        assertLog(h.recordsWithoutMoves, is: [.touchesBegan(h.root), .gesture(rotate, .failed), .touchesEnded(h.root)])
    }

    func testFingersOnTheSamePointHoldTheRotationStill() {
        // Given
        let (h, rotate) = makeHarness()
        h.send([TouchInput(touchID: 1, phase: .began, location: center, timestamp: 0),
                TouchInput(touchID: 2, phase: .began, location: center, timestamp: 0)])

        // When
        h.move(2, onCircle(1), at: 0.1)
        let afterLeavingTheCentre = rotate.rotation
        h.move(2, onCircle(1.2), at: 0.2)

        // Then
        XCTAssertEqual(afterLeavingTheCentre, 0)
        XCTAssertEqual(rotate.rotation, 0.2, accuracy: 1e-9)
        XCTAssertEqual(rotate.state, .began)
        XCTAssertTrue(rotate.velocity.isFinite)
    }

    func testACancelledTouchCancelsAnActiveRotation() {
        // Given
        let (h, rotate) = makeHarness()
        twoFingersDown(h)
        turn(h, to: 0.3, start: 0, duration: 0.1, steps: 2)

        // When
        h.cancel(2, onCircle(0.3), at: 0.2)

        // Then
        XCTAssertEqual(h.actionStates(of: rotate), [.began, .changed, .cancelled])
    }

    func testItResetsItsRotationForTheNextGesture() {
        // Given
        let (h, rotate) = makeHarness()
        twoFingersDown(h)
        turn(h, to: 0.3, start: 0, duration: 0.1, steps: 2)
        h.send([TouchInput(touchID: 1, phase: .ended, location: center, timestamp: 0.2),
                TouchInput(touchID: 2, phase: .ended, location: onCircle(0.3), timestamp: 0.2)])

        // When
        twoFingersDown(h, at: 1)

        // Then
        XCTAssertEqual(rotate.state, .possible)
        XCTAssertEqual(rotate.rotation, 0)
        XCTAssertEqual(rotate.velocity, 0)
    }
}
