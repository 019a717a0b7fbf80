import XCTest
@testable import TapKit
import TapTestSupport

/// How recognizers decide what the hit-test view gets: seed 001's gesture
/// puzzle and the three properties that explain it.
final class TouchDeliveryTests: XCTestCase {
    private var f: CoreFixture!
    private var a: UIView!
    private var b: TouchRecordingView!

    override func setUp() {
        super.setUp()
        f = CoreFixture()
        // Layouts/001-gesture-puzzle.yaml: B on screen at (120...270, 325...475)
        a = f.addView("A", CGRect(x: 45, y: 250, width: 300, height: 300))
        b = f.add(TouchRecordingView(), "B", CGRect(x: 75, y: 75, width: 150, height: 150), to: a)
    }

    @discardableResult
    private func tapRecognizer(_ name: String, taps: Int = 1, on view: UIView? = nil) -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer()
        tap.name = name
        tap.numberOfTapsRequired = taps
        tap.addAction { _ in }
        (view ?? a).addGestureRecognizer(tap)
        return tap
    }

    // MARK: Seed 001

    func testATapOnBUnderAsTapRecognizerGivesBTouchesBeganThenTouchesCancelledAndNeverTouchesEnded() {
        // Given
        let tapA = tapRecognizer("tapA")

        // When
        f.tap(195, 400, at: 0)

        // Then
        assertLog(f.log, containsInOrder: [.hitTest(1, b), .touchesBegan(b), .touchesBegan(a),
                                           .gesture(tapA, .recognized), .touchesCancelled(b), .touchesCancelled(a),
                                           .action(tapA)])
        assertLog(f.log, lacks: .touchesEnded(b))
        XCTAssertEqual(b.calls.map(\.phase), [.began, .cancelled])
    }

    func testWithoutCancelsTouchesInViewBGetsTouchesEnded() {
        // Given
        let tapA = tapRecognizer("tapA")
        tapA.cancelsTouchesInView = false

        // When
        f.tap(195, 400, at: 0)

        // Then
        assertLog(f.log, containsInOrder: [.touchesBegan(b), .gesture(tapA, .recognized), .action(tapA)])
        XCTAssertTrue(f.log.contains(.touchesEnded(b)))
        assertLog(f.log, lacks: .touchesCancelled(b))
        XCTAssertEqual(b.calls.map(\.phase), [.began, .ended])
    }

    func testWithDelaysTouchesBeganBNeverGetsTouchesBeganWhenTheTapIsRecognized() {
        // Given
        let tapA = tapRecognizer("tapA")
        tapA.delaysTouchesBegan = true

        // When
        f.tap(195, 400, at: 0)

        // Then
        assertLog(f.log, containsInOrder: [.hitTest(1, b), .gesture(tapA, .recognized), .action(tapA)])
        XCTAssertEqual(f.log.kinds(deliveredTo: b), [], "no touchesBegan, touchesCancelled or touchesEnded")
        XCTAssertTrue(b.calls.isEmpty)
    }

    func testWithDelaysTouchesBeganAFailedTapDeliversTheHeldTouchesBeganLate() {
        // Given
        let tapA = tapRecognizer("tapA")
        tapA.delaysTouchesBegan = true

        // When: the finger moves too far for a tap
        f.down(1, 195, 400, at: 0)
        let beforeMove = b.calls.count
        f.move(1, 195, 460, at: 0.1)

        // Then
        XCTAssertEqual(beforeMove, 0)
        assertLog(f.log, has: .gesture(tapA, .failed), before: .touchesBegan(b))
        XCTAssertEqual(b.calls.map(\.phase), [.began, .moved])
    }

    func testWithoutDelaysTouchesEndedBGetsTouchesEndedBeforeTheTapIsRecognized() {
        // Given
        let tapA = tapRecognizer("tapA")
        tapA.delaysTouchesEnded = false

        // When
        f.tap(195, 400, at: 0)

        // Then
        assertLog(f.log, has: .touchesEnded(b), before: .gesture(tapA, .recognized))
        assertLog(f.log, has: .gesture(tapA, .recognized), before: .action(tapA))
        assertLog(f.log, lacks: .touchesCancelled(b))
        XCTAssertEqual(b.calls.map(\.phase), [.began, .ended])
    }

    func testATapRecognizerOnTheWindowAlsoSeesTheTouchFirst() {
        // Given
        let tapWindow = tapRecognizer("tapWindow", on: f.window)

        // When
        f.tap(195, 400, at: 0)

        // Then
        assertLog(f.log, containsInOrder: [.touchesBegan(b), .gesture(tapWindow, .recognized), .touchesCancelled(b),
                                           .action(tapWindow)])
        assertLog(f.log, lacks: .touchesEnded(b))
    }

    func testARecognizerOnASiblingNeverSeesTheTouch() {
        // Given
        let sibling = f.addView("sibling", CGRect(x: 0, y: 600, width: 100, height: 100))
        let tapSibling = tapRecognizer("tapSibling", on: sibling)

        // When
        f.tap(195, 400, at: 0)

        // Then
        XCTAssertTrue(f.log.about(tapSibling).isEmpty, "no record names tapSibling")
        XCTAssertEqual(b.calls.map(\.phase), [.began, .ended])
    }

    // MARK: Double taps

    func testADoubleTapRecognizerMakesASingleTapsTouchesEndedArriveLate() {
        // Given
        let doubleA = tapRecognizer("doubleA", taps: 2)

        // When
        f.tap(195, 400, at: 0)
        let endedAfterUp = b.calls(.ended).count
        f.app.advance(to: 1)

        // Then: held while the double tap may still come, delivered when it fails at 0.05 + 0.35
        XCTAssertEqual(endedAfterUp, 0)
        XCTAssertEqual(b.calls.map(\.phase), [.began, .ended])
        assertLog(f.log, has: .gesture(doubleA, .failed), before: .touchesEnded(b))
        XCTAssertEqual(f.log.time(of: .gesture(doubleA, .failed)) ?? -1, 0.4, accuracy: 1e-9)
        XCTAssertEqual(f.log.time(of: .touchesEnded(b)) ?? -1, 0.4, accuracy: 1e-9)
    }

    func testADoubleTapOnBIsRecognizedAndCancelsBothTouches() {
        // Given
        let doubleA = tapRecognizer("doubleA", taps: 2)

        // When
        f.tap(195, 400, at: 0)
        f.tap(195, 400, at: 0.2)

        // Then
        assertLog(f.log, containsInOrder: [.gesture(doubleA, .recognized), .touchesCancelled(b), .action(doubleA)])
        assertLog(f.log, lacks: .touchesEnded(b))
        XCTAssertEqual(b.calls(.cancelled).flatMap(\.touchIDs).sorted(), [1, 1])
    }

    func testASingleTapThatRequiresTheDoubleTapToFailFiresOnlyAfterTheDoubleTapFails() {
        // Given
        let single = tapRecognizer("single")
        let double = tapRecognizer("double", taps: 2)
        single.require(toFail: double)

        // When
        f.tap(195, 400, at: 0)
        let actionsRightAfterTheTap = f.log.actions
        f.app.advance(to: 1)

        // Then
        XCTAssertEqual(actionsRightAfterTheTap, [])
        assertLog(f.log, containsInOrder: [.gesture(double, .failed), .gesture(single, .recognized), .action(single)])
        XCTAssertEqual(f.log.time(of: .action(single)) ?? -1, 0.4, accuracy: 1e-9)
        assertLog(f.log, lacks: .action(double))
    }

    func testADoubleTapFiresOnlyTheDoubleTapWhenTheSingleTapRequiresItToFail() {
        // Given
        let single = tapRecognizer("single")
        let double = tapRecognizer("double", taps: 2)
        single.require(toFail: double)

        // When
        f.tap(195, 400, at: 0)
        f.tap(195, 400, at: 0.2)
        f.app.advance(to: 2)

        // Then
        assertLog(f.log, containsInOrder: [.gesture(double, .recognized), .action(double)])
        assertLog(f.log, lacks: .action(single))
        assertLog(f.log, lacks: .gesture(single, .recognized))
        XCTAssertTrue(f.log.contains(.gesture(single, .failed)))
    }

    func testTheRequirementHoldsWhicheverRecognizerWasAddedFirst() {
        // Given: the double tap is added before the single tap this time
        let double = tapRecognizer("double", taps: 2)
        let single = tapRecognizer("single")
        single.require(toFail: double)

        // When
        f.tap(195, 400, at: 0)
        f.tap(195, 400, at: 0.2)
        f.app.advance(to: 2)

        // Then
        assertLog(f.log, containsInOrder: [.gesture(double, .recognized), .action(double)])
        assertLog(f.log, lacks: .action(single))
    }
}
