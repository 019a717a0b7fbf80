import XCTest
@testable import TapKit
import TapTestSupport

final class UISwipeGestureRecognizerTests: XCTestCase {
    func testDefaultsEqualUIKits() {
        // Given
        let swipe = UISwipeGestureRecognizer()

        // Then
        XCTAssertEqual(swipe.direction, .right)
        XCTAssertEqual(swipe.numberOfTouchesRequired, 1)
        XCTAssertFalse(swipe.isContinuous)
        XCTAssertTrue(swipe.cancelsTouchesInView)
        XCTAssertEqual(UISwipeGestureRecognizer.minimumDistance, 50)
        XCTAssertEqual(UISwipeGestureRecognizer.maximumDuration, 0.5)
    }

    func testDirectionsHaveUIKitsRawValues() {
        // Then
        XCTAssertEqual(UISwipeGestureRecognizer.Direction.right.rawValue, 1)
        XCTAssertEqual(UISwipeGestureRecognizer.Direction.left.rawValue, 2)
        XCTAssertEqual(UISwipeGestureRecognizer.Direction.up.rawValue, 4)
        XCTAssertEqual(UISwipeGestureRecognizer.Direction.down.rawValue, 8)
    }

    func testARightSwipeOfFiftyPointsIsRecognizedWhileTheFingerIsStillMoving() {
        // Given
        let h = TouchTestHarness()
        let swipe = h.add(UISwipeGestureRecognizer(), named: "swipe")
        h.down(1, pt(100, 300), at: 0)
        h.move(1, pt(140, 302), at: 0.1)
        let stateAtFortyPoints = swipe.state

        // When
        h.move(1, pt(150, 303), at: 0.15)

        // Then
        XCTAssertEqual(stateAtFortyPoints, .possible)
        assertLog(h.records, is: [.touchesBegan(h.root), .touchesMoved(h.root), .touchesMoved(h.root),
                                  .gesture(swipe, .recognized, values: .swipe(direction: .right)),
                                  .touchesCancelled(h.root), .action(swipe)])
        XCTAssertEqual(h.actionStates(of: swipe), [.recognized])
    }

    func testTheRestOfTheStrokeAfterRecognitionDoesNothingMore() {
        // Given
        let h = TouchTestHarness()
        let swipe = h.add(UISwipeGestureRecognizer(), named: "swipe")

        // When
        h.drag(from: pt(100, 300), to: pt(300, 300), start: 0, duration: 0.2, steps: 10)

        // Then
        assertLog(h.log.about(swipe), is: [.gesture(swipe, .recognized, values: .swipe(direction: .right)),
                                           .action(swipe)])
        assertLog(h.recordsWithoutMoves, is: [.touchesBegan(h.root),
                                              .gesture(swipe, .recognized, values: .swipe(direction: .right)),
                                              .touchesCancelled(h.root), .action(swipe)])
        XCTAssertEqual(swipe.state, .possible, "reset once its touch is over")
    }

    func testMovingTheOtherWayFailsIt() {
        // Given
        let h = TouchTestHarness()
        let swipe = h.add(UISwipeGestureRecognizer(), named: "swipe")

        // When
        h.drag(from: pt(200, 300), to: pt(100, 300), start: 0, duration: 0.2, steps: 10)

        // Then
        assertLog(h.log.about(swipe), is: [.gesture(swipe, .failed)])
        assertRecord(h.records.last, is: .touchesEnded(h.root))
    }

    func testMovingAcrossTheDirectionFailsIt() {
        // Given
        let h = TouchTestHarness()
        let swipe = h.add(UISwipeGestureRecognizer(), named: "swipe")

        // When
        h.down(1, pt(200, 300), at: 0)
        h.move(1, pt(205, 312), at: 0.05)
        h.move(1, pt(300, 312), at: 0.1)

        // Then
        assertLog(h.log.about(swipe), is: [.gesture(swipe, .failed)])
        XCTAssertTrue(h.actionStates(of: swipe).isEmpty)
    }

    func testASmallWobbleWithinTenPointsIsNotJudged() {
        // Given
        let h = TouchTestHarness()
        let swipe = h.add(UISwipeGestureRecognizer(), named: "swipe")

        // When
        h.down(1, pt(200, 300), at: 0)
        h.move(1, pt(199, 306), at: 0.02)
        h.move(1, pt(260, 310), at: 0.1)

        // Then
        assertLog(h.log.about(swipe), is: [.gesture(swipe, .recognized, values: .swipe(direction: .right)),
                                           .action(swipe)])
    }

    func testAStrokeAsMuchAcrossAsAlongTheDirectionFails() {
        // Given
        let h = TouchTestHarness()
        let swipe = h.add(UISwipeGestureRecognizer(), named: "swipe")

        // When
        h.down(1, pt(100, 300), at: 0)
        h.move(1, pt(160, 360), at: 0.1)

        // Then
        assertLog(h.log.about(swipe), is: [.gesture(swipe, .failed)])
    }

    func testAStrokeMoreAlongThanAcrossIsRecognized() {
        // Given
        let h = TouchTestHarness()
        let swipe = h.add(UISwipeGestureRecognizer(), named: "swipe")

        // When
        h.down(1, pt(100, 300), at: 0)
        h.move(1, pt(160, 259), at: 0.1)

        // Then
        assertLog(h.log.about(swipe), is: [.gesture(swipe, .recognized, values: .swipe(direction: .right)),
                                           .action(swipe)])
    }

    func testASwipeSlowerThanHalfASecondFailsWhenTheTimeIsUp() {
        // Given
        let h = TouchTestHarness()
        let swipe = h.add(UISwipeGestureRecognizer(), named: "swipe")
        h.down(1, pt(100, 300), at: 0)
        h.move(1, pt(140, 300), at: 0.3)

        // When
        h.advance(to: 0.5)
        let recordsAtTimeOut = h.log.about(swipe)
        h.move(1, pt(200, 300), at: 0.6)
        h.up(1, pt(200, 300), at: 0.7)

        // Then
        assertLog(recordsAtTimeOut, is: [.gesture(swipe, .failed)])
        assertLog(h.log.about(swipe), is: [.gesture(swipe, .failed)])
        assertRecord(h.records.last, is: .touchesEnded(h.root))
    }

    func testLiftingBeforeFiftyPointsFailsIt() {
        // Given
        let h = TouchTestHarness()
        let swipe = h.add(UISwipeGestureRecognizer(), named: "swipe")

        // When
        h.drag(from: pt(100, 300), to: pt(140, 300), start: 0, duration: 0.1, steps: 4)

        // Then
        assertLog(h.recordsWithoutMoves, is: [.touchesBegan(h.root), .gesture(swipe, .failed), .touchesEnded(h.root)])
        XCTAssertTrue(h.actionStates(of: swipe).isEmpty)
    }

    func testAnyOfSeveralAllowedDirectionsIsRecognized() {
        // Given
        let h = TouchTestHarness()
        let swipe = h.add(UISwipeGestureRecognizer(), named: "swipe")
        swipe.direction = [.left, .up]

        // When
        h.drag(from: pt(200, 400), to: pt(190, 300), start: 0, duration: 0.1, steps: 5)
        h.drag(from: pt(200, 400), to: pt(100, 405), start: 1, duration: 0.1, steps: 5)
        h.drag(from: pt(200, 400), to: pt(200, 500), start: 2, duration: 0.1, steps: 5)

        // Then
        assertLog(h.log.about(swipe), is: [.gesture(swipe, .recognized, values: .swipe(direction: .up)), .action(swipe),
                                           .gesture(swipe, .recognized, values: .swipe(direction: .left)),
                                           .action(swipe), .gesture(swipe, .failed)])
    }

    func testATwoFingerSwipeNeedsBothFingers() {
        // Given
        let h = TouchTestHarness()
        h.root.isMultipleTouchEnabled = true
        let swipe = h.add(UISwipeGestureRecognizer(), named: "swipe")
        swipe.numberOfTouchesRequired = 2

        // When
        h.drag(from: pt(100, 300), to: pt(200, 300), start: 0, duration: 0.1, steps: 5)
        h.multiDrag(from: [pt(100, 300), pt(100, 400)], to: [pt(200, 300), pt(200, 400)],
                    start: 1, duration: 0.1, steps: 5)

        // Then
        assertLog(h.log.about(swipe), is: [.gesture(swipe, .failed),
                                           .gesture(swipe, .recognized, values: .swipe(direction: .right)),
                                           .action(swipe)])
    }

    func testMoreFingersThanRequiredFailIt() {
        // Given
        let h = TouchTestHarness()
        h.root.isMultipleTouchEnabled = true
        let swipe = h.add(UISwipeGestureRecognizer(), named: "swipe")

        // When
        h.multiDrag(from: [pt(100, 300), pt(100, 400)], to: [pt(200, 300), pt(200, 400)],
                    start: 0, duration: 0.1, steps: 5)

        // Then
        assertLog(h.log.about(swipe), is: [.gesture(swipe, .failed)])
    }
}
