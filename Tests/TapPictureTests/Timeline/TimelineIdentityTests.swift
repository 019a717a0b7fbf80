import Foundation
import TapKit
import TapTestSupport
import XCTest
@testable import TapPicture

/// Lanes follow objects, not log names: views a program made without ids
/// all print `UIView`, and each still gets its own lane.
final class TimelineIdentityTests: XCTestCase {
    func testTwoViewsWithoutIdsEachGetALaneThoughTheLogNamesBothUIView() throws {
        // Precondition: two plain views without ids, side by side, each tapped once
        let fixture = CoreFixture()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        fixture.root.addSubview(left)
        fixture.root.addSubview(right)
        let input = [TouchInput(touchID: 1, phase: .began, location: CGPoint(x: 50, y: 50), timestamp: 0),
                     TouchInput(touchID: 1, phase: .ended, location: CGPoint(x: 50, y: 50), timestamp: 0.1),
                     TouchInput(touchID: 1, phase: .began, location: CGPoint(x: 250, y: 50), timestamp: 0.5),
                     TouchInput(touchID: 1, phase: .ended, location: CGPoint(x: 250, y: 50), timestamp: 0.6)]
        for touch in input { _ = fixture.app.send(touch) }
        XCTAssertEqual(fixture.log.lines.filter { $0.hasPrefix("hitTest") }, ["hitTest 1 -> UIView", "hitTest 1 -> UIView"])

        // Action
        let facts = TimelineFacts(records: fixture.log.records, input: input, application: fixture.app, end: 1)
        let diagram = TimelineDiagram(facts)

        // Assertion: one lane per view, each with its own began and ended
        let lanes = diagram.lanes.filter { $0.kind == .responder && $0.name == "UIView" }
        XCTAssertEqual(lanes.map(\.responder), [ResponderID(left), ResponderID(right)])
        for lane in lanes {
            XCTAssertEqual(diagram.marks.filter { $0.lane == lane }.map(\.style), [.began, .ended])
        }
    }
}
