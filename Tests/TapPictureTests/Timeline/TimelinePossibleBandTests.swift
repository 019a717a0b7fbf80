import Foundation
import TapKit
@testable import TapPicture
import XCTest

/// A recognizer's grey `possible` band starts at the first touch it saw:
/// not at a touch its delegate's `shouldReceive` kept from it.
final class TimelinePossibleBandTests: XCTestCase {
    func testARecognizerIsNotDecidingDuringATouchItsDelegateRefused() throws {
        // Precondition: gallery 112 — bottomTap refuses tap 2 (on the control), then recognizes tap 3
        let facts = try TimelineFixture.facts("112-plain-control-vs-tap.yaml")
        let downs = facts.contacts.map(\.down)
        XCTAssertEqual(downs.count, 3)

        // Action
        let diagram = TimelineDiagram(facts)

        // Assertion: bottomTap's one possible band begins after tap 3 came down
        let bottomTap = try XCTUnwrap(diagram.lane(.recognizer, named: "bottomTap"))
        let bands = diagram.bands.filter { $0.lane == bottomTap && $0.state == .possible }
        XCTAssertEqual(bands.count, 1)
        XCTAssertGreaterThanOrEqual(bands.first?.from.t ?? 0, downs[2])
        XCTAssertFalse(facts.refusedTouches[try XCTUnwrap(bottomTap.recognizer), default: []].isEmpty)
    }
}
