import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// What `TapLabDumpJSONReader` makes of well-formed dumps.
final class TapLabDumpJSONReaderTests: XCTestCase {
    func testAWindowAndItsButtonAreReadWithTheirClassesAddressesAndIds() throws {
        // Given the hand-written dump of a window holding a custom button

        // When it is read
        let dump = try readDump(HandWrittenDump.valid)

        // Then there is one root, the window, and the button under it
        XCTAssertEqual(dump.format, .tapLabJSON)
        XCTAssertEqual(dump.screen, CGSize(width: 390, height: 844))
        let window = try XCTUnwrap(dump.roots.first)
        XCTAssertEqual(dump.roots.count, 1)
        XCTAssertEqual(window.className, "UIWindow")
        XCTAssertEqual(window.address, "0x10")
        XCTAssertNil(window.accessibilityIdentifier)
        XCTAssertEqual(window.windowLevel, 1000)
        let button = try XCTUnwrap(window.subviews.first)
        XCTAssertEqual(button.className, "MyApp.LoginButton")
        XCTAssertEqual(button.address, "0x30")
        XCTAssertEqual(button.accessibilityIdentifier, "login")
        XCTAssertEqual(button.isEnabled, false)
        XCTAssertNil(window.isEnabled)
    }

    func testEachViewRemembersWhereItsObjectStarts() throws {
        // Given the hand-written dump, whose window starts at 2:14 and button at 5:1

        // When it is read
        let dump = try readDump(HandWrittenDump.valid)

        // Then the positions say so
        XCTAssertEqual(dump.roots.first?.position, DumpPosition(line: 2, column: 14))
        XCTAssertEqual(dump.roots.first?.subviews.first?.position, DumpPosition(line: 5, column: 1))
    }

    func testGeometryIsReadAsExactBoundsCenterAndTransform() throws {
        // Given a button with a fractional origin, a centre and a rotation-like transform
        let text = HandWrittenDump.valid(replacing: #""bounds": [0, 0, 100, 40], "center": [50, 20],"#
                                  + "\n" + #" "transform": [1, 0, 0, 1, 0, 0], "alpha": 1"#,
                                  with: #""bounds": [-0.5, 2, 100.25, 40], "center": [50, 2e1],"#
                                  + "\n" + #" "transform": [0, 1, -1, 0, 3, -4], "alpha": 0.3"#)

        // When it is read
        let button = try XCTUnwrap(readDump(text).roots.first?.subviews.first)

        // Then the values are the numbers written
        XCTAssertEqual(button.bounds, CGRect(x: -0.5, y: 2, width: 100.25, height: 40))
        XCTAssertEqual(button.center, CGPoint(x: 50, y: 20))
        XCTAssertEqual(button.transform, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 3, ty: -4))
        XCTAssertEqual(button.alpha, 0.3)
        XCTAssertNil(button.frame)
    }

    func testTheFlagsAreReadAsWritten() throws {
        // Given a button whose five flags are all the other way round
        let text = HandWrittenDump.valid(replacing: #""hidden": false, "interaction": true, "clips": false,"#
                                  + "\n" + #" "multipleTouch": false, "exclusiveTouch": false, "gestures": [], "overrides": [], "subviews": []}"#,
                                  with: #""hidden": true, "interaction": false, "clips": true,"#
                                  + "\n" + #" "multipleTouch": true, "exclusiveTouch": true, "gestures": [], "overrides": [], "subviews": []}"#)

        // When it is read
        let button = try XCTUnwrap(readDump(text).roots.first?.subviews.first)

        // Then each flag is set
        XCTAssertEqual([button.isHidden, !button.isUserInteractionEnabled, button.clipsToBounds,
                        button.isMultipleTouchEnabled, button.isExclusiveTouch], [true, true, true, true, true])
    }

    func testAWindowsRootViewControllerGoesOnTheSubviewItControls() throws {
        // Given a window whose root view names the same controller without an id
        let text = HandWrittenDump.valid(replacing: #""id": "login", "#,
                                  with: #""controller": {"class": "UIViewController", "address": "0x20"}, "#)

        // When it is read
        let window = try XCTUnwrap(readDump(text).roots.first)

        // Then the root view has the controller, with the id from the window's rootViewController
        XCTAssertNil(window.controller)
        XCTAssertEqual(window.subviews.first?.controller?.className, "UIViewController")
        XCTAssertEqual(window.subviews.first?.controller?.address, "0x20")
        XCTAssertEqual(window.subviews.first?.controller?.identifier, "rootVC")
    }

    func testARootViewControllerWhoseViewIsNotAmongTheSubviewsIsRecordedOnTheWindow() throws {
        // Given the hand-written dump, where no subview names the root view controller

        // When it is read
        let window = try XCTUnwrap(readDump(HandWrittenDump.valid).roots.first)

        // Then the window records it
        XCTAssertEqual(window.controller?.address, "0x20")
        XCTAssertEqual(window.controller?.identifier, "rootVC")
        XCTAssertNil(window.subviews.first?.controller)
    }

    func testAWindowWithoutARootViewControllerHasNoController() throws {
        // Given a window whose rootViewController is null
        let text = HandWrittenDump.valid(replacing: #"{"class": "UIViewController", "address": "0x20", "id": "rootVC"}"#, with: "null")

        // When it is read
        let window = try XCTUnwrap(readDump(text).roots.first)

        // Then it has no controller
        XCTAssertNil(window.controller)
    }

    func testOverridesSeenByTheHelperAreRead() throws {
        // Given a button whose class overrides both hit-testing methods
        let text = HandWrittenDump.valid(replacing: #""overrides": [], "subviews": []}"#,
                                  with: #""overrides": ["hitTest", "pointInside"], "subviews": []}"#)

        // When it is read
        let button = try XCTUnwrap(readDump(text).roots.first?.subviews.first)

        // Then both are flagged
        XCTAssertEqual(button.overrides, [.hitTest, .pointInside])
    }
}
