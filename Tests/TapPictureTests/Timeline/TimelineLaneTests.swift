import Foundation
import TapKit
@testable import TapPicture
import XCTest

/// One lane per finger, responder, recognizer, control and list of the log, for
/// every gallery layout with a script.
final class TimelineLaneTests: XCTestCase {
    func testEveryGalleryTimelineHasOneLanePerFingerResponderRecognizerAndControlOfTheLog() throws {
        // Precondition
        let files = try TimelineFixture.galleryLayoutsWithScripts()
        XCTAssertGreaterThan(files.count, 20)

        for file in files {
            let facts = try TimelineFixture.facts(file)

            // Action
            let diagram = TimelineDiagram(facts)

            // Assertion: the lanes are what the log names, each once, and the hit
            // views whose held touchesBegan was dropped before they got any touch
            let lanes = diagram.lanes
            XCTAssertEqual(Set(lanes).count, lanes.count, file)
            let dropped = Set(diagram.held.filter { $0.outcome == .dropped }.map(\.lane))
            XCTAssertEqual(Set(lanes), Self.lanesNamed(by: facts.records).union(dropped), file)
            XCTAssertTrue(dropped.allSatisfy { $0.kind == .responder && $0.responder.map(diagram.hitViews.contains) == true }, file)
        }
    }

    func testTheRestOfTheChainIsInChainOrderWhicheverTouchReachedItFirst() throws {
        // Precondition: gallery 106 — touches on the left scroll view, then one on the right
        let facts = try TimelineFixture.facts("106-scroll-can-cancel.yaml")

        // Action
        let diagram = TimelineDiagram(facts)

        // Assertion: `right`, reached only by the last touch, still comes before the views above it
        let chainOnly = diagram.lanes.filter(diagram.isChainOnly).map(\.name)
        XCTAssertEqual(chainOnly, ["right", "root", "rootVC", "main", "application", "appDelegate"])
    }

    func testAListGetsItsOwnLaneWithAMarkPerHighlightAndSelection() throws {
        // Precondition
        let facts = try TimelineFixture.facts("122-table-selection.yaml")

        // Action
        let diagram = TimelineDiagram(facts)

        // Assertion
        let lane = try XCTUnwrap(diagram.lane(.list, named: "table"))
        XCTAssertEqual(diagram.marks.filter { $0.lane == lane }.prefix(3).map(\.label),
                       ["highlight 0", "unhighlight 0", "select 0"])
    }

    func testLanesReadFingersThenHitViewsThenTheChainEachRecognizerUnderItsView() throws {
        // Precondition
        let facts = try TimelineFixture.facts("001-gesture-puzzle.yaml")

        // Action
        let names = TimelineDiagram(facts).lanes.map(\.name)

        // Assertion
        XCTAssertEqual(Array(names.prefix(4)), ["1", "B", "A", "tapA"], "tapA is on A")
        XCTAssertEqual(try TimelineDiagram(TimelineFixture.facts("001-single-vs-double-tap.yaml")).lanes.map(\.name).prefix(7),
                       ["1", "left", "single", "double", "right", "doubleRight", "singleWaits"])
    }

    /// What the log's records name, by the SPEC 5 record kinds.
    private static func lanesNamed(by records: [EventRecord]) -> Set<TimelineLane> {
        Set(records.map { record -> TimelineLane in
            switch record.event {
            case let .hitTest(touch, _, _): TimelineLane(finger: touch)
            case let .touches(_, responder, _), let .presses(_, responder, _), let .motion(_, responder, _):
                TimelineLane(.responder, responder)
            case let .gesture(recognizer, _, _, _), let .stopsWaiting(recognizer, _, _), let .action(recognizer):
                TimelineLane(recognizer)
            case let .control(control, _, _): TimelineLane(.control, control)
            case let .scroll(view, _): TimelineLane(.responder, view)
            case let .list(_, list, _): TimelineLane(.list, list)
            }
        })
    }
}
