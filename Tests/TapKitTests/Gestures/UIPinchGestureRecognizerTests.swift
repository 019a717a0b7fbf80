import XCTest
@testable import TapKit
import TapTestSupport

final class UIPinchGestureRecognizerTests: XCTestCase {
    private func makeHarness() -> (TouchTestHarness, UIPinchGestureRecognizer) {
        // The view keeps UIKit's default isMultipleTouchEnabled = false: it gets
        // finger 1 only, while its recognizers see both.
        let h = TouchTestHarness()
        return (h, h.add(UIPinchGestureRecognizer(), named: "pinch"))
    }

    /// Fingers 1 and 2 down 100 pt apart on a horizontal line at `t`.
    private func twoFingersDown(_ h: TouchTestHarness, at t: TimeInterval = 0) {
        h.send([TouchInput(touchID: 1, phase: .began, location: pt(100, 300), timestamp: t),
                TouchInput(touchID: 2, phase: .began, location: pt(200, 300), timestamp: t)])
    }

    func testDefaultsEqualUIKits() {
        // Given
        let pinch = UIPinchGestureRecognizer()

        // Then
        XCTAssertEqual(pinch.scale, 1)
        XCTAssertEqual(pinch.velocity, 0)
        XCTAssertTrue(pinch.isContinuous)
        XCTAssertTrue(pinch.cancelsTouchesInView)
        XCTAssertEqual(UIPinchGestureRecognizer.minimumDistanceChange, 8)
    }

    func testPinchBeginsOnceTheFingersDistanceChangedByMoreThanEightPointsAndCancelsTheViewsTouches() {
        // Given
        let (h, pinch) = makeHarness()
        twoFingersDown(h)

        // When
        h.move(2, pt(208, 300), at: 0.05)
        let stateAtEightPoints = pinch.state
        h.move(2, pt(209, 300), at: 0.1)

        // Then
        XCTAssertEqual(stateAtEightPoints, .possible)
        assertLog(h.records, is: [.touchesBegan(h.root), .gesture(pinch, .began, values: .pinch(scale: 1.09, velocity: 0.9)),
                                  .touchesCancelled(h.root), .action(pinch)],
                  "finger 2 never reaches the view: it is not multiple-touch enabled")
        XCTAssertEqual(pinch.scale, 1.09, accuracy: 1e-9)
    }

    /// Apple: scale is "the scale factor relative to the points of the two
    /// touches in screen coordinates" — at the end too, where a lift carries
    /// the finger's last move.
    func testTheScaleIsRelativeToThePointsOfTheTwoTouchesWhereTheyLift() {
        // Precondition: the pinch has begun; the fingers are 150 pt apart
        let (h, pinch) = makeHarness()
        var ended: [CGFloat] = []
        pinch.addAction { g in if g.state == .ended { ended.append((g as! UIPinchGestureRecognizer).scale) } }
        twoFingersDown(h)
        h.move(2, pt(250, 300), at: 0.1)

        // Action: both lift in one event, finger 2 at 300 (a move folded into the lift): 200 pt apart
        h.send([TouchInput(touchID: 1, phase: .ended, location: pt(100, 300), timestamp: 0.2),
                TouchInput(touchID: 2, phase: .ended, location: pt(300, 300), timestamp: 0.2)])

        // Assertion: twice the starting 100 pt
        XCTAssertEqual(ended.count, 1)
        XCTAssertEqual(ended.first ?? 0, 2, accuracy: 1e-9)
    }

    func testScaleIsTheRatioOfTheDistanceToTheStartingDistanceAndLiftingAFingerEndsIt() {
        // Given
        let (h, pinch) = makeHarness()
        var scales: [CGFloat] = []
        pinch.addAction { g in scales.append((g as! UIPinchGestureRecognizer).scale) }

        // When
        h.multiDrag(from: [pt(100, 300), pt(200, 300)], to: [pt(50, 300), pt(250, 300)],
                    start: 0, duration: 0.2, steps: 5, lift: false)
        h.up(1, pt(50, 300), at: 0.3)

        // Then
        XCTAssertEqual(h.actionStates(of: pinch), [.began, .changed, .changed, .changed, .changed, .ended])
        XCTAssertEqual(scales.map { ($0 * 100).rounded() / 100 }, [1.2, 1.4, 1.6, 1.8, 2, 2])
        assertLog(h.recordsWithoutMoves.of(.touchesBegan, .touchesEnded, .touchesCancelled),
                  is: [.touchesBegan(h.root), .touchesCancelled(h.root)])
    }

    func testPinchingInGivesAScaleBelowOne() {
        // Given
        let (h, pinch) = makeHarness()

        // When
        h.multiDrag(from: [pt(100, 300), pt(200, 300)], to: [pt(125, 300), pt(175, 300)],
                    start: 0, duration: 0.1, steps: 5, lift: false)

        // Then
        XCTAssertEqual(pinch.state, .changed)
        XCTAssertEqual(pinch.scale, 0.5, accuracy: 1e-9)
    }

    func testVelocityIsScalePerSecond() {
        // Given
        let (h, pinch) = makeHarness()

        // When
        h.multiDrag(from: [pt(100, 300), pt(200, 300)], to: [pt(50, 300), pt(250, 300)],
                    start: 0, duration: 0.1, steps: 10, lift: false)

        // Then
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-9)
        XCTAssertEqual(pinch.velocity, 10, accuracy: 1e-6)
    }

    func testSettingTheScaleMakesLaterScalesRelativeToTheDistanceThen() {
        // Given
        let (h, pinch) = makeHarness()
        h.multiDrag(from: [pt(100, 300), pt(200, 300)], to: [pt(100, 300), pt(300, 300)],
                    start: 0, duration: 0.1, steps: 4, lift: false)

        // When
        pinch.scale = 1
        let velocityAfterSetting = pinch.velocity
        h.move(2, pt(500, 300), at: 0.2)

        // Then
        XCTAssertEqual(velocityAfterSetting, 0)
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-9)
    }

    func testLiftingAFingerBeforeItBeganFailsItAndTheActionNeverRuns() {
        // Given
        let (h, pinch) = makeHarness()
        twoFingersDown(h)
        h.move(2, pt(204, 300), at: 0.05)

        // When
        h.up(2, pt(204, 300), at: 0.1)

        // Then
        assertLog(h.log.about(pinch), is: [.gesture(pinch, .failed)])
        XCTAssertTrue(h.actionStates(of: pinch).isEmpty)
    }

    func testOneFingerAloneNeverBeginsAPinch() {
        // Given
        let (h, pinch) = makeHarness()

        // When
        h.drag(from: pt(100, 300), to: pt(300, 300), start: 0, duration: 0.1, steps: 5, lift: false)
        let stateWhileDragging = pinch.state
        h.up(1, pt(300, 300), at: 0.2)

        // Then
        XCTAssertEqual(stateWhileDragging, .possible)
        assertLog(h.recordsWithoutMoves, is: [.touchesBegan(h.root), .gesture(pinch, .failed), .touchesEnded(h.root)])
    }

    func testAThirdFingerIsIgnored() {
        // Given
        let (h, pinch) = makeHarness()
        twoFingersDown(h)
        h.down(3, pt(150, 500), at: 0.05)

        // When
        h.move(3, pt(150, 800), at: 0.1)
        let stateAfterThirdFingerMoved = pinch.state
        h.move(2, pt(300, 300), at: 0.2)

        // Then
        XCTAssertEqual(stateAfterThirdFingerMoved, .possible)
        XCTAssertEqual(pinch.numberOfTouches, 2)
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-9)
    }

    func testFingersComingDownOnTheSamePointNeverGiveAnInfiniteScale() {
        // Given
        let (h, pinch) = makeHarness()
        h.send([TouchInput(touchID: 1, phase: .began, location: pt(100, 300), timestamp: 0),
                TouchInput(touchID: 2, phase: .began, location: pt(100, 300), timestamp: 0)])

        // When
        h.move(2, pt(104, 300), at: 0.05)
        h.move(2, pt(112, 300), at: 0.1)

        // Then
        XCTAssertEqual(pinch.state, .began)
        XCTAssertEqual(pinch.scale, 3, accuracy: 1e-9, "measured from the first distance of at least 1 pt (4 pt)")
        XCTAssertTrue(pinch.velocity.isFinite)
    }

    func testACancelledTouchCancelsAnActivePinch() {
        // Given
        let (h, pinch) = makeHarness()
        h.multiDrag(from: [pt(100, 300), pt(200, 300)], to: [pt(50, 300), pt(250, 300)],
                    start: 0, duration: 0.1, steps: 2, lift: false)

        // When
        h.cancel(1, pt(50, 300), at: 0.2)

        // Then
        XCTAssertEqual(h.actionStates(of: pinch), [.began, .changed, .cancelled])
    }

    func testItResetsItsScaleForTheNextPinch() {
        // Given
        let (h, pinch) = makeHarness()
        h.multiDrag(from: [pt(100, 300), pt(200, 300)], to: [pt(50, 300), pt(250, 300)],
                    start: 0, duration: 0.1, steps: 2)

        // When
        twoFingersDown(h, at: 1)

        // Then
        XCTAssertEqual(pinch.state, .possible)
        XCTAssertEqual(pinch.scale, 1)
        XCTAssertEqual(pinch.velocity, 0)
    }
}
