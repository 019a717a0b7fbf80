import Foundation
import TapKit
import TapLayout
@testable import TapPicture
import XCTest

/// The deliveries the window held, found from the typed log and the
/// script's input, at the times the log shows them happening.
final class TimelineHeldSpanTests: XCTestCase {
    private typealias Span = TimelineDiagram.HeldSpan

    func testTheGesturePuzzleHoldsBsTouchesEndedFromTheLiftUntilItBecomesTouchesCancelled() throws {
        // Precondition: the seed 001 layout; the finger lifts 0.05 s after it came down
        let facts = try TimelineFixture.facts("001-gesture-puzzle.yaml")
        let cancelled = try XCTUnwrap(TimelineFixture.time(of: "touchesCancelled B", in: facts))

        // Action
        let held = TimelineDiagram(facts).held

        // Assertion: one span, B's end, from the lift to the cancel, which happen in the same instant
        XCTAssertEqual(held.count, 1)
        let span = try XCTUnwrap(held.first)
        XCTAssertTrue(span.lane.isLane(.responder, named: "B"))
        XCTAssertEqual(span.phase, .ended)
        XCTAssertEqual(span.outcome, .cancelled)
        XCTAssertEqual(span.from.t, ScriptTimeline.tapDuration, accuracy: 1e-9)
        XCTAssertEqual(span.to.t, cancelled, accuracy: 1e-9)
    }

    func testADoubleTapHoldsTheFirstTapsEndUntilTheDoubleTapCancelsIt() throws {
        // Precondition: Apple's delaysTouchesEnded case — a double-tap recognizer on a view, a double tap
        let loaded = try RenderFixture.layout("""
            view:
              id: root
              subviews:
                - {id: left, frame: [20, 300, 165, 200], gestures: [{id: double, type: tap, taps: 2}]}
            script:
              - doubleTap: [100, 400]
            """)
        let facts = try TimelineFixture.facts(loaded)
        let cancelled = try XCTUnwrap(TimelineFixture.time(of: "touchesCancelled left", in: facts))
        let lifts = facts.contacts.compactMap(\.up)

        // Action
        let held = TimelineDiagram(facts).held.filter { $0.lane.isLane(.responder, named: "left") }

        // Assertion: both ends held from their lifts — the first one across the second finger's touch-down — and cancelled together
        XCTAssertEqual(held.map(\.phase), [.ended, .ended])
        XCTAssertEqual(held.map(\.outcome), [.cancelled, .cancelled])
        XCTAssertEqual(held.map(\.from.t), lifts)
        XCTAssertLessThan(held[0].from.t, facts.contacts[1].down, "the first tap's end was held before the second tap began")
        for span in held { XCTAssertEqual(span.to.t, cancelled, accuracy: 1e-9) }
    }

    func testDelaysTouchesBeganDropsTheTapsBeganAndDeliversTheDragsLateWhenTheTapFails() throws {
        // Precondition: a tap (recognized), then 0.5 s later a drag (the tap fails)
        let facts = try TimelineFixture.facts("001-delays-touches-began.yaml")
        let recognized = try XCTUnwrap(TimelineFixture.time(of: "gesture tapA recognized", in: facts))
        let failed = try XCTUnwrap(TimelineFixture.time(of: "gesture tapA failed", in: facts))
        let began = try XCTUnwrap(TimelineFixture.time(of: "touchesBegan B", in: facts))
        let secondDown = try XCTUnwrap(facts.contacts.dropFirst().first?.down)

        // Action
        let held = TimelineDiagram(facts).held.filter { $0.lane.isLane(.responder, named: "B") }

        // Assertion
        XCTAssertEqual(held.map(\.phase), [.began, .began])
        XCTAssertEqual(held.map(\.outcome), [.dropped, .released])
        XCTAssertEqual(held[0].from.t, 0, accuracy: 1e-9)
        XCTAssertEqual(held[0].to.t, recognized, accuracy: 1e-9)
        XCTAssertEqual(held[1].from.t, secondDown, accuracy: 1e-9)
        XCTAssertEqual(held[1].to.t, began, accuracy: 1e-9)
        XCTAssertEqual(began, failed, accuracy: 1e-9, "the held began is released as the tap fails")
    }

    func testWithDelaysTouchesEndedOffNothingIsHeld() throws {
        // Precondition
        let facts = try TimelineFixture.facts("001-delays-touches-ended-off.yaml")

        // Action
        let diagram = TimelineDiagram(facts)

        // Assertion: B's touchesEnded comes as the finger lifts
        XCTAssertEqual(diagram.held, [])
        let ended = try XCTUnwrap(diagram.marks.first { $0.lane.isLane(.responder, named: "B") && $0.style == .ended })
        XCTAssertEqual(ended.at.t, ScriptTimeline.tapDuration, accuracy: 1e-9)
    }

    func testWithCancelsTouchesInViewOffTheHeldEndIsDeliveredAfterTheTapIsRecognized() throws {
        // Precondition
        let facts = try TimelineFixture.facts("001-cancels-touches-off.yaml")
        let recognized = try XCTUnwrap(facts.records.firstIndex { $0.text == "gesture tapA recognized" })
        let ended = try XCTUnwrap(facts.records.firstIndex { $0.text == "touchesEnded B" })

        // Action
        let held = TimelineDiagram(facts).held

        // Assertion: held from the lift to its delivery, which the log places after the recognizer's decision
        XCTAssertEqual(held.count, 1)
        let span = try XCTUnwrap(held.first)
        XCTAssertTrue(span.lane.isLane(.responder, named: "B"))
        XCTAssertEqual(span.phase, .ended)
        XCTAssertEqual(span.outcome, .released)
        XCTAssertEqual(span.from.t, ScriptTimeline.tapDuration, accuracy: 1e-9)
        XCTAssertEqual(span.to, Moment(t: facts.records[ended].t, order: ended))
        XCTAssertLessThan(recognized, ended)
    }

    func testAScrollViewHoldsContentTouchesBeganForItsDelay() throws {
        // Precondition: a short tap on row2, then a long press on row1 (longer than the 0.15 s delay)
        let facts = try TimelineFixture.facts("105-scroll-delays-content-touches.yaml")
        let row1Began = try XCTUnwrap(TimelineFixture.time(of: "touchesBegan row1", in: facts))
        let press = try XCTUnwrap(facts.contacts.dropFirst().first)

        // Action
        let held = TimelineDiagram(facts).held

        // Assertion: row2's began waits for the lift, row1's for the delay
        let row2 = try XCTUnwrap(held.first { $0.lane.name == "row2" })
        XCTAssertEqual(row2.to.t - row2.from.t, ScriptTimeline.tapDuration, accuracy: 1e-9)
        let row1 = try XCTUnwrap(held.first { $0.lane.name == "row1" && $0.outcome == .released })
        XCTAssertEqual(row1.from.t, press.down, accuracy: 1e-9)
        XCTAssertEqual(row1.to.t, row1Began, accuracy: 1e-9)
        XCTAssertEqual(row1Began - press.down, UIScrollView.contentTouchDelay, accuracy: 1e-9)
    }
}
