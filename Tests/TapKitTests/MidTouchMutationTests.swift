import XCTest
@testable import TapKit

/// The world changing in the middle of a touch or a gesture: each case has a
/// defined behaviour (docs/RELIABILITY.md, "Mutation in the middle of a
/// touch"). UIKit's where Apple documents it:
/// - `touchesCancelled(_:with:)`: "an interruption is anything that causes
///   the application to be no longer active or the view to be removed from
///   the window" — so a view that leaves its window mid-touch gets
///   `touchesCancelled`;
/// - `isHidden`: "A hidden view disappears from its window and does not
///   receive input events"; `isUserInteractionEnabled`: events "are ignored
///   and removed from the event queue" — TapLab cancels the touch rather
///   than leave the view without its last call;
/// - `UIGestureRecognizer.isEnabled`: "If you change this property to false
///   while a gesture recognizer is currently recognizing a gesture, the
///   gesture recognizer transitions to a cancelled state."
/// TapLab decides the rest (removing a recognizer, disabling a control,
/// alpha, resizing, reload) and says so at each test.
final class MidTouchMutationTests: XCTestCase {
    private var f: CoreFixture!

    override func setUp() {
        super.setUp()
        f = CoreFixture()
    }

    /// The chain a touch on a direct subview of `root` walks.
    private func chain(_ id: String) -> [String] {
        [id, "root", "rootVC", "main", "application", "appDelegate"]
    }

    private func lines(_ kind: String, _ ids: [String]) -> [String] { ids.map { "\(kind) \($0)" } }

    // MARK: The hit view leaves, hides or stops taking input

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
        assertLog(f.lines, containsInOrder: lines("touchesBegan", chain("v")) + lines("touchesCancelled", chain("v")))
        XCTAssertFalse(f.lines.contains { $0.hasPrefix("touchesMoved") || $0.hasPrefix("touchesEnded") })
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
        assertLog(f.lines, containsInOrder: ["touchesCancelled v", "touchesCancelled panel", "touchesCancelled root"])
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
        do {
            let v = UIView()
            v.identifier = "v"
            v.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            f.root.addSubview(v)
            weakView = v
        }
        f.down(1, 50, 50, at: 0)
        let touch = f.app.activeTouches.first

        // When it is removed (and so freed) with the finger still down
        weakView?.removeFromSuperview()

        // Then it is freed; the touch's weak view is nil; later input is safe
        XCTAssertNil(weakView)
        XCTAssertNil(touch?.view)
        XCTAssertEqual(f.move(1, 70, 70, at: 0.1) + f.up(1, 70, 70, at: 0.2), [])
        XCTAssertEqual(f.lines.filter { $0.hasPrefix("touchesCancelled") }, lines("touchesCancelled", chain("v")))
        XCTAssertTrue(f.app.activeTouches.isEmpty)
    }

    func testAFreedViewClearsItsSubviewsPointersToIt() {
        // Given a child that outlives its parent (unowned(unsafe) superview)
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

    // MARK: Controllers and windows

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
        assertLog(f.lines, containsInOrder: lines("touchesCancelled", chain("v")))
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
        assertLog(f.lines, containsInOrder: ["touchesEnded v", "touchesEnded panel", "touchesEnded root"])
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
        XCTAssertTrue(f.app.touchDelivery.isIdle)
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
        assertLog(f.lines, containsInOrder: ["gesture pan cancelled"])
        XCTAssertEqual(pan.state, .possible)
        XCTAssertEqual(problems, [.unknownTouch(1, .ended), .unknownTouch(2, .ended)])
        XCTAssertTrue(f.app.touchDelivery.isIdle)
    }

    // MARK: Recognizers

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
        XCTAssertEqual(h.lines(ofRecognizer: "pan").suffix(2), ["gesture pan cancelled", "action pan"])
        XCTAssertEqual(h.actionStates(of: "pan").last, .cancelled)
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
        XCTAssertEqual(h.lines(ofRecognizer: "pan").suffix(2), ["gesture pan cancelled", "action pan"])
        XCTAssertEqual(h.actionStates(of: "pan").last, .cancelled)
        XCTAssertNil(pan.view)
        XCTAssertEqual(pan.state, .possible)
        XCTAssertTrue(h.app.touchDelivery.isIdle)
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
        XCTAssertEqual(h.lines(ofRecognizer: "pan"), ["gesture pan failed"])
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
        XCTAssertFalse(h.lines(ofRecognizer: "press").contains("gesture press began"))
        XCTAssertEqual(press.state, .possible)
    }

    // MARK: Controls

    /// TapLab decides: a control disabled while it tracks a touch cancels it
    /// (`touchCancel`, never `touchUpInside`), as hiding it would.
    func testAControlDisabledWhileTrackingSendsTouchCancelAndNoTouchUpInside() {
        // Given
        let button = f.add(UIButton(), "b", CGRect(x: 100, y: 100, width: 100, height: 50))
        var ran: [String] = []
        button.addAction(UIAction { _ in ran.append("up") }, for: .touchUpInside)
        f.down(1, 150, 125, at: 0)
        XCTAssertTrue(button.isTracking || button.isHighlighted)

        // When
        button.isEnabled = false
        f.up(1, 150, 125, at: 0.1)

        // Then
        XCTAssertEqual(f.lines.filter { $0.hasPrefix("control ") }, ["control b touchDown", "control b touchCancel"])
        XCTAssertEqual(ran, [])
        XCTAssertFalse(button.isHighlighted)
        XCTAssertFalse(button.isTracking)
    }

    // MARK: Changes made by app code in the middle of delivery

    func testAnActionThatRemovesItsOwnButtonOnTouchUpIsSafe() {
        // Given a close button whose action removes it (a common pattern)
        let button = f.add(UIButton(), "close", CGRect(x: 100, y: 100, width: 100, height: 50))
        button.addAction(UIAction { action in action.sender?.removeFromSuperview() }, for: .touchUpInside)

        // When
        f.tap(150, 125, at: 0)

        // Then it got its end (and no cancel after it) and is gone
        assertLog(f.lines, containsInOrder: ["touchesEnded close", "control close touchUpInside"])
        assertLog(f.lines, lacks: "touchesCancelled close")
        XCTAssertNil(button.superview)
        XCTAssertTrue(f.app.touchDelivery.isIdle)
    }

    func testAnActionThatHidesItsButtonOnTouchDownCancelsTheTouch() {
        // Given
        let button = f.add(UIButton(), "b", CGRect(x: 100, y: 100, width: 100, height: 50))
        button.addAction(UIAction { action in action.sender?.isHidden = true }, for: .touchDown)

        // When
        f.tap(150, 125, at: 0)

        // Then
        XCTAssertEqual(f.lines.filter { $0.hasPrefix("control ") }, ["control b touchDown", "control b touchCancel"])
        assertLog(f.lines, lacks: "touchesEnded b")
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
        XCTAssertEqual(h.lines(ofRecognizer: "tap"), ["gesture tap recognized", "action tap"])
        XCTAssertEqual(tap.state, .possible)
        XCTAssertTrue(h.app.activeTouches.isEmpty)
        XCTAssertTrue(h.app.touchDelivery.isIdle)
    }

    // MARK: Found by the storms

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
        XCTAssertEqual(h.lines(of: .gesture), ["gesture first failed", "gesture second failed"])
        XCTAssertEqual(second.state, .possible)
        XCTAssertTrue(h.app.touchDelivery.isIdle)
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
        XCTAssertEqual(f.lines.first, "hitTest 1 -> nil")
        XCTAssertEqual(target.calls.count, 0)
        XCTAssertTrue(f.app.touchDelivery.isIdle)
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
        assertLog(f.lines, containsInOrder: ["touchesEnded target", "touchesEnded other", "touchesEnded application"])
    }
}
