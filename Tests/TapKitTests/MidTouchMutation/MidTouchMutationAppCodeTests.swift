import XCTest
@testable import TapKit
import TapTestSupport

/// The world changing in the middle of a touch: changes made by app code in the middle of delivery.
final class MidTouchMutationAppCodeTests: MidTouchMutationTestCase {
    func testAnActionThatRemovesItsOwnButtonOnTouchUpIsSafe() {
        // Given a close button whose action removes it (a common pattern)
        let button = f.add(UIButton(), "close", CGRect(x: 100, y: 100, width: 100, height: 50))
        button.addAction(UIAction { action in action.sender?.removeFromSuperview() }, for: .touchUpInside)

        // When
        f.tap(150, 125, at: 0)

        // Then it got its end (and no cancel after it) and is gone
        assertLog(f.log, containsInOrder: [.touchesEnded(button), .control(button, .touchUpInside)])
        assertLog(f.log, lacks: .touchesCancelled(button))
        XCTAssertNil(button.superview)
        XCTAssertTrue(f.app.isDeliveryIdle)
    }

    func testAnActionThatHidesItsButtonOnTouchDownCancelsTheTouch() {
        // Given
        let button = f.add(UIButton(), "b", CGRect(x: 100, y: 100, width: 100, height: 50))
        button.addAction(UIAction { action in action.sender?.isHidden = true }, for: .touchDown)

        // When
        f.tap(150, 125, at: 0)

        // Then
        assertLog(f.log.of(.control), is: [.control(button, .touchDown), .control(button, .touchCancel)])
        assertLog(f.log, lacks: .touchesEnded(button))
    }

    func testAnActionThatRemovesTheWindowMidEventIsSafe() {
        // Given a recognizer whose action closes the window it is in
        let h = TouchTestHarness()
        let tap = h.add(UITapGestureRecognizer(), named: "tap")
        tap.addAction { [unowned h] _ in h.app.removeWindow(h.window) }

        // When
        h.tap(at: pt(100, 100), time: 0)
        h.advance(to: 2)
        h.tap(at: pt(100, 100), time: 3)

        // Then
        assertLog(h.log.about(tap), is: [.gesture(tap, .recognized), .action(tap)])
        XCTAssertEqual(tap.state, .possible)
        XCTAssertTrue(h.app.activeTouches.isEmpty)
        XCTAssertTrue(h.app.isDeliveryIdle)
    }
}
