import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// Valid layouts (SPEC 3) build the objects they describe: `gestures:` builds recognizers with their options and requirements.
final class LayoutLoaderGesturesTests: XCTestCase {
    static let everyGesture = """
        view:
          id: root
          gestures:
            - {id: tap, type: tap}
            - {id: press, type: longPress}
            - {id: pan, type: pan}
            - {id: swipe, type: swipe}
            - {id: pinch, type: pinch}
            - {id: rotation, type: rotation}
            - {id: edge, type: screenEdgePan}
        """

    func testEveryGestureTypeBuildsItsRecognizerInFileOrder() throws {
        // Given
        let yaml = Self.everyGesture

        // When
        let layout = try loadLayout(yaml)

        // Then
        let recognizers = try XCTUnwrap(try view("root", in: layout).gestureRecognizers)
        XCTAssertEqual(recognizers.map(\.logName), ["tap", "press", "pan", "swipe", "pinch", "rotation", "edge"])
        XCTAssertTrue(recognizers[0] is UITapGestureRecognizer)
        XCTAssertTrue(recognizers[1] is UILongPressGestureRecognizer)
        XCTAssertTrue(recognizers[2] is UIPanGestureRecognizer)
        XCTAssertTrue(recognizers[3] is UISwipeGestureRecognizer)
        XCTAssertTrue(recognizers[4] is UIPinchGestureRecognizer)
        XCTAssertTrue(recognizers[5] is UIRotationGestureRecognizer)
        XCTAssertTrue(recognizers[6] is UIScreenEdgePanGestureRecognizer)
        XCTAssertTrue(recognizers.allSatisfy { $0.view === layout.view("root") })
    }

    func testUnsetGesturePropertiesKeepUIKitsDefaults() throws {
        // Given
        let yaml = Self.everyGesture

        // When
        let layout = try loadLayout(yaml)

        // Then
        let all = try XCTUnwrap(try view("root", in: layout).gestureRecognizers)
        for r in all {
            XCTAssertTrue(r.cancelsTouchesInView, r.logName)
            XCTAssertFalse(r.delaysTouchesBegan, r.logName)
            XCTAssertTrue(r.delaysTouchesEnded, r.logName)
            XCTAssertTrue(r.isEnabled, r.logName)
            XCTAssertNil(r.delegate, r.logName)
            XCTAssertTrue(r.failureRequirements.isEmpty, r.logName)
            XCTAssertTrue(r.simultaneousRecognizers.isEmpty, r.logName)
        }
        let tap = try XCTUnwrap(try recognizer("tap", in: layout) as? UITapGestureRecognizer)
        XCTAssertEqual([tap.numberOfTapsRequired, tap.numberOfTouchesRequired], [1, 1])
        let press = try XCTUnwrap(try recognizer("press", in: layout) as? UILongPressGestureRecognizer)
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(press.allowableMovement, 10)
        XCTAssertEqual([press.numberOfTapsRequired, press.numberOfTouchesRequired], [0, 1])
        let pan = try XCTUnwrap(try recognizer("pan", in: layout) as? UIPanGestureRecognizer)
        XCTAssertEqual([pan.minimumNumberOfTouches, pan.maximumNumberOfTouches], [1, Int.max])
        let swipe = try XCTUnwrap(try recognizer("swipe", in: layout) as? UISwipeGestureRecognizer)
        XCTAssertEqual(swipe.direction, .right)
        XCTAssertEqual(swipe.numberOfTouchesRequired, 1)
        let edge = try XCTUnwrap(try recognizer("edge", in: layout) as? UIScreenEdgePanGestureRecognizer)
        XCTAssertEqual(edge.edges, [])
    }

    func testTapAndLongPressTakeTapsAndTouches() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures:
                - {id: twoFingerDoubleTap, type: tap, taps: 2, touches: 2}
                - {id: press, type: longPress, taps: 1, touches: 2, minimumPressDuration: 1.5, allowableMovement: 20}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let tap = try XCTUnwrap(try recognizer("twoFingerDoubleTap", in: layout) as? UITapGestureRecognizer)
        XCTAssertEqual([tap.numberOfTapsRequired, tap.numberOfTouchesRequired], [2, 2])
        let press = try XCTUnwrap(try recognizer("press", in: layout) as? UILongPressGestureRecognizer)
        XCTAssertEqual([press.numberOfTapsRequired, press.numberOfTouchesRequired], [1, 2])
        XCTAssertEqual(press.minimumPressDuration, 1.5)
        XCTAssertEqual(press.allowableMovement, 20)
    }

    func testPanTouchesSetsItsMinimumNumberOfTouches() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures: [{id: twoFingerPan, type: pan, touches: 2}]
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual((try recognizer("twoFingerPan", in: layout) as? UIPanGestureRecognizer)?.minimumNumberOfTouches, 2)
    }

    func testSwipeTakesOneDirectionOrSeveral() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures:
                - {id: left, type: swipe, direction: left}
                - {id: vertical, type: swipe, direction: [up, down], touches: 2}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let left = try XCTUnwrap(try recognizer("left", in: layout) as? UISwipeGestureRecognizer)
        XCTAssertEqual(left.direction, .left)
        let vertical = try XCTUnwrap(try recognizer("vertical", in: layout) as? UISwipeGestureRecognizer)
        XCTAssertEqual(vertical.direction, [.up, .down])
        XCTAssertEqual(vertical.numberOfTouchesRequired, 2)
    }

    func testScreenEdgePanTakesOneEdgeSeveralOrAll() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures:
                - {id: back, type: screenEdgePan, edges: left}
                - {id: corners, type: screenEdgePan, edges: [top, right]}
                - {id: any, type: screenEdgePan, edges: all}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual((try recognizer("back", in: layout) as? UIScreenEdgePanGestureRecognizer)?.edges, .left)
        XCTAssertEqual((try recognizer("corners", in: layout) as? UIScreenEdgePanGestureRecognizer)?.edges, [.top, .right])
        XCTAssertEqual((try recognizer("any", in: layout) as? UIScreenEdgePanGestureRecognizer)?.edges, .all)
    }

    func testTheCommonGestureKeysOverrideTheDefaults() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures:
                - {id: tap, type: tap, cancelsTouchesInView: false, delaysTouchesBegan: true,
                   delaysTouchesEnded: false, enabled: false, shouldBegin: false}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let tap = try recognizer("tap", in: layout)
        XCTAssertFalse(tap.cancelsTouchesInView)
        XCTAssertTrue(tap.delaysTouchesBegan)
        XCTAssertFalse(tap.delaysTouchesEnded)
        XCTAssertFalse(tap.isEnabled)
        let delegate = try XCTUnwrap(tap.delegate, "the layout keeps the delegate alive")
        XCTAssertFalse(delegate.gestureRecognizerShouldBegin(tap))
    }

    func testShouldBeginTrueInstallsADelegateThatLetsTheRecognizerBegin() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures: [{id: tap, type: tap, shouldBegin: true}]
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let tap = try recognizer("tap", in: layout)
        XCTAssertEqual(tap.delegate?.gestureRecognizerShouldBegin(tap), true)
    }

    func testRequireToFailAndSimultaneousWithLinkRecognizersByIdEvenAcrossViewsAndLaterInTheFile() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures:
                - {id: singleTap, type: tap, requireToFail: [doubleTap, press], simultaneousWith: [pinch]}
              subviews:
                - id: card
                  gestures:
                    - {id: doubleTap, type: tap, taps: 2}
                    - {id: press, type: longPress}
                    - {id: pinch, type: pinch}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let single = try recognizer("singleTap", in: layout)
        XCTAssertEqual(single.failureRequirements.compactMap { $0.recognizer?.logName }, ["doubleTap", "press"])
        XCTAssertEqual(single.simultaneousRecognizers.compactMap { $0.recognizer?.logName }, ["pinch"])
        XCTAssertTrue(try recognizer("doubleTap", in: layout).failureRequirements.isEmpty)
    }

    func testAGestureIdNamesARecognizerNotAResponder() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures: [{id: tap, type: tap}]
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertNil(layout.objects["tap"]?.responder)
        XCTAssertNil(layout.view("tap"))
    }
}
