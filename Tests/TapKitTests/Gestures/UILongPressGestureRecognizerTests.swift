import XCTest
@testable import TapKit
import TapTestSupport

final class UILongPressGestureRecognizerTests: XCTestCase {
    func testDefaultsEqualUIKits() {
        // Given
        let press = UILongPressGestureRecognizer()

        // Then
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(press.allowableMovement, 10)
        XCTAssertEqual(press.numberOfTouchesRequired, 1)
        XCTAssertEqual(press.numberOfTapsRequired, 0)
        XCTAssertTrue(press.isContinuous)
        XCTAssertTrue(press.cancelsTouchesInView)
        XCTAssertEqual(press.state, .possible)
    }

    func testLongPressBeginsAfterHalfASecondAndCancelsTheViewsTouches() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")

        // When
        h.down(1, pt(100, 100), at: 0)
        h.advance(to: 0.49)
        let before = h.records

        h.advance(to: 0.5)

        // Then
        assertLog(before, is: [.touchesBegan(h.root)])
        assertLog(h.records, is: [.touchesBegan(h.root), .gesture(press, .began), .touchesCancelled(h.root),
                                  .action(press)])
        XCTAssertEqual(press.state, .began)
        XCTAssertEqual(h.log.records.first { $0.kind == .gesture }?.t, 0.5)
    }

    func testMovingTheHeldFingerChangesItAndLiftingEndsIt() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")
        h.down(1, pt(100, 100), at: 0)
        h.advance(to: 0.6)

        // When
        h.move(1, pt(180, 140), at: 0.7)
        let locationWhileMoving = press.location(in: h.root)
        h.up(1, pt(180, 140), at: 0.8)

        // Then
        assertLog(h.records, is: [.touchesBegan(h.root), .gesture(press, .began), .touchesCancelled(h.root),
                                  .action(press), .gesture(press, .changed), .action(press), .gesture(press, .ended),
                                  .action(press)])
        XCTAssertEqual(h.actionStates(of: press), [.began, .changed, .ended])
        XCTAssertEqual(locationWhileMoving, pt(180, 140))
        XCTAssertEqual(press.state, .possible, "reset once its touch is over")
    }

    func testLiftingBeforeHalfASecondFailsItAndTheViewGetsItsTouchesEnded() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")

        // When
        h.down(1, pt(100, 100), at: 0)
        h.up(1, pt(100, 100), at: 0.3)
        h.advance(to: 2)

        // Then
        assertLog(h.records, is: [.touchesBegan(h.root), .gesture(press, .failed), .touchesEnded(h.root)])
        XCTAssertTrue(h.actionStates(of: press).isEmpty)
    }

    func testMovingMoreThanTenPointsBeforeItBeginsFailsIt() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")

        // When
        h.down(1, pt(100, 100), at: 0)
        h.move(1, pt(111, 100), at: 0.2)
        h.advance(to: 1)

        // Then
        assertLog(h.log.about(press), is: [.gesture(press, .failed)])
        assertLog(h.records, is: [.touchesBegan(h.root), .touchesMoved(h.root), .gesture(press, .failed)])
        XCTAssertTrue(h.actionStates(of: press).isEmpty)
    }

    func testMovingExactlyTheAllowableMovementStillLetsItBegin() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")

        // When
        h.down(1, pt(100, 100), at: 0)
        h.move(1, pt(106, 108), at: 0.2)
        h.advance(to: 0.5)

        // Then
        assertLog(h.log.about(press), is: [.gesture(press, .began), .action(press)])
    }

    func testMovingFarAfterItBeganOnlyChangesIt() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")
        h.down(1, pt(100, 100), at: 0)
        h.advance(to: 0.5)

        // When
        h.move(1, pt(300, 400), at: 0.6)

        // Then
        XCTAssertEqual(press.state, .changed)
        XCTAssertEqual(h.actionStates(of: press), [.began, .changed])
    }

    func testACancelledTouchCancelsAnActiveLongPress() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")
        h.down(1, pt(100, 100), at: 0)
        h.advance(to: 0.5)

        // When
        h.cancel(1, pt(100, 100), at: 0.6)

        // Then
        assertLog(h.log.about(press), is: [.gesture(press, .began), .action(press), .gesture(press, .cancelled),
                                           .action(press)])
        XCTAssertEqual(h.actionStates(of: press), [.began, .cancelled])
    }

    func testACancelledTouchFailsAPossibleLongPress() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")
        h.down(1, pt(100, 100), at: 0)

        // When
        h.cancel(1, pt(100, 100), at: 0.2)
        h.advance(to: 1)

        // Then
        assertLog(h.log.about(press), is: [.gesture(press, .failed)])
        XCTAssertTrue(h.actionStates(of: press).isEmpty)
    }

    func testATwoFingerLongPressBeginsWhenBothFingersAreDownAsTheTimeIsUp() {
        // Given
        let h = TouchTestHarness()
        h.root.isMultipleTouchEnabled = true
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")
        press.numberOfTouchesRequired = 2

        // When
        h.down(1, pt(100, 100), at: 0)
        h.down(2, pt(200, 100), at: 0.2)
        h.advance(to: 0.5)

        // Then
        assertLog(h.log.about(press), is: [.gesture(press, .began), .action(press)])
        XCTAssertEqual(press.numberOfTouches, 2)
        XCTAssertEqual(press.location(in: nil), pt(150, 100))
    }

    func testATwoFingerLongPressFailsWithOnlyOneFingerDownAsTheTimeIsUp() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")
        press.numberOfTouchesRequired = 2

        // When
        h.down(1, pt(100, 100), at: 0)
        h.advance(to: 0.5)

        // Then
        assertLog(h.log.about(press), is: [.gesture(press, .failed)])
    }

    func testMoreFingersThanRequiredFailIt() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")

        // When
        h.down(1, pt(100, 100), at: 0)
        h.down(2, pt(200, 100), at: 0.1)
        h.advance(to: 1)

        // Then
        assertLog(h.log.about(press), is: [.gesture(press, .failed)])
    }

    func testWithOneTapRequiredAPressAfterATapBeginsHalfASecondAfterItsTouchDown() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")
        press.numberOfTapsRequired = 1

        // When
        h.tap(at: pt(100, 100), time: 0, duration: 0.05)
        h.down(1, pt(102, 101), at: 0.2)
        h.advance(to: 0.69)
        let beforeTheDuration = h.log.about(press)
        h.advance(to: 0.7)

        // Then
        XCTAssertTrue(beforeTheDuration.isEmpty)
        assertLog(h.log.about(press), is: [.gesture(press, .began), .action(press)])
    }

    func testWithOneTapRequiredHoldingWithoutTheTapNeverBegins() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")
        press.numberOfTapsRequired = 1

        // When
        h.down(1, pt(100, 100), at: 0)
        h.advance(to: 2)

        // Then
        XCTAssertTrue(h.log.about(press).isEmpty)
        XCTAssertEqual(press.state, .possible)
    }

    func testWithOneTapRequiredATapNotFollowedWithinTheMultiTapIntervalFails() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")
        press.numberOfTapsRequired = 1

        // When
        h.tap(at: pt(100, 100), time: 0, duration: 0.05)
        h.advance(to: 0.05 + UIApplication.multiTapInterval)

        // Then
        assertLog(h.log.about(press), is: [.gesture(press, .failed)])
        XCTAssertEqual(press.state, .possible, "failed, then reset: its touch is over")
    }

    func testItResetsSoTheNextPressIsRecognizedTheSameWay() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")
        h.down(1, pt(100, 100), at: 0)
        h.up(1, pt(100, 100), at: 0.1)
        h.clearLog()

        // When
        h.down(1, pt(100, 100), at: 1)
        h.advance(to: 1.5)
        h.up(1, pt(100, 100), at: 1.6)

        // Then
        assertLog(h.records, is: [.touchesBegan(h.root), .gesture(press, .began), .touchesCancelled(h.root),
                                  .action(press), .gesture(press, .ended), .action(press)])
    }

    func testWithCancelsTouchesInViewOffTheViewKeepsItsTouches() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")
        press.cancelsTouchesInView = false

        // When
        h.down(1, pt(100, 100), at: 0)
        h.advance(to: 0.5)
        h.up(1, pt(100, 100), at: 0.6)

        // Then
        assertLog(h.records, is: [.touchesBegan(h.root), .gesture(press, .began), .action(press), .touchesEnded(h.root),
                                  .gesture(press, .ended), .action(press)])
    }

    func testALongPressThatBeganMakesAPanOnTheSameTouchFail() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        h.down(1, pt(100, 100), at: 0)

        // When
        h.advance(to: 0.5)
        h.move(1, pt(200, 100), at: 0.6)

        // Then
        assertLog(h.records, is: [.touchesBegan(h.root), .gesture(press, .began), .touchesCancelled(h.root),
                                  .gesture(pan, .failed), .action(press), .gesture(press, .changed), .action(press)])
        XCTAssertTrue(h.actionStates(of: pan).isEmpty)
    }

    func testAFingerThatMovesOffBeforeHalfASecondIsAPanNotALongPress() {
        // Given
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "lp")
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        h.down(1, pt(100, 100), at: 0)

        // When
        h.move(1, pt(120, 100), at: 0.2)
        h.advance(to: 1)

        // Then
        assertLog(h.log.of(.gesture, .action),
                  is: [.gesture(press, .failed), .gesture(pan, .began, values: .pan(20, 0, velocity: 100, 0)), .action(pan)])
    }
}
