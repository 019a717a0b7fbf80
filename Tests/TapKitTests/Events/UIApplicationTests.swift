import XCTest
@testable import TapKit
import TapTestSupport

final class UIApplicationTests: XCTestCase {
    var f: CoreFixture!

    override func setUp() {
        super.setUp()
        f = CoreFixture()
    }

    /// Counts how often hit testing asks it.
    private final class CountingView: UIView {
        private(set) var hitTests = 0
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            hitTests += 1
            return super.hitTest(point, with: event)
        }
    }

    // MARK: Hit testing happens once, and binds the touch

    func testATouchIsHitTestedOnceWhenItBeginsAndTheLogSaysWhichViewWon() {
        // Given
        let view = f.add(CountingView(), "v", CGRect(x: 0, y: 0, width: 200, height: 200))

        // When
        f.down(1, 50, 50, at: 0)
        f.move(1, 60, 60, at: 0.02)
        f.move(1, 70, 70, at: 0.04)
        f.up(1, 70, 70, at: 0.06)

        // Then
        XCTAssertEqual(view.hitTests, 1)
        assertLog(f.log.of(.hitTest), is: [.hitTest(1, view)])
        assertRecord(f.log.records.first, is: .hitTest(1, view))
        assertLog(f.log, containsInOrder: [.hitTest(1, view), .touchesBegan(view), .touchesMoved(view),
                                           .touchesEnded(view)])
    }

    func testATouchThatMovesOutOfItsViewKeepsBeingDeliveredToIt() {
        // Given
        let start = f.add(TouchRecordingView(), "start", CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = f.add(TouchRecordingView(), "other", CGRect(x: 200, y: 200, width: 100, height: 100))

        // When
        f.down(1, 50, 50, at: 0)
        f.move(1, 250, 250, at: 0.1)
        f.up(1, 250, 250, at: 0.2)

        // Then
        XCTAssertEqual(start.calls.map(\.phase), [.began, .moved, .ended])
        XCTAssertTrue(other.calls.isEmpty)
        assertLog(f.log, lacks: .touchesMoved(other))
        assertLog(f.log, containsInOrder: [.touchesMoved(start), .touchesEnded(start)])
    }

    func testATouchsViewAndWindowStayTheHitTestViewForItsWholeLife() {
        // Given
        let start = f.addView("start", CGRect(x: 0, y: 0, width: 100, height: 100))
        f.addView("other", CGRect(x: 200, y: 200, width: 100, height: 100))
        f.down(1, 50, 50, at: 0)
        let touch = f.app.activeTouches.first

        // When
        f.move(1, 250, 250, at: 0.1)

        // Then
        XCTAssertIdentical(touch?.view, start)
        XCTAssertIdentical(touch?.window, f.window)
        XCTAssertEqual(touch?.location(in: start), CGPoint(x: 250, y: 250))
        XCTAssertEqual(touch?.previousLocation(in: start), CGPoint(x: 50, y: 50))
    }

    // MARK: tapCount

    private func tapCounts(_ taps: [(CGFloat, CGFloat, TimeInterval)]) -> [Int] {
        let view = f.add(TouchRecordingView(), "pad", CGRect(x: 0, y: 0, width: 390, height: 844))
        for (x, y, t) in taps { f.tap(x, y, at: t) }
        return view.calls(.began).flatMap(\.tapCounts)
    }

    func testTapsInQuickSuccessionCountOneTwoThree() {
        // Given / When: each tap starts 0.2 s after the previous one ended
        let counts = tapCounts([(100, 100, 0), (100, 100, 0.25), (100, 100, 0.5)])

        // Then
        XCTAssertEqual(counts, [1, 2, 3])
    }

    func testATapExactlyThirtyFiveHundredthsAfterTheLastOneStillCounts() {
        // Given / When: the first tap ends at 0.5, the second begins at 0.85
        let counts = tapCounts([(100, 100, 0.45), (100, 100, 0.85)])

        // Then
        XCTAssertEqual(counts, [1, 2])
    }

    func testATapMoreThanThirtyFiveHundredthsLaterStartsAgainAtOne() {
        // Given / When: the first tap ends at 0.05, the second begins 0.36 s later
        let counts = tapCounts([(100, 100, 0), (100, 100, 0.41), (100, 100, 0.5)])

        // Then
        XCTAssertEqual(counts, [1, 1, 2])
    }

    func testATapFortyFivePointsAwayStillCountsButFortySixPointsAwayStartsAgain() {
        // Given / When
        let counts = tapCounts([(100, 100, 0), (145, 100, 0.2), (145, 146, 0.4)])

        // Then
        XCTAssertEqual(counts, [1, 2, 1])
    }

    func testATouchThatWandersMoreThanFortyFivePointsIsNotATapForTheNextCount() {
        // Given
        let view = f.add(TouchRecordingView(), "pad", CGRect(x: 0, y: 0, width: 390, height: 844))

        // When: a drag, then a tap where the drag ended
        f.down(1, 100, 100, at: 0)
        f.move(1, 100, 160, at: 0.05)
        f.up(1, 100, 160, at: 0.1)
        f.tap(100, 160, at: 0.2)

        // Then
        XCTAssertEqual(view.calls(.began).flatMap(\.tapCounts), [1, 1])
    }

    // MARK: Events

    func testAllTouchesHoldsEveryLiveTouchAndTouchesForAViewOnlyItsOwn() {
        // Given
        let a = f.add(TouchRecordingView(), "a", CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = f.add(TouchRecordingView(), "b", CGRect(x: 200, y: 0, width: 100, height: 100))

        // When
        f.down(1, 50, 50, at: 0)
        f.down(2, 250, 50, at: 0.1)

        // Then
        let second = b.calls(.began).last
        XCTAssertEqual(second.map { Set($0.allTouches.keys) }, [1, 2])
        XCTAssertEqual(second?.touchesForSelf, [2])
        XCTAssertEqual(a.calls(.began).last?.touchesForSelf, [1])
        XCTAssertEqual(f.app.activeTouches.map(\.touchIdentifier), [1, 2])
    }

    func testTouchesThatBeginTogetherAreDeliveredInOneCall() {
        // Given
        let pad = f.add(TouchRecordingView(), "pad", CGRect(x: 0, y: 0, width: 390, height: 844))
        pad.isMultipleTouchEnabled = true

        // When
        f.app.send([TouchInput(touchID: 1, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 0),
                    TouchInput(touchID: 2, phase: .began, location: CGPoint(x: 300, y: 300), timestamp: 0)])

        // Then
        XCTAssertEqual(pad.calls(.began).map(\.touchIDs), [[1, 2]])
        XCTAssertEqual(f.log.count(of: .touchesBegan(pad)), 1)
    }

    func testAnUnchangedTouchIsStationaryWhileAnotherMoves() {
        // Given
        let a = f.add(TouchRecordingView(), "a", CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = f.add(TouchRecordingView(), "b", CGRect(x: 200, y: 0, width: 100, height: 100))
        f.down(1, 50, 50, at: 0)
        f.down(2, 250, 50, at: 0.1)

        // When
        f.move(2, 260, 60, at: 0.2)

        // Then
        let moved = b.calls(.moved).last
        XCTAssertEqual(moved?.allTouches[1], .stationary)
        XCTAssertEqual(moved?.allTouches[2], .moved)
        XCTAssertTrue(a.calls(.moved).isEmpty, "a stationary touch is not delivered")
    }

    func testAViewWithoutMultipleTouchGetsOnlyItsFirstTouch() {
        // Given
        let pad = f.add(TouchRecordingView(), "pad", CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertFalse(pad.isMultipleTouchEnabled)

        // When
        f.down(1, 50, 50, at: 0)
        f.down(2, 250, 250, at: 0.1)
        f.move(2, 260, 260, at: 0.2)
        f.up(2, 260, 260, at: 0.3)
        f.up(1, 50, 50, at: 0.4)

        // Then
        XCTAssertEqual(pad.calls.flatMap(\.touchIDs), [1, 1])
        XCTAssertEqual(pad.calls.map(\.phase), [.began, .ended])
        XCTAssertEqual(f.log.count(of: .touchesBegan(pad)), 1)
        assertLog(f.log, containsInOrder: [.hitTest(1, pad), .hitTest(2, pad)])
    }

    func testAViewWithMultipleTouchGetsEveryTouch() {
        // Given
        let pad = f.add(TouchRecordingView(), "pad", CGRect(x: 0, y: 0, width: 390, height: 844))

        // When
        pad.isMultipleTouchEnabled = true
        f.down(1, 50, 50, at: 0)
        f.down(2, 250, 250, at: 0.1)

        // Then
        XCTAssertEqual(pad.calls(.began).map(\.touchIDs), [[1], [2]])
    }

    func testWhileAnExclusiveTouchViewTracksATouchNoOtherViewInTheWindowGetsOne() {
        // Given
        let exclusive = f.add(TouchRecordingView(), "exclusive", CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = f.add(TouchRecordingView(), "other", CGRect(x: 200, y: 0, width: 100, height: 100))

        // When
        f.down(1, 50, 50, at: 0)
        f.down(2, 250, 50, at: 0.1)
        f.up(2, 250, 50, at: 0.2)

        // Then
        XCTAssertTrue(other.calls.isEmpty)
        assertLog(f.log, containsInOrder: [.touchesBegan(exclusive), .hitTest(2, other)])
        assertLog(f.log, lacks: .touchesBegan(other))
        XCTAssertEqual(exclusive.calls(.began).count, 1)
    }

    func testAnExclusiveTouchViewGetsNoTouchWhileAnotherViewTracksOne() {
        // Given
        let exclusive = f.add(TouchRecordingView(), "exclusive", CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = f.add(TouchRecordingView(), "other", CGRect(x: 200, y: 0, width: 100, height: 100))

        // When
        f.down(1, 250, 50, at: 0)
        f.down(2, 50, 50, at: 0.1)
        f.up(2, 50, 50, at: 0.2)

        // Then
        XCTAssertTrue(exclusive.calls.isEmpty)
        XCTAssertEqual(other.calls(.began).count, 1)
        assertLog(f.log, lacks: .touchesBegan(exclusive))
    }

    func testOnceTheExclusiveTouchEndsOtherViewsGetTouchesAgain() {
        // Given
        let exclusive = f.add(TouchRecordingView(), "exclusive", CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = f.add(TouchRecordingView(), "other", CGRect(x: 200, y: 0, width: 100, height: 100))
        f.tap(50, 50, at: 0)

        // When
        f.tap(250, 50, at: 1)

        // Then
        XCTAssertEqual(other.calls.map(\.phase), [.began, .ended])
    }

}
