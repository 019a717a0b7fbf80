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

    private func assertBefore(_ first: String, _ second: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let i = f.index(of: first), let j = f.index(of: second) else {
            return XCTFail("missing \(first) or \(second) in\n" + f.lines.joined(separator: "\n"), file: file, line: line)
        }
        XCTAssertLessThan(i, j, "\(first) should come before \(second)", file: file, line: line)
    }

    // MARK: Seed 001

    func testATapOnBUnderAsTapRecognizerGivesBTouchesBeganThenTouchesCancelledAndNeverTouchesEnded() {
        // Given
        tapRecognizer("tapA")

        // When
        f.tap(195, 400, at: 0)

        // Then
        assertLog(f.lines, containsInOrder: ["hitTest 1 -> B", "touchesBegan B", "touchesBegan A",
                                             "gesture tapA recognized", "touchesCancelled B", "touchesCancelled A",
                                             "action tapA"])
        assertLog(f.lines, lacks: "touchesEnded B")
        XCTAssertEqual(b.calls.map(\.phase), [.began, .cancelled])
    }

    func testWithoutCancelsTouchesInViewBGetsTouchesEnded() {
        // Given
        tapRecognizer("tapA").cancelsTouchesInView = false

        // When
        f.tap(195, 400, at: 0)

        // Then
        assertLog(f.lines, containsInOrder: ["touchesBegan B", "gesture tapA recognized", "action tapA"])
        XCTAssertTrue(f.lines.contains("touchesEnded B"))
        assertLog(f.lines, lacks: "touchesCancelled B")
        XCTAssertEqual(b.calls.map(\.phase), [.began, .ended])
    }

    func testWithDelaysTouchesBeganBNeverGetsTouchesBeganWhenTheTapIsRecognized() {
        // Given
        tapRecognizer("tapA").delaysTouchesBegan = true

        // When
        f.tap(195, 400, at: 0)

        // Then
        assertLog(f.lines, containsInOrder: ["hitTest 1 -> B", "gesture tapA recognized", "action tapA"])
        assertLog(f.lines, lacks: "touchesBegan B")
        assertLog(f.lines, lacks: "touchesCancelled B")
        assertLog(f.lines, lacks: "touchesEnded B")
        XCTAssertTrue(b.calls.isEmpty)
    }

    func testWithDelaysTouchesBeganAFailedTapDeliversTheHeldTouchesBeganLate() {
        // Given
        tapRecognizer("tapA").delaysTouchesBegan = true

        // When: the finger moves too far for a tap
        f.down(1, 195, 400, at: 0)
        let beforeMove = b.calls.count
        f.move(1, 195, 460, at: 0.1)

        // Then
        XCTAssertEqual(beforeMove, 0)
        assertBefore("gesture tapA failed", "touchesBegan B")
        XCTAssertEqual(b.calls.map(\.phase), [.began, .moved])
    }

    func testWithoutDelaysTouchesEndedBGetsTouchesEndedBeforeTheTapIsRecognized() {
        // Given
        tapRecognizer("tapA").delaysTouchesEnded = false

        // When
        f.tap(195, 400, at: 0)

        // Then
        assertBefore("touchesEnded B", "gesture tapA recognized")
        assertBefore("gesture tapA recognized", "action tapA")
        assertLog(f.lines, lacks: "touchesCancelled B")
        XCTAssertEqual(b.calls.map(\.phase), [.began, .ended])
    }

    func testATapRecognizerOnTheWindowAlsoSeesTheTouchFirst() {
        // Given
        tapRecognizer("tapWindow", on: f.window)

        // When
        f.tap(195, 400, at: 0)

        // Then
        assertLog(f.lines, containsInOrder: ["touchesBegan B", "gesture tapWindow recognized", "touchesCancelled B",
                                             "action tapWindow"])
        assertLog(f.lines, lacks: "touchesEnded B")
    }

    func testARecognizerOnASiblingNeverSeesTheTouch() {
        // Given
        let sibling = f.addView("sibling", CGRect(x: 0, y: 600, width: 100, height: 100))
        tapRecognizer("tapSibling", on: sibling)

        // When
        f.tap(195, 400, at: 0)

        // Then
        XCTAssertFalse(f.lines.contains { $0.contains("tapSibling") })
        XCTAssertEqual(b.calls.map(\.phase), [.began, .ended])
    }

    // MARK: Double taps

    func testADoubleTapRecognizerMakesASingleTapsTouchesEndedArriveLate() {
        // Given
        tapRecognizer("doubleA", taps: 2)

        // When
        f.tap(195, 400, at: 0)
        let endedAfterUp = b.calls(.ended).count
        f.app.advance(to: 1)

        // Then: held while the double tap may still come, delivered when it fails at 0.05 + 0.35
        XCTAssertEqual(endedAfterUp, 0)
        XCTAssertEqual(b.calls.map(\.phase), [.began, .ended])
        assertBefore("gesture doubleA failed", "touchesEnded B")
        XCTAssertEqual(f.time(of: "gesture doubleA failed") ?? -1, 0.4, accuracy: 1e-9)
        XCTAssertEqual(f.time(of: "touchesEnded B") ?? -1, 0.4, accuracy: 1e-9)
    }

    func testADoubleTapOnBIsRecognizedAndCancelsBothTouches() {
        // Given
        tapRecognizer("doubleA", taps: 2)

        // When
        f.tap(195, 400, at: 0)
        f.tap(195, 400, at: 0.2)

        // Then
        assertLog(f.lines, containsInOrder: ["gesture doubleA recognized", "touchesCancelled B", "action doubleA"])
        assertLog(f.lines, lacks: "touchesEnded B")
        XCTAssertEqual(b.calls(.cancelled).flatMap(\.touchIDs).sorted(), [1, 1])
    }

    func testASingleTapThatRequiresTheDoubleTapToFailFiresOnlyAfterTheDoubleTapFails() {
        // Given
        let single = tapRecognizer("single")
        let double = tapRecognizer("double", taps: 2)
        single.require(toFail: double)

        // When
        f.tap(195, 400, at: 0)
        let actionsRightAfterTheTap = f.lines.filter { $0.hasPrefix("action") }
        f.app.advance(to: 1)

        // Then
        XCTAssertEqual(actionsRightAfterTheTap, [])
        assertLog(f.lines, containsInOrder: ["gesture double failed", "gesture single recognized", "action single"])
        XCTAssertEqual(f.time(of: "action single") ?? -1, 0.4, accuracy: 1e-9)
        assertLog(f.lines, lacks: "action double")
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
        assertLog(f.lines, containsInOrder: ["gesture double recognized", "action double"])
        assertLog(f.lines, lacks: "action single")
        assertLog(f.lines, lacks: "gesture single recognized")
        XCTAssertTrue(f.lines.contains("gesture single failed"))
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
        assertLog(f.lines, containsInOrder: ["gesture double recognized", "action double"])
        assertLog(f.lines, lacks: "action single")
    }
}
