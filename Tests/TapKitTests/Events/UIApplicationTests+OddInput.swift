import XCTest
@testable import TapKit
import TapTestSupport

/// Input in an order no real screen sends, and the clock: each odd event is
/// reported and ignored, time never runs backwards, timers fire in order.
extension UIApplicationTests {
    // MARK: Odd input

    func testAnUpWithoutADownIsReportedAndIgnored() {
        // When
        let problems = f.up(7, 10, 10, at: 0)

        // Then
        XCTAssertEqual(problems, [.unknownTouch(7, .ended)])
        XCTAssertTrue(f.log.records.isEmpty)
    }

    func testAMoveWithoutADownIsReportedAndIgnored() {
        // When
        let problems = f.move(3, 10, 10, at: 0)

        // Then
        XCTAssertEqual(problems, [.unknownTouch(3, .moved)])
        XCTAssertTrue(f.app.activeTouches.isEmpty)
    }

    func testASecondBeganForATouchThatIsDownIsReportedAndIgnored() {
        // Given
        let view = f.addView("v", CGRect(x: 0, y: 0, width: 100, height: 100))
        f.down(1, 50, 50, at: 0)

        // When
        let problems = f.down(1, 300, 300, at: 0.1)

        // Then
        XCTAssertEqual(problems, [.duplicateBegan(1)])
        assertLog(f.log.of(.hitTest), is: [.hitTest(1, view)])
        XCTAssertEqual(f.app.activeTouches.first?.location(in: nil), CGPoint(x: 50, y: 50))
    }

    func testATouchThatBeginsAtANonFiniteLocationIsReportedAndIgnored() {
        // When
        let problems = f.down(1, .nan, 10, at: 0)
        let infinite = f.down(2, 10, .infinity, at: 0)

        // Then
        XCTAssertEqual(problems, [.nonFiniteLocation(1)])
        XCTAssertEqual(infinite, [.nonFiniteLocation(2)])
        XCTAssertTrue(f.app.activeTouches.isEmpty)
        XCTAssertTrue(f.log.records.isEmpty)
    }

    func testAMoveToANonFiniteLocationKeepsTheLastFiniteLocation() {
        // Given
        f.down(1, 50, 50, at: 0)

        // When
        let problems = f.move(1, .nan, .nan, at: 0.1)

        // Then
        XCTAssertEqual(problems, [.nonFiniteLocation(1)])
        XCTAssertEqual(f.app.activeTouches.first?.location(in: nil), CGPoint(x: 50, y: 50))
    }

    func testAnUpAfterTheTouchEndedIsReportedAndIgnored() {
        // Given
        f.tap(50, 50, at: 0)

        // When
        let problems = f.up(1, 50, 50, at: 0.1)

        // Then
        XCTAssertEqual(problems, [.unknownTouch(1, .ended)])
        XCTAssertEqual(f.log.count(of: .touchesEnded(f.root)), 1)
    }

    func testAnEmptyBatchDoesNothing() {
        // When
        let problems = f.app.send([])

        // Then
        XCTAssertEqual(problems, [])
        XCTAssertEqual(f.app.currentTime, 0)
    }

    // MARK: Clock and timers

    func testTheClockNeverRunsBackwards() {
        // Given
        let view = f.addView("v", CGRect(x: 0, y: 0, width: 100, height: 100))
        f.down(1, 50, 50, at: 1)

        // When: the next records claim earlier times
        f.move(1, 60, 60, at: 0.5)
        f.up(1, 60, 60, at: 0.2)
        f.app.advance(to: 0.1)

        // Then
        XCTAssertEqual(f.app.currentTime, 1)
        let times = f.log.records.map(\.t)
        XCTAssertEqual(times, times.sorted())
        XCTAssertEqual(f.log.time(of: .touchesEnded(view)), 1)
    }

    func testANonFiniteTimeDoesNotMoveTheClock() {
        // Given
        f.app.advance(to: 2)

        // When
        f.app.advance(to: .nan)
        f.app.advance(to: .infinity)

        // Then
        XCTAssertEqual(f.app.currentTime, 2)
    }

    func testTimersFireInTimeOrderEachAtItsOwnTime() {
        // Given
        var fired: [(String, TimeInterval)] = []
        f.app.schedule(after: 0.3) { fired.append(("late", self.f.app.currentTime)) }
        f.app.schedule(after: 0.1) { fired.append(("early", self.f.app.currentTime)) }
        f.app.schedule(after: 0.3) { fired.append(("late, scheduled second", self.f.app.currentTime)) }

        // When
        f.app.advance(to: 0.2)
        let afterFirstAdvance = fired.map(\.0)
        f.app.advance(to: 1)

        // Then
        XCTAssertEqual(afterFirstAdvance, ["early"])
        XCTAssertEqual(fired.map(\.0), ["early", "late", "late, scheduled second"])
        XCTAssertEqual(fired.map(\.1), [0.1, 0.3, 0.3])
        XCTAssertEqual(f.app.currentTime, 1)
    }

    func testATimerScheduledByATimerFiresInTheSameAdvanceWhenItIsDue() {
        // Given
        var fired: [TimeInterval] = []
        f.app.schedule(after: 0.1) {
            fired.append(self.f.app.currentTime)
            self.f.app.schedule(after: 0.1) { fired.append(self.f.app.currentTime) }
        }

        // When
        f.app.advance(to: 0.5)

        // Then
        XCTAssertEqual(fired.count, 2)
        XCTAssertEqual(fired[0], 0.1, accuracy: 1e-12)
        XCTAssertEqual(fired[1], 0.2, accuracy: 1e-12)
    }

    func testACancelledTimerNeverFires() {
        // Given
        var fired = false
        let token = f.app.schedule(after: 0.1) { fired = true }

        // When
        f.app.cancelTimer(token)
        f.app.advance(to: 1)

        // Then
        XCTAssertFalse(fired)
        XCTAssertNil(f.app.nextTimerTime)
    }

    func testTimersDueBeforeAnInputFireBeforeItIsDelivered() {
        // Given
        let view = f.addView("v", CGRect(x: 0, y: 0, width: 100, height: 100))
        var firedBeforeTouch = false
        f.app.schedule(after: 0.5) { firedBeforeTouch = self.f.log.records.isEmpty }

        // When
        f.down(1, 50, 50, at: 1)

        // Then
        XCTAssertTrue(firedBeforeTouch)
        XCTAssertEqual(f.log.time(of: .hitTest(1, view)), 1)
    }
}
