import XCTest
@testable import TapKit
import TapTestSupport

/// The world changing in the middle of a touch: found by the storms.
final class MidTouchMutationStormFindingsTests: MidTouchMutationTestCase {
    /// Storm seed 0x40574b99e70890b7 (mutation): a pan that waits for another
    /// pan to fail (`require(toFail:)`) asked to begin, then its own touch
    /// lifted in the same event in which the other pan failed. It began on a
    /// finished touch and stayed in `.began` forever; its own failure wins now.
    func testAWaitingRecognizerWhoseTouchEndsAsItsRequirementFailsFailsToo() {
        // Given two pans on the window, the second waiting for the first to fail;
        // the first can never begin (its delegate says no)
        let h = TouchTestHarness()
        let first = h.add(UIPanGestureRecognizer(), named: "first", to: h.window)
        first.minimumNumberOfTouches = 2
        let second = h.add(UIPanGestureRecognizer(), named: "second", to: h.window)
        second.require(toFail: first)

        // When a finger drags (second asks to begin, waits) and lifts
        h.down(1, pt(100, 100), at: 0)
        h.move(1, pt(150, 100), at: 0.1)
        h.up(1, pt(150, 100), at: 0.2)
        h.advance(to: 2)

        // Then both fail and both are ready again
        assertLog(h.log.of(.gesture), is: [.gesture(first, .failed), .gesture(second, .failed)])
        XCTAssertEqual(second.state, .possible)
        XCTAssertTrue(h.app.isDeliveryIdle)
    }

    /// Storm seed 0x17ca3e6a9fa21c73 (mutation): a forward rule in one window
    /// named a view in another window, which had been removed. The touch was
    /// bound to that view, its recognizers had no application to report to,
    /// and a held touchesEnded was never delivered.
    func testAForwardRuleToAViewInARemovedWindowBindsTheTouchToNothing() {
        // Given a view in a second window, and a forward to it from the first
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        other.identifier = "other"
        f.app.addWindow(other)
        let target = f.add(TouchRecordingView(), "target", CGRect(x: 0, y: 0, width: 100, height: 100), to: other)
        let press = UILongPressGestureRecognizer()
        target.addGestureRecognizer(press)
        f.window.windowLevel = .alert
        let forwarder = f.addView("forwarder", CGRect(x: 0, y: 0, width: 390, height: 400))
        forwarder.hitTestRule = .forward(to: ViewReference(target))

        // When the target's window is gone and a finger comes down and lifts
        f.app.removeWindow(other)
        f.tap(50, 50, at: 0)
        f.app.advance(to: 2)

        // Then the touch went to no view, and nothing is left waiting
        assertRecord(f.log.records.first, is: .hitTest(1, nil))
        XCTAssertEqual(target.calls.count, 0)
        XCTAssertTrue(f.app.isDeliveryIdle)
    }

    func testAForwardRuleToAViewInAnotherLiveWindowDeliversThereCompletely() {
        // Given
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        other.identifier = "other"
        f.app.addWindow(other)
        let target = f.add(TouchRecordingView(), "target", CGRect(x: 0, y: 0, width: 100, height: 100), to: other)
        f.window.windowLevel = .alert
        let forwarder = f.addView("forwarder", CGRect(x: 0, y: 0, width: 390, height: 400))
        forwarder.hitTestRule = .forward(to: ViewReference(target))

        // When
        f.tap(50, 50, at: 0)

        // Then the touch belongs to the target's window, and its chain is that window's
        XCTAssertEqual(target.calls.map(\.phase), [.began, .ended])
        assertLog(f.log, containsInOrder: [.touchesEnded(target), .touchesEnded(other), .touchesEnded(f.app)])
    }
}
