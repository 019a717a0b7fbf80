import Foundation
import TapKit
import TapLayout
import TapPicture
import TapWindow
import XCTest

/// The window model driven headlessly: stepping.
final class WindowModelSteppingTests: WindowModelTestCase {
    func testSteppingShowsOneMoreHitTestCallPerPressAndEscapeShowsTheWholeWalk() throws {
        // Given a tap on button2 (a walk of four calls: main, root, green, button2)
        let (model, _) = try model()
        click(model, at: onButton2, now: 1)
        let count = try XCTUnwrap(model.walk?.steps.count)
        XCTAssertEqual(count, 4)
        // When s is pressed twice
        key(model, "s", now: 2)
        XCTAssertEqual(model.stepLimit, 1)
        XCTAssertTrue(model.overlays.contains(.walk), "stepping shows the walk overlay")
        key(model, "s", now: 2.1)
        // Then two calls are shown and the hit view is not known yet
        XCTAssertEqual(model.stepLimit, 2)
        XCTAssertEqual(model.scene?.walkStepLimit, 2)
        XCTAssertNil(model.hitView)
        XCTAssertTrue(model.status.hasPrefix("Step 2 of 4: root"), model.status)
        // When escape is pressed
        key(model, "escape", now: 3)
        // Then the whole walk is shown again
        XCTAssertNil(model.stepLimit)
        XCTAssertEqual(model.hitView?.logName, "button2")
    }

    func testSteppingPastTheLastCallEndsStepping() throws {
        // Given a walk of four calls, stepped to its end
        let (model, _) = try model()
        click(model, at: onButton2, now: 1)
        for i in 0..<4 { key(model, "s", now: 2 + Double(i)) }
        XCTAssertEqual(model.stepLimit, 4)
        // When s is pressed once more
        key(model, "s", now: 7)
        // Then stepping is over
        XCTAssertNil(model.stepLimit)
    }

    func testSteppingWithoutATouchOnlyExplains() throws {
        let (model, _) = try model()
        key(model, "s", now: 1)
        XCTAssertNil(model.stepLimit)
        XCTAssertTrue(model.status.contains("touch the canvas first"), model.status)
    }
}
