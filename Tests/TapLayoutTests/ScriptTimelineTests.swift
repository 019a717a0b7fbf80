import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// Script steps (SPEC 3, "Scripts") become touch records in virtual time.
final class ScriptTimelineTests: XCTestCase {
    /// One touch record, flattened for comparison.
    struct Record: Equatable, CustomStringConvertible {
        var t: TimeInterval, id: Int, phase: TouchInput.Phase, x: CGFloat, y: CGFloat
        var description: String { "\(t) \(id) \(phase.rawValue) (\(x), \(y))" }
    }

    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    func timeline(_ kinds: [ScriptStep.Kind], file: StaticString = #filePath, line: UInt = #line) throws -> ScriptTimeline {
        do {
            return try ScriptTimeline(kinds.map { ScriptStep($0) })
        } catch {
            XCTFail("the script was rejected: \(error)", file: file, line: line)
            throw error
        }
    }

    func timeline(_ steps: [ScriptStep], file: StaticString = #filePath, line: UInt = #line) throws -> ScriptTimeline {
        do {
            return try ScriptTimeline(steps)
        } catch {
            XCTFail("the script was rejected: \(error)", file: file, line: line)
            throw error
        }
    }

    /// Every touch record, in order, with times rounded to the microsecond.
    func records(_ timeline: ScriptTimeline) -> [Record] {
        timeline.actions.flatMap { action -> [Record] in
            guard case let .touches(inputs) = action.action else { return [] }
            return inputs.map { input in
                XCTAssertEqual(input.timestamp, action.time, "a record's time is its event's time")
                return Record(t: (input.timestamp * 1e6).rounded() / 1e6, id: input.touchID, phase: input.phase,
                              x: input.location.x, y: input.location.y)
            }
        }
    }

    func round(_ t: TimeInterval) -> TimeInterval { (t * 1e6).rounded() / 1e6 }

    // MARK: Taps

    func testATapPutsAFingerDownAtTheStartAndLiftsIt0_05SecondsLater() throws {
        // Given
        let steps: [ScriptStep.Kind] = [.tap(p(10, 20))]

        // When
        let result = try timeline(steps)

        // Then
        XCTAssertEqual(records(result), [Record(t: 0, id: 1, phase: .began, x: 10, y: 20),
                                         Record(t: 0.05, id: 1, phase: .ended, x: 10, y: 20)])
        XCTAssertEqual(result.actions.count, 2, "down and up are separate events")
        XCTAssertEqual(result.endTime, 0.05)
    }

    func testStepsFollowOneAnotherWithoutAGap() throws {
        // Given
        let steps: [ScriptStep.Kind] = [.tap(p(10, 10)), .tap(p(20, 20))]

        // When
        let result = records(try timeline(steps))

        // Then
        XCTAssertEqual(result.filter { $0.phase == .began }.map(\.t), [0, 0.05])
        XCTAssertEqual(result.filter { $0.phase == .ended }.map(\.t), [0.05, 0.1])
        XCTAssertEqual(result.map(\.id), [1, 1, 1, 1], "the first finger is free again when the second tap starts")
    }

    func testADoubleTapStartsItsSecondTapATenthOfASecondAfterTheFirstLifts() throws {
        // Given
        let steps: [ScriptStep.Kind] = [.doubleTap(p(5, 5))]

        // When
        let result = try timeline(steps)

        // Then
        XCTAssertEqual(records(result).map(\.t), [0, 0.05, 0.15, 0.2])
        XCTAssertEqual(records(result).map(\.phase), [.began, .ended, .began, .ended])
        XCTAssertEqual(round(result.endTime), 0.2)
    }

    func testALongPressHoldsStillForItsDuration() throws {
        // Given
        let steps: [ScriptStep.Kind] = [.longPress(at: p(50, 60), duration: 0.8)]

        // When
        let result = try timeline(steps)

        // Then
        XCTAssertEqual(records(result), [Record(t: 0, id: 1, phase: .began, x: 50, y: 60),
                                         Record(t: 0.8, id: 1, phase: .ended, x: 50, y: 60)])
        XCTAssertEqual(result.endTime, 0.8)
    }

    // MARK: Moves

    func testADragMovesTheFingerEverySixtiethOfASecondAndLandsExactlyOnItsEnd() throws {
        // Given
        let steps: [ScriptStep.Kind] = [.drag(from: p(0, 100), to: p(180, 100), duration: 0.3)]

        // When
        let result = records(try timeline(steps))

        // Then
        XCTAssertEqual(result.first, Record(t: 0, id: 1, phase: .began, x: 0, y: 100))
        XCTAssertEqual(result.last, Record(t: 0.3, id: 1, phase: .ended, x: 180, y: 100))
        let moves = result.filter { $0.phase == .moved }
        XCTAssertEqual(moves.count, 18, "0.3 s at 60 Hz")
        XCTAssertEqual(moves.map(\.t), (1...18).map { round(Double($0) / 60) })
        for (k, move) in moves.enumerated() {
            XCTAssertEqual(move.x, CGFloat(k + 1) * 10, accuracy: 1e-9, "evenly spaced along the line")
        }
        XCTAssertEqual(Set(moves.map(\.id)), [1])
    }

    func testADownMoveUpSequenceUsesTheFingerItNames() throws {
        // Given
        let steps: [ScriptStep.Kind] = [.down(touch: 3, at: p(0, 0)), .move(touch: 3, to: p(60, 0), duration: 0.5), .up(touch: 3)]

        // When
        let result = try timeline(steps)

        // Then
        let all = records(result)
        XCTAssertEqual(Set(all.map(\.id)), [3])
        XCTAssertEqual(all.first, Record(t: 0, id: 3, phase: .began, x: 0, y: 0))
        let moves = all.filter { $0.phase == .moved }
        XCTAssertEqual(moves.count, 30, "0.5 s at 60 Hz")
        XCTAssertEqual(moves.first?.t, round(ScriptTimeline.stepDuration + 1.0 / 60), "the move starts once the down step is over")
        XCTAssertEqual(moves.last?.x, 60)
        XCTAssertEqual(all.last?.phase, .ended)
        XCTAssertEqual(all.last?.x, 60, "up lifts the finger where the move left it")
        XCTAssertEqual(round(result.endTime), round(ScriptTimeline.stepDuration + 0.5 + ScriptTimeline.stepDuration))
    }

    func testCancelEndsAFingerWithTheCancelledPhase() throws {
        // Given
        let steps: [ScriptStep.Kind] = [.down(touch: 1, at: p(7, 8)), .cancel(touch: 1)]

        // When
        let result = records(try timeline(steps))

        // Then
        XCTAssertEqual(result.map(\.phase), [.began, .cancelled])
        XCTAssertEqual(result.last?.x, 7)
    }

    // MARK: Two fingers

    func testAPinchPutsTwoFingersDownTogetherAndSpreadsThemSymmetrically() throws {
        // Given
        let steps: [ScriptStep.Kind] = [.pinch(center: p(200, 300), from: 100, to: 200, duration: 0.5)]

        // When
        let result = try timeline(steps)

        // Then
        guard case let .touches(first)? = result.actions.first?.action else { return XCTFail("no touches") }
        XCTAssertEqual(first.map(\.touchID), [1, 2], "both fingers come down in one event")
        XCTAssertEqual(first.map(\.location), [p(150, 300), p(250, 300)])
        XCTAssertEqual(first.map(\.phase), [.began, .began])
        let ended = records(result).filter { $0.phase == .ended }
        XCTAssertEqual(ended, [Record(t: 0.5, id: 1, phase: .ended, x: 100, y: 300),
                               Record(t: 0.5, id: 2, phase: .ended, x: 300, y: 300)])
        let moves = records(result).filter { $0.phase == .moved }
        XCTAssertEqual(moves.count, 60, "30 moves of each finger")
        XCTAssertTrue(moves.allSatisfy { $0.y == 300 })
    }

    func testARotationTurnsTwoFingersAroundTheCentreAtTheirRadius() throws {
        // Given
        let steps: [ScriptStep.Kind] = [.rotate(center: p(100, 100), radius: 50, degrees: 90, duration: 0.5)]

        // When
        let result = try timeline(steps)

        // Then
        guard case let .touches(first)? = result.actions.first?.action else { return XCTFail("no touches") }
        let last = records(result).filter { $0.phase == .ended }.map { TouchInput(touchID: $0.id, phase: $0.phase, location: p($0.x, $0.y), timestamp: $0.t) }
        XCTAssertEqual(last.map(\.touchID), [1, 2])
        XCTAssertEqual(first.map(\.touchID), [1, 2])
        XCTAssertEqual(first.map(\.location), [p(50, 100), p(150, 100)])
        XCTAssertEqual(last[0].location.x, 100, accuracy: 1e-9)
        XCTAssertEqual(last[0].location.y, 50, accuracy: 1e-9, "the left finger turned a quarter clockwise, to the top")
        XCTAssertEqual(last[1].location.x, 100, accuracy: 1e-9)
        XCTAssertEqual(last[1].location.y, 150, accuracy: 1e-9)
        for record in records(result) {
            XCTAssertEqual(hypot(record.x - 100, record.y - 100), 50, accuracy: 1e-9, "\(record)")
        }
    }

    // MARK: Time and finger ids

    func testAtPinsAStepToAnAbsoluteTime() throws {
        // Given
        let steps = [ScriptStep(.tap(p(1, 1))), ScriptStep(.tap(p(2, 2)), pinnedTime: 2)]

        // When
        let result = try timeline(steps)

        // Then
        XCTAssertEqual(records(result).filter { $0.phase == .began }.map(\.t), [0, 2])
        XCTAssertEqual(result.endTime, 2.05)
    }

    func testAPinnedStepMayOverlapAnotherAndGetsTheLowestFreeFinger() throws {
        // Given
        let steps = [ScriptStep(.drag(from: p(0, 0), to: p(100, 0), duration: 1)),
                     ScriptStep(.tap(p(50, 50)), pinnedTime: 0.5)]

        // When
        let result = try timeline(steps)

        // Then
        let taps = records(result).filter { $0.x == 50 && $0.y == 50 }
        XCTAssertEqual(taps.map(\.id), [2, 2], "finger 1 is still dragging at 0.5 s")
        XCTAssertEqual(taps.map(\.t), [0.5, 0.55])
        XCTAssertEqual(result.endTime, 1, "the drag ends last")
    }

    func testActionsAreInTimeOrderEvenWhenAPinnedStepIsEarlier() throws {
        // Given
        let steps = [ScriptStep(.wait(1)), ScriptStep(.tap(p(3, 3)), pinnedTime: 0.2)]

        // When
        let result = try timeline(steps)

        // Then
        XCTAssertEqual(result.actions.map { round($0.time) }, [0.2, 0.25])
        XCTAssertEqual(result.endTime, 1)
    }

    func testAFingerHeldDownIsNotGivenToAnotherStep() throws {
        // Given
        let steps: [ScriptStep.Kind] = [.down(touch: 1, at: p(0, 0)), .tap(p(50, 50)), .up(touch: 1), .tap(p(60, 60))]

        // When
        let result = records(try timeline(steps))

        // Then
        XCTAssertEqual(result.filter { $0.x == 50 }.map(\.id), [2, 2], "finger 1 is down")
        XCTAssertEqual(result.filter { $0.x == 60 }.map(\.id), [1, 1], "finger 1 is free again, and the lowest")
    }

    func testWaitDelaysTheNextStep() throws {
        // Given
        let steps: [ScriptStep.Kind] = [.tap(p(0, 0)), .wait(1), .tap(p(0, 0))]

        // When
        let result = records(try timeline(steps))

        // Then
        XCTAssertEqual(result.filter { $0.phase == .began }.map(\.t), [0, 1.05])
    }

    func testAKeyIsAPressThatLasts0_05SecondsAndAShakeAMotionOf0_1Seconds() throws {
        // Given
        let steps: [ScriptStep.Kind] = [.key("space"), .shake]

        // When
        let result = try timeline(steps)

        // Then
        XCTAssertEqual(result.actions.map { round($0.time) }, [0, 0.05, 0.05, 0.15])
        XCTAssertEqual(result.actions.map(\.action), [
            .press(key: "space", phase: .began), .press(key: "space", phase: .ended),
            .shake(began: true), .shake(began: false),
        ])
        XCTAssertEqual(round(result.endTime), 0.15)
    }

    func testAnEmptyScriptHasNoActionsAndEndsAtZero() throws {
        // Given
        let steps: [ScriptStep.Kind] = []

        // When
        let result = try timeline(steps)

        // Then
        XCTAssertTrue(result.actions.isEmpty)
        XCTAssertEqual(result.endTime, 0)
    }

}
