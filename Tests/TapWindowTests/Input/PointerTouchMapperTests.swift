import Foundation
import TapKit
import TapWindow
import XCTest

/// The mouse as one finger or two, as the iOS Simulator makes it.
final class PointerTouchMapperTests: XCTestCase {
    let centre = CGPoint(x: 195, y: 422)

    func testAPlainDragIsOneFinger() {
        // Precondition
        var mapper = PointerTouchMapper(canvasCenter: centre)

        // Action
        let began = mapper.mouseDown(at: CGPoint(x: 100, y: 100), modifiers: [], time: 0)
        let moved = mapper.mouseMoved(to: CGPoint(x: 120, y: 100), time: 0.1)

        // Assertion
        XCTAssertEqual(began.map(\.touchID), [1])
        XCTAssertEqual(moved.map(\.location), [CGPoint(x: 120, y: 100)])
        XCTAssertEqual(mapper.gesture, .oneFinger)
    }

    func testAltDragMakesTwoTouchesMirroredAroundTheCentre() {
        // Precondition
        var mapper = PointerTouchMapper(canvasCenter: centre)

        // Action: press 50 pt left of the centre, then drag further out and down
        let began = mapper.mouseDown(at: CGPoint(x: 145, y: 422), modifiers: .alt, time: 0)
        let moved = mapper.mouseMoved(to: CGPoint(x: 95, y: 442), time: 0.1)
        let ended = mapper.mouseUp(at: CGPoint(x: 95, y: 442), time: 0.2)

        // Assertion: touch 2 is touch 1 turned half a turn around the centre, which stays put
        XCTAssertEqual(began.map(\.touchID), [1, 2])
        XCTAssertEqual(began.map(\.location), [CGPoint(x: 145, y: 422), CGPoint(x: 245, y: 422)])
        XCTAssertEqual(moved.map(\.location), [CGPoint(x: 95, y: 442), CGPoint(x: 295, y: 402)])
        XCTAssertEqual(ended.map(\.phase), [.ended, .ended])
        XCTAssertEqual(mapper.pinchCenter, centre)
        XCTAssertFalse(mapper.isMouseDown)
    }

    func testAltShiftDragMovesBothFingersTogetherAndCarriesTheCentre() {
        // Precondition
        var mapper = PointerTouchMapper(canvasCenter: centre)

        // Action: Alt+Shift+drag 178 pt down from 20 pt left of the centre
        let began = mapper.mouseDown(at: CGPoint(x: 175, y: 422), modifiers: [.alt, .shift], time: 0)
        let moved = mapper.mouseMoved(to: CGPoint(x: 175, y: 600), time: 0.1)
        _ = mapper.mouseUp(at: CGPoint(x: 175, y: 600), time: 0.2)

        // Assertion: both fingers moved by the drag, the gap between them kept, and the centre went with them
        XCTAssertEqual(began.map(\.location), [CGPoint(x: 175, y: 422), CGPoint(x: 215, y: 422)])
        XCTAssertEqual(moved.map(\.location), [CGPoint(x: 175, y: 600), CGPoint(x: 215, y: 600)])
        XCTAssertEqual(mapper.pinchCenter, CGPoint(x: 195, y: 600))
    }

    func testTheCentreMovedByAltShiftIsWhereTheNextAltDragPinches() {
        // Precondition: the centre carried onto (195, 600)
        var mapper = PointerTouchMapper(canvasCenter: centre)
        _ = mapper.mouseDown(at: centre, modifiers: [.alt, .shift], time: 0)
        _ = mapper.mouseUp(at: CGPoint(x: 195, y: 600), time: 0.1)

        // Action
        let began = mapper.mouseDown(at: CGPoint(x: 155, y: 600), modifiers: .alt, time: 1)

        // Assertion
        XCTAssertEqual(began.map(\.location), [CGPoint(x: 155, y: 600), CGPoint(x: 235, y: 600)])
        XCTAssertEqual(mapper.gesture, .pinch)
    }

    func testLosingTheMouseInAPinchCancelsBothFingers() {
        // Precondition
        var mapper = PointerTouchMapper(canvasCenter: centre)
        _ = mapper.mouseDown(at: CGPoint(x: 145, y: 422), modifiers: .alt, time: 0)

        // Action
        let cancelled = mapper.cancelAll(time: 0.5)

        // Assertion
        XCTAssertEqual(cancelled.map(\.touchID), [1, 2])
        XCTAssertEqual(cancelled.map(\.phase), [.cancelled, .cancelled])
        XCTAssertFalse(mapper.isMouseDown)
    }
}
