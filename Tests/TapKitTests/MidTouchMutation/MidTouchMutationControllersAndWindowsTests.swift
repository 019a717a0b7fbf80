import XCTest
@testable import TapKit
import TapTestSupport

/// The world changing in the middle of a touch: controllers and windows.
final class MidTouchMutationControllersAndWindowsTests: MidTouchMutationTestCase {
    func testReplacingTheRootViewControllerCancelsTheOldRootViewsTouches() {
        // Given a finger on the root view controller's view
        let v = f.add(TouchRecordingView(), "v", CGRect(x: 0, y: 0, width: 200, height: 200))
        f.down(1, 50, 50, at: 0)

        // When the window gets a new root view controller (the old view is removed)
        let next = UIViewController()
        next.identifier = "nextVC"
        f.window.rootViewController = next
        f.up(1, 50, 50, at: 0.1)

        // Then the cancel went up the old chain, the old controller included
        XCTAssertEqual(v.calls.map(\.phase), [.began, .cancelled])
        assertLog(f.log, containsInOrder: chain(v).map(RecordPattern.touchesCancelled))
    }

    func testMovingAViewToAnotherWindowMidTouchCancelsItsTouch() {
        // Given
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        other.identifier = "other"
        f.app.addWindow(other)
        f.window.windowLevel = .alert  // main stays in front
        let v = f.add(TouchRecordingView(), "v", CGRect(x: 0, y: 0, width: 200, height: 200))
        f.down(1, 50, 50, at: 0)

        // When
        other.addSubview(v)
        f.up(1, 50, 50, at: 0.1)

        // Then
        XCTAssertEqual(v.calls.map(\.phase), [.began, .cancelled])
    }

    /// UIKit cancels on leaving the window; a view moved within its window
    /// keeps its touch (its responder chain is the new one from then on).
    func testReorderingOrReparentingWithinTheWindowKeepsTheTouch() {
        // Given
        let panel = f.addView("panel", CGRect(x: 0, y: 300, width: 300, height: 300))
        let v = f.add(TouchRecordingView(), "v", CGRect(x: 0, y: 0, width: 200, height: 200))
        f.down(1, 50, 50, at: 0)

        // When
        f.root.bringSubviewToFront(panel)
        panel.addSubview(v)
        f.up(1, 50, 50, at: 0.1)

        // Then
        XCTAssertEqual(v.calls.map(\.phase), [.began, .ended])
        assertLog(f.log, containsInOrder: [.touchesEnded(v), .touchesEnded(panel), .touchesEnded(f.root)])
    }

    func testResizingOrMovingTheWindowMidTouchKeepsTheTouchBound() {
        // Given
        let v = f.add(TouchRecordingView(), "v", CGRect(x: 0, y: 0, width: 200, height: 200))
        f.down(1, 50, 50, at: 0)
        let touch = f.app.activeTouches[0]

        // When the window shrinks and moves right under the finger
        f.window.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        f.move(1, 150, 50, at: 0.1)
        f.up(1, 150, 50, at: 0.2)

        // Then the touch stays bound to v (hit testing happens once); its
        // locations are in the new geometry
        XCTAssertEqual(v.calls.map(\.phase), [.began, .moved, .ended])
        XCTAssertEqual(touch.location(in: v), CGPoint(x: 50, y: 50))
    }

    func testRemovingTheWindowCancelsAHeldTouchesEndedToo() {
        // Given a double-tap recognizer holding the view's touchesEnded after one tap
        let v = f.add(TouchRecordingView(), "v", CGRect(x: 0, y: 0, width: 200, height: 200))
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.name = "double"
        v.addGestureRecognizer(double)
        f.tap(50, 50, at: 0)
        XCTAssertEqual(v.calls.map(\.phase), [.began], "touchesEnded is held while the double tap may still come")

        // When the window goes before the recognizer fails
        f.app.removeWindow(f.window)
        f.app.advance(to: 2)

        // Then the view's last call is a cancel, the recognizer starts afresh
        XCTAssertEqual(v.calls.map(\.phase), [.began, .cancelled])
        XCTAssertEqual(double.state, .possible)
        XCTAssertTrue(f.app.isDeliveryIdle)
    }

    /// TapLab decides, as UIKit does when the app stops being active: a
    /// layout reload or the window losing focus cancels every touch; later
    /// records for those fingers are unknown touches.
    func testCancelAllTouchesCancelsEveryTouchInEveryWindow() {
        // Given fingers in two windows and a recognizer mid-gesture
        let overlay = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        overlay.identifier = "overlay"
        overlay.windowLevel = .alert
        f.app.addWindow(overlay)
        let sheet = f.add(TouchRecordingView(), "sheet", CGRect(x: 0, y: 0, width: 390, height: 200), to: overlay)
        let v = f.add(TouchRecordingView(), "v", CGRect(x: 0, y: 300, width: 390, height: 300))
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        v.addGestureRecognizer(pan)
        f.down(1, 50, 50, at: 0)
        f.down(2, 50, 400, at: 0)
        f.move(2, 50, 450, at: 0.1)
        XCTAssertEqual(pan.state, .began)

        // When
        f.app.cancelAllTouches()
        let problems = f.up(1, 50, 50, at: 0.2) + f.up(2, 50, 450, at: 0.2)

        // Then
        XCTAssertEqual(sheet.calls.map(\.phase), [.began, .cancelled])
        XCTAssertEqual(v.calls.map(\.phase), [.began, .moved, .cancelled])
        assertLog(f.log, containsInOrder: [.gesture(pan, .cancelled)])
        XCTAssertEqual(pan.state, .possible)
        XCTAssertEqual(problems, [.unknownTouch(1, .ended), .unknownTouch(2, .ended)])
        XCTAssertTrue(f.app.isDeliveryIdle)
    }
}
