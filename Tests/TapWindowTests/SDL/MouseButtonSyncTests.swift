@testable import TapWindow
import XCTest

/// `MouseButtonSync` against a scripted pointer: SDL's events in, what the
/// window model gets out, and when the pointer's real state was asked for.
final class MouseButtonSyncTests: XCTestCase {
    private var sync = MouseButtonSync()
    /// The pointer's real left button, as the probe reports it.
    private var reallyUp = true
    private var probes = 0

    private func feed(_ event: InputEvent) -> [InputEvent] {
        sync.process(event) { probes += 1; return reallyUp }
    }

    private func down(_ x: Double, _ y: Double) -> InputEvent { .mouseDown(x: x, y: y, button: .left, modifiers: [], clicks: 1) }
    private func up(_ x: Double, _ y: Double) -> InputEvent { .mouseUp(x: x, y: y, button: .left, modifiers: []) }
    private func move(_ x: Double, _ y: Double) -> InputEvent { .mouseMoved(x: x, y: y, buttonsDown: true, modifiers: []) }

    func testAnOrdinaryDragPassesThroughWithoutAskingThePointer() {
        // When a press, moves and a release arrive as SDL reports them
        reallyUp = false
        let out = [down(1, 1), move(2, 2), move(3, 3)].flatMap(feed) + { reallyUp = true; return feed(up(3, 3)) }()
        // Then they pass unchanged, and the real state is never asked for
        XCTAssertEqual(out, [down(1, 1), move(2, 2), move(3, 3), up(3, 3)])
        XCTAssertEqual(probes, 0)
    }

    func testAClickAfterAReleaseTheWindowMissedIsPutBack() {
        // Given a press, then the window hidden and shown while the button
        // is held, and the release outside it (SDL never hears of it)
        reallyUp = false
        _ = feed(down(10, 10))
        _ = feed(.windowFocusLost)
        _ = feed(.windowExposed)
        reallyUp = true
        // When the pointer comes back: the moves say the button is up
        XCTAssertEqual(feed(move(50, 50)), [.mouseMoved(x: 50, y: 50, buttonsDown: false, modifiers: [])])
        // And a click SDL drops the press of comes back as a press and a release
        XCTAssertEqual(feed(up(60, 60)), [down(60, 60), up(60, 60)])
        // Then SDL agrees again: the next click passes unchanged and unasked
        probes = 0
        XCTAssertEqual(feed(down(70, 70)) + feed(up(70, 70)), [down(70, 70), up(70, 70)])
        XCTAssertEqual(probes, 0)
    }

    func testADroppedPressIsPutBackAtTheFirstMoveWithTheButtonDown() {
        // Given SDL believing the left button down after the window was shown
        // again with the button really up
        reallyUp = false
        _ = feed(down(10, 10))
        reallyUp = true
        _ = feed(.windowExposed)
        XCTAssertTrue(sync.isStale)
        // When the button goes down (SDL drops it) and the pointer drags
        reallyUp = false
        let out = feed(move(20, 20))
        // Then the drag starts where the press was noticed
        XCTAssertEqual(out, [down(20, 20), move(20, 20)])
        XCTAssertFalse(sync.isSuspect)
        XCTAssertEqual(feed(move(30, 30)), [move(30, 30)])
    }

    func testADragThatLeavesTheWindowAndIsReleasedOutsideAddsNothing() {
        // Given a drag that left the window (the pointer is grabbed, nothing is lost)
        reallyUp = false
        _ = feed(down(10, 10))
        _ = feed(.mouseLeftWindow)
        // When moves arrive while the button is held, then its release
        let moves = feed(move(500, 10))
        reallyUp = true
        let release = feed(up(510, 10))
        // Then nothing is added: one press, one release
        XCTAssertEqual(moves + release, [move(500, 10), up(510, 10)])
    }

    func testOtherButtonsAndEventsPassUnchanged() {
        let events: [InputEvent] = [
            .mouseDown(x: 1, y: 1, button: .right, modifiers: [], clicks: 1), .mouseWheel(dx: 0, dy: 1),
            .keyDown(name: "h", modifiers: [], isRepeat: false), .windowExposed, .mouseUp(x: 1, y: 1, button: .right, modifiers: []),
        ]
        XCTAssertEqual(events.flatMap(feed), events)
        XCTAssertEqual(probes, 0, "nothing to check while SDL believes the left button up")
    }
}
