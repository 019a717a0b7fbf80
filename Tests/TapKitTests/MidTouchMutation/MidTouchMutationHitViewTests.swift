import XCTest
@testable import TapKit
import TapTestSupport

/// The world changing in the middle of a touch: the hit view leaves, hides or stops taking input.
final class MidTouchMutationHitViewTests: MidTouchMutationTestCase {
    func testRemovingTheHitViewCancelsItsTouchUpTheChainItBeganOn() {
        // Given a finger down on v
        let v = f.add(TouchRecordingView(), "v", CGRect(x: 0, y: 0, width: 200, height: 200))
        f.down(1, 50, 50, at: 0)

        // When v is removed from its superview, then the finger moves and lifts
        v.removeFromSuperview()
        let problems = f.move(1, 60, 60, at: 0.1) + f.up(1, 60, 60, at: 0.2)

        // Then v and every responder after it get one touchesCancelled, now,
        // and nothing after; the touch itself lived on until the finger lifted
        XCTAssertEqual(v.calls.map(\.phase), [.began, .cancelled])
        assertLog(f.log, containsInOrder: chain(v).map(RecordPattern.touchesBegan)
                                          + chain(v).map(RecordPattern.touchesCancelled))
        XCTAssertTrue(f.log.of(.touchesMoved, .touchesEnded).isEmpty)
        XCTAssertEqual(problems, [], "the finger's later records are still its touch's, not unknown ones")
        XCTAssertTrue(f.app.activeTouches.isEmpty)
    }

    func testRemovingAnAncestorCancelsTheTouchesBoundInsideIt() {
        // Given a finger on a view inside a panel
        let panel = f.addView("panel", CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = f.add(TouchRecordingView(), "v", CGRect(x: 10, y: 10, width: 100, height: 100), to: panel)
        f.down(1, 50, 50, at: 0)

        // When the panel goes
        panel.removeFromSuperview()
        f.up(1, 50, 50, at: 0.1)

        // Then
        XCTAssertEqual(v.calls.map(\.phase), [.began, .cancelled])
        assertLog(f.log, containsInOrder: [.touchesCancelled(v), .touchesCancelled(panel), .touchesCancelled(f.root)])
    }

    func testHidingTheHitViewCancelsItsTouchAndShowingItAgainDoesNotResumeIt() {
        // Given
        let v = f.add(TouchRecordingView(), "v", CGRect(x: 0, y: 0, width: 200, height: 200))
        f.down(1, 50, 50, at: 0)

        // When hidden and shown again while the finger stays down
        v.isHidden = true
        v.isHidden = false
        f.move(1, 55, 55, at: 0.1)
        f.up(1, 55, 55, at: 0.2)
        // and a new touch after it
        f.tap(50, 50, at: 1)

        // Then the first touch ended at the hide; the next one is delivered normally
        XCTAssertEqual(v.calls.map(\.phase), [.began, .cancelled, .began, .ended])
    }

    func testHidingAnAncestorOrTheWindowCancelsTheTouchesInside() {
        // Given two fingers, one on each of two panels
        let a = f.add(TouchRecordingView(), "a", CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = f.add(TouchRecordingView(), "b", CGRect(x: 200, y: 0, width: 100, height: 100))
        f.down(1, 50, 50, at: 0)
        f.down(2, 250, 50, at: 0)

        // When root is hidden, only touch... every touch in it is cancelled;
        // hiding the window afterwards changes nothing more
        f.root.isHidden = true
        f.window.isHidden = true
        f.up(1, 50, 50, at: 0.1)
        f.up(2, 250, 50, at: 0.1)

        // Then
        XCTAssertEqual(a.calls.map(\.phase), [.began, .cancelled])
        XCTAssertEqual(b.calls.map(\.phase), [.began, .cancelled])
        XCTAssertEqual(b.calls.last?.touchIDs, [2])
    }

    func testTurningInteractionOffMidTouchCancelsTheTouch() {
        // Given
        let v = f.add(TouchRecordingView(), "v", CGRect(x: 0, y: 0, width: 200, height: 200))
        f.down(1, 50, 50, at: 0)

        // When
        v.isUserInteractionEnabled = false
        f.up(1, 50, 50, at: 0.1)

        // Then
        XCTAssertEqual(v.calls.map(\.phase), [.began, .cancelled])
    }

    /// TapLab decides: alpha is a drawing property; below 0.01 it only keeps
    /// hit testing from choosing the view, which happens once, at touch-down.
    func testAlphaBelowTheHitTestingThresholdMidTouchChangesNothing() {
        // Given
        let v = f.add(TouchRecordingView(), "v", CGRect(x: 0, y: 0, width: 200, height: 200))
        f.down(1, 50, 50, at: 0)

        // When
        v.alpha = 0
        f.move(1, 55, 55, at: 0.1)
        f.up(1, 55, 55, at: 0.2)

        // Then
        XCTAssertEqual(v.calls.map(\.phase), [.began, .moved, .ended])
    }

    func testAHitViewFreedMidTouchIsGoneAndTheTouchCarriesOnSafely() {
        // Given a finger down on a view that only its superview holds
        weak var weakView: UIView?
        let freedView: LoggedResponder
        do {
            let v = UIView()
            v.identifier = "v"
            v.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            f.root.addSubview(v)
            weakView = v
            freedView = v.logged
        }
        f.down(1, 50, 50, at: 0)
        let touch = f.app.activeTouches.first

        // When it is removed (and so freed) with the finger still down
        weakView?.removeFromSuperview()

        // Then it is freed; the touch's weak view is nil; later input is safe
        XCTAssertNil(weakView)
        XCTAssertNil(touch?.view)
        XCTAssertEqual(f.move(1, 70, 70, at: 0.1) + f.up(1, 70, 70, at: 0.2), [])
        let chainAboveIt: [UIResponder] = [f.root, f.rootViewController, f.window, f.app, f.delegate]
        XCTAssertEqual(f.log.responders(gettingTouches: .cancelled), [freedView] + chainAboveIt.map(\.logged))
        XCTAssertTrue(f.app.activeTouches.isEmpty)
    }

    func testAFreedViewClearsItsSubviewsPointersToIt() {
        // Given a child that outlives its parent (an unowned superview)
        let child = UIView()
        do {
            let parent = UIView()
            parent.addSubview(child)
            XCTAssertTrue(child.superview === parent)
        }

        // Then the parent's deinit left no dangling pointer behind
        XCTAssertNil(child.superview)
        XCTAssertNil(child.window)
        XCTAssertEqual(child.responderChain.count, 1)
        child.removeFromSuperview()
    }
}
