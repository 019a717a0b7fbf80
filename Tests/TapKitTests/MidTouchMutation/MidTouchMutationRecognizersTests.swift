import XCTest
@testable import TapKit
import TapTestSupport

/// The world changing in the middle of a touch: recognizers.
final class MidTouchMutationRecognizersTests: MidTouchMutationTestCase {
    func testDisablingARecognizerWhileChangedCancelsIt() {
        // Given a pan in .changed (UIKit documents: disabling cancels)
        let h = TouchTestHarness()
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        h.drag(from: pt(100, 100), to: pt(200, 100), start: 0, duration: 0.2, lift: false)
        XCTAssertEqual(pan.state, .changed)

        // When
        pan.isEnabled = false
        h.move(1, pt(250, 100), at: 0.3)
        h.up(1, pt(250, 100), at: 0.4)

        // Then: cancelled (its action runs once more), then nothing
        assertLog(Array(h.log.about(pan).suffix(2)), is: [.gesture(pan, .cancelled), .action(pan)])
        XCTAssertEqual(h.actionStates(of: pan).last, .cancelled)
        XCTAssertEqual(pan.state, .possible)
    }

    /// TapLab decides: removing a recognizer mid-gesture cancels it as
    /// disabling does (logged, actions run), then it is reset and detached.
    func testRemovingARecognizerWhileChangedCancelsItAndDetachesIt() {
        // Given
        let h = TouchTestHarness()
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        h.drag(from: pt(100, 100), to: pt(200, 100), start: 0, duration: 0.2, lift: false)
        XCTAssertEqual(pan.state, .changed)

        // When
        h.root.removeGestureRecognizer(pan)
        h.move(1, pt(250, 100), at: 0.3)
        h.up(1, pt(250, 100), at: 0.4)
        h.advance(to: 2)

        // Then
        assertLog(Array(h.log.about(pan).suffix(2)), is: [.gesture(pan, .cancelled), .action(pan)])
        XCTAssertEqual(h.actionStates(of: pan).last, .cancelled)
        XCTAssertNil(pan.view)
        XCTAssertEqual(pan.state, .possible)
        XCTAssertTrue(h.app.isDeliveryIdle)
    }

    func testARecognizerMovedToAnotherViewMidTouchDoesNotPickTheTouchUpHalfway() {
        // Given a pan tracking a finger on root
        let h = TouchTestHarness()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        h.root.addSubview(other)
        let pan = h.add(UIPanGestureRecognizer(), named: "pan")
        h.down(1, pt(100, 100), at: 0)

        // When it moves to another view, and the finger drags on
        other.addGestureRecognizer(pan)
        h.move(1, pt(200, 100), at: 0.1)
        h.up(1, pt(200, 100), at: 0.2)

        // Then it failed as it left (it had seen the touch) and never began on it
        assertLog(h.log.about(pan), is: [.gesture(pan, .failed)])
        XCTAssertEqual(pan.state, .possible)
    }

    func testARemovedLongPressNeverFiresItsTimer() {
        // Given a long press waiting for its 0.5 s
        let h = TouchTestHarness()
        let press = h.add(UILongPressGestureRecognizer(), named: "press")
        h.down(1, pt(100, 100), at: 0)

        // When removed before the time is up
        h.root.removeGestureRecognizer(press)
        h.advance(to: 1)
        h.up(1, pt(100, 100), at: 1.1)

        // Then
        XCTAssertFalse(h.log.about(press).contains(.gesture(press, .began)))
        XCTAssertEqual(press.state, .possible)
    }
}
