import XCTest
@testable import TapKit
import TapTestSupport

final class UIPanGestureRecognizerTests: XCTestCase {
    func testDefaultsEqualUIKits() {
        // Given
        let pan = UIPanGestureRecognizer()

        // Then
        XCTAssertEqual(pan.minimumNumberOfTouches, 1)
        XCTAssertEqual(pan.maximumNumberOfTouches, Int.max)
        XCTAssertTrue(pan.isContinuous)
        XCTAssertTrue(pan.cancelsTouchesInView)
        XCTAssertEqual(pan.translation(in: nil), .zero)
        XCTAssertEqual(pan.velocity(in: nil), .zero)
        XCTAssertEqual(UIPanGestureRecognizer.hysteresis, 10)
    }

    func testPanBeginsOnlyOnceTheFingerHasMovedMoreThanTenPointsAndCancelsTheViewsTouches() {
        // Given
        let h = TouchTestHarness()
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        h.down(1, pt(100, 100), at: 0)

        // When
        h.move(1, pt(110, 100), at: 0.05)
        let stateAtTenPoints = pan.state
        h.move(1, pt(111, 100), at: 0.1)

        // Then
        XCTAssertEqual(stateAtTenPoints, .possible)
        // The move that starts the pan still reaches the view: UIKit processes
        // the state change after the event has been delivered.
        assertLog(h.records, is: [.touchesBegan(h.root), .touchesMoved(h.root), .touchesMoved(h.root),
                                  .gesture(pan, .began, values: .pan(11, 0, velocity: 110, 0)),
                                  .touchesCancelled(h.root), .action(pan)])
        XCTAssertEqual(pan.state, .began)
    }

    func testTranslationCountsFromTheTouchDownPointIncludingTheFirstTenPoints() {
        // Given
        let h = TouchTestHarness()
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        var translations: [CGPoint] = []
        pan.addAction { g in translations.append((g as! UIPanGestureRecognizer).translation(in: nil)) }

        // When
        h.down(1, pt(100, 100), at: 0)
        h.move(1, pt(112, 105), at: 0.1)
        h.move(1, pt(150, 130), at: 0.2)
        h.up(1, pt(150, 130), at: 0.3)

        // Then
        XCTAssertEqual(h.actionStates(of: pan), [.began, .changed, .ended])
        XCTAssertEqual(translations, [pt(12, 5), pt(50, 30), pt(50, 30)])
    }

    func testEveryMoveAfterItBeganChangesItAndLiftingEndsIt() {
        // Given
        let h = TouchTestHarness()
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")

        // When
        h.drag(from: pt(100, 100), to: pt(200, 100), start: 0, duration: 0.1, steps: 5)

        // Then
        assertLog(h.log.about(pan), is: [.gesture(pan, .began, values: .pan(20, 0, velocity: 1000, 0)), .action(pan),
                                         .gesture(pan, .changed, values: .pan(40, 0, velocity: 1000, 0)), .action(pan),
                                         .gesture(pan, .changed, values: .pan(60, 0, velocity: 1000, 0)), .action(pan),
                                         .gesture(pan, .changed, values: .pan(80, 0, velocity: 1000, 0)), .action(pan),
                                         .gesture(pan, .changed, values: .pan(100, 0, velocity: 1000, 0)), .action(pan),
                                         .gesture(pan, .ended, values: .pan(100, 0, velocity: 1000, 0)), .action(pan)])
        assertLog(h.recordsWithoutMoves.of(.touchesBegan, .touchesEnded, .touchesCancelled),
                  is: [.touchesBegan(h.root), .touchesCancelled(h.root)])
    }

    func testVelocityIsInPointsPerSecondOverTheRecentMoves() {
        // Given
        let h = TouchTestHarness()
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        var velocityAtEnd = CGPoint.zero
        pan.addAction { g in if g.state == .ended { velocityAtEnd = (g as! UIPanGestureRecognizer).velocity(in: nil) } }

        // When
        h.drag(from: pt(100, 100), to: pt(200, 50), start: 0, duration: 0.1, steps: 10)

        // Then
        XCTAssertEqual(velocityAtEnd.x, 1000, accuracy: 0.001)
        XCTAssertEqual(velocityAtEnd.y, -500, accuracy: 0.001)
    }

    func testVelocityDropsToZeroAfterTheFingerRestsAndIsNeverNaN() {
        // Given
        let h = TouchTestHarness()
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        var velocityAtEnd: CGPoint?
        pan.addAction { g in if g.state == .ended { velocityAtEnd = (g as! UIPanGestureRecognizer).velocity(in: nil) } }

        // When
        h.drag(from: pt(100, 100), to: pt(200, 100), start: 0, duration: 0.1, steps: 10, lift: false)
        h.move(1, pt(200, 100), at: 1.0)
        h.up(1, pt(200, 100), at: 1.0)

        // Then
        XCTAssertEqual(velocityAtEnd, .zero)
    }

    func testMovesAtTheSameTimestampGiveAFiniteVelocity() {
        // Given
        let h = TouchTestHarness()
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")

        // When
        h.down(1, pt(100, 100), at: 0)
        h.move(1, pt(130, 100), at: 0)
        h.move(1, pt(160, 100), at: 0)

        // Then
        XCTAssertEqual(pan.state, .changed)
        XCTAssertEqual(pan.translation(in: nil), pt(60, 0))
        XCTAssertEqual(pan.velocity(in: nil), .zero)
    }

    func testLiftingBeforeItBeganFailsItAndTheActionNeverRuns() {
        // Given
        let h = TouchTestHarness()
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")

        // When
        h.drag(from: pt(100, 100), to: pt(105, 105), start: 0, duration: 0.1, steps: 2)

        // Then
        assertLog(h.recordsWithoutMoves, is: [.touchesBegan(h.root), .gesture(pan, .failed), .touchesEnded(h.root)])
        XCTAssertTrue(h.actionStates(of: pan).isEmpty)
    }

    func testSetTranslationRebasesTheTranslationAndResetsTheVelocity() {
        // Given
        let h = TouchTestHarness()
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        h.drag(from: pt(100, 100), to: pt(150, 100), start: 0, duration: 0.05, steps: 5, lift: false)

        // When
        pan.setTranslation(.zero, in: nil)
        let velocityAfterReset = pan.velocity(in: nil)
        h.move(1, pt(160, 110), at: 0.1)

        // Then
        XCTAssertEqual(velocityAfterReset, .zero)
        XCTAssertEqual(pan.translation(in: nil), pt(10, 10))
        XCTAssertEqual(pan.velocity(in: nil).x, 200, accuracy: 0.001)
    }

    func testTranslationAndVelocityAreInTheCoordinatesOfTheViewAskedFor() {
        // Given
        let h = TouchTestHarness()
        let zoomed = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        zoomed.transform = CGAffineTransform(scaleX: 2, y: 2)
        h.root.addSubview(zoomed)
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")

        // When
        h.drag(from: pt(100, 100), to: pt(140, 120), start: 0, duration: 0.1, steps: 4, lift: false)

        // Then
        XCTAssertEqual(pan.translation(in: zoomed), pt(20, 10))
        XCTAssertEqual(pan.velocity(in: zoomed).x, 200, accuracy: 0.001)
        pan.setTranslation(pt(5, 5), in: zoomed)
        XCTAssertEqual(pan.translation(in: nil), pt(10, 10))
    }

    func testTheCentroidOfTwoFingersIsWhatMoves() {
        // Given
        let h = TouchTestHarness()
        h.root.isMultipleTouchEnabled = true
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")

        // When
        h.multiDrag(from: [pt(100, 100), pt(200, 100)], to: [pt(100, 100), pt(220, 100)],
                    start: 0, duration: 0.1, steps: 2, lift: false)

        // Then
        XCTAssertEqual(pan.state, .possible, "the centroid moved 10 pt, not more")
        h.move(2, pt(224, 100), at: 0.2)
        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(pan.translation(in: nil), pt(12, 0))
        XCTAssertEqual(pan.location(in: nil), pt(162, 100))
    }

    func testAFingerComingDownOrLiftingDoesNotMakeTheTranslationJump() {
        // Given
        let h = TouchTestHarness()
        h.root.isMultipleTouchEnabled = true
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        h.drag(from: pt(100, 100), to: pt(120, 100), start: 0, duration: 0.1, steps: 2, lift: false)

        // When
        h.down(2, pt(300, 300), at: 0.2)
        let afterDown = pan.translation(in: nil)
        h.move(1, pt(130, 100), at: 0.3)
        let afterMove = pan.translation(in: nil)
        h.up(2, pt(300, 300), at: 0.4)

        // Then
        XCTAssertEqual(afterDown, pt(20, 0))
        XCTAssertEqual(afterMove, pt(25, 0), "one of two fingers moving 10 pt moves the centroid 5 pt")
        XCTAssertEqual(pan.translation(in: nil), pt(25, 0))
        XCTAssertEqual(pan.state, .changed, "one finger is still down, enough for the minimum of 1")
    }

    /// Apple: maximumNumberOfTouches is "the maximum number of fingers that
    /// can be touching the view for this gesture to be recognized".
    func testTheMaximumNumberOfFingersThatCanBeTouchingTheViewForThisGestureToBeRecognized() {
        // Precondition: a one-finger pan; two fingers come down together
        let h = TouchTestHarness()
        h.root.isMultipleTouchEnabled = true
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        pan.maximumNumberOfTouches = 1
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { g in states.append(g.state) }

        // Action: they move together, as a pan, 60 pt
        h.multiDrag(from: [pt(100, 100), pt(200, 100)], to: [pt(160, 100), pt(260, 100)], start: 0, duration: 0.2, steps: 6, lift: false)

        // Assertion: it never began; it failed, on two fingers where it takes one
        XCTAssertEqual(states, [])
        XCTAssertEqual(h.log.states(of: pan), [.failed])
    }

    func testAFingerAddedAfterThePanBeganIsIgnored() {
        // Precondition: a one-finger pan that began
        let h = TouchTestHarness()
        h.root.isMultipleTouchEnabled = true
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        pan.maximumNumberOfTouches = 1
        h.down(1, pt(100, 100), at: 0)
        h.move(1, pt(120, 100), at: 0.05)
        XCTAssertEqual(pan.state, .began)

        // Action: a second finger comes down and moves far
        h.down(2, pt(200, 200), at: 0.1)
        h.move(2, pt(260, 200), at: 0.15)

        // Assertion: ignored; the pan goes on with the first finger's translation
        XCTAssertTrue(pan.isIgnoring(h.app.activeTouches[1]))
        XCTAssertEqual(pan.numberOfTouches, 1)
        XCTAssertEqual(pan.translation(in: nil), pt(20, 0))
        XCTAssertTrue([.began, .changed].contains(pan.state))
    }

    func testWithAMinimumOfTwoTouchesOneFingerNeverBeginsAPanAndFailsItWhenLifted() {
        // Given
        let h = TouchTestHarness()
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        pan.minimumNumberOfTouches = 2

        // When
        h.drag(from: pt(100, 100), to: pt(200, 100), start: 0, duration: 0.1, steps: 5)

        // Then
        assertLog(h.log.about(pan), is: [.gesture(pan, .failed)])
        XCTAssertTrue(h.actionStates(of: pan).isEmpty)
    }

    func testWithAMinimumOfTwoTouchesLiftingOneEndsThePan() {
        // Given
        let h = TouchTestHarness()
        h.root.isMultipleTouchEnabled = true
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        pan.minimumNumberOfTouches = 2
        h.multiDrag(from: [pt(100, 100), pt(200, 100)], to: [pt(100, 150), pt(200, 150)],
                    start: 0, duration: 0.1, steps: 5, lift: false)

        // When
        h.up(1, pt(100, 150), at: 0.2)

        // Then
        XCTAssertEqual(h.actionStates(of: pan).first, .began)
        XCTAssertEqual(h.actionStates(of: pan).last, .ended)
        XCTAssertEqual(pan.translation(in: nil), pt(0, 50))
    }

    func testACancelledTouchCancelsAnActivePan() {
        // Given
        let h = TouchTestHarness()
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        h.drag(from: pt(100, 100), to: pt(150, 100), start: 0, duration: 0.1, steps: 2, lift: false)

        // When
        h.cancel(1, pt(150, 100), at: 0.2)

        // Then
        XCTAssertEqual(h.actionStates(of: pan), [.began, .changed, .cancelled])
    }

    func testItResetsItsTranslationForTheNextPan() {
        // Given
        let h = TouchTestHarness()
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        h.drag(from: pt(100, 100), to: pt(200, 100), start: 0, duration: 0.1)

        // When
        h.down(1, pt(100, 300), at: 1)

        // Then
        XCTAssertEqual(pan.state, .possible)
        XCTAssertEqual(pan.translation(in: nil), .zero)
        XCTAssertEqual(pan.velocity(in: nil), .zero)
    }
}
