import XCTest
@testable import TapKit
import TapTestSupport

final class UIControlTests: XCTestCase {
    private var f: CoreFixture!
    private var panel: UIView!
    private var button: UIButton!

    override func setUp() {
        super.setUp()
        f = CoreFixture()
        panel = f.addView("panel", CGRect(x: 0, y: 100, width: 390, height: 400))
        // On screen: x 100...200, y 200...250
        button = f.add(UIButton(), "b", CGRect(x: 100, y: 100, width: 100, height: 50), to: panel)
    }

    /// The control events the button sent, in order.
    private var controlEvents: [UIControl.Event] { f.log.controlEvents(of: button) }

    @discardableResult
    private func tapGesture(_ name: String, on view: UIView) -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer()
        tap.name = name
        tap.addAction { _ in }
        view.addGestureRecognizer(tap)
        return tap
    }

    func testATapOnAButtonSendsTouchDownTouchUpInsideThenPrimaryActionTriggered() {
        // When
        f.tap(150, 225, at: 0)

        // Then
        XCTAssertEqual(controlEvents, [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    func testAControlDoesNotPassItsTouchesUpTheChain() {
        // When
        f.tap(150, 225, at: 0)

        // Then
        assertLog(f.log, containsInOrder: [.touchesBegan(button), .touchesEnded(button)])
        assertLog(f.log, lacks: .touchesBegan(panel))
        assertLog(f.log, lacks: .touchesEnded(panel))
    }

    func testActionsRunForTheEventsTheyWereAddedFor() {
        // Given
        var ran: [String] = []
        button.addAction(UIAction { action in ran.append("up \(action.sender?.logName ?? "nil")") }, for: .touchUpInside)
        button.addAction(UIAction { _ in ran.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in ran.append("cancel") }, for: .touchCancel)

        // When
        f.tap(150, 225, at: 0)

        // Then
        XCTAssertEqual(ran, ["up b", "primary"])
    }

    func testASecondQuickTapAlsoSendsTouchDownRepeat() {
        // When
        f.tap(150, 225, at: 0)
        f.tap(150, 225, at: 0.2)

        // Then
        XCTAssertEqual(controlEvents.filter { $0 == .touchDown || $0 == .touchDownRepeat },
                       [.touchDown, .touchDown, .touchDownRepeat])
    }

    func testDraggingWithinTheSlopStaysInsideAndStillEndsInside() {
        // When: 60 pt below the bottom edge is within the 70 pt slop
        f.down(1, 150, 225, at: 0)
        f.move(1, 150, 310, at: 0.1)
        f.up(1, 150, 310, at: 0.2)

        // Then
        XCTAssertEqual(controlEvents, [.touchDown, .touchDragInside, .touchUpInside, .primaryActionTriggered])
    }

    func testDraggingOutPastTheSlopExitsBeforeDraggingOutsideThenEndsOutside() {
        // When: 80 pt below the bottom edge is past the 70 pt slop
        f.down(1, 150, 225, at: 0)
        f.move(1, 150, 290, at: 0.1)
        f.move(1, 150, 330, at: 0.2)
        f.move(1, 150, 340, at: 0.3)
        f.up(1, 150, 340, at: 0.4)

        // Then
        XCTAssertEqual(controlEvents, [.touchDown, .touchDragInside, .touchDragExit, .touchDragOutside, .touchDragOutside,
                                       .touchUpOutside])
        XCTAssertFalse(button.isHighlighted)
    }

    func testDraggingBackInEntersBeforeDraggingInside() {
        // When
        f.down(1, 150, 225, at: 0)
        f.move(1, 150, 400, at: 0.1)
        f.move(1, 150, 230, at: 0.2)
        f.up(1, 150, 230, at: 0.3)

        // Then
        XCTAssertEqual(controlEvents, [.touchDown, .touchDragExit, .touchDragOutside, .touchDragEnter, .touchDragInside,
                                       .touchUpInside, .primaryActionTriggered])
    }

    func testAButtonIsHighlightedOnlyWhileATouchIsInside() {
        // When
        f.down(1, 150, 225, at: 0)
        let pressed = button.isHighlighted
        f.move(1, 150, 400, at: 0.1)
        let draggedOut = button.isHighlighted
        f.up(1, 150, 400, at: 0.2)

        // Then
        XCTAssertTrue(pressed)
        XCTAssertFalse(draggedOut)
        XCTAssertFalse(button.isHighlighted)
        XCTAssertFalse(button.isTracking)
    }

    func testADisabledControlIsNotHitAndSendsNothing() {
        // Given
        button.isEnabled = false

        // When
        f.tap(150, 225, at: 0)

        // Then
        assertRecord(f.log.records.first, is: .hitTest(1, panel))
        XCTAssertTrue(f.log.of(.control).isEmpty)
        XCTAssertTrue(button.state.contains(.disabled))
    }

    func testATapRecognizerOnTheButtonsSuperviewDoesNotFireOnATapOnTheButton() {
        // Given
        let tapPanel = tapGesture("tapPanel", on: panel)

        // When
        f.tap(150, 225, at: 0)

        // Then: iOS 6's exemption — the control wins
        XCTAssertEqual(controlEvents, [.touchDown, .touchUpInside, .primaryActionTriggered])
        assertLog(f.log, lacks: .gesture(tapPanel, .recognized))
        assertLog(f.log, lacks: .action(tapPanel))
        XCTAssertTrue(f.log.contains(.gesture(tapPanel, .failed)))
    }

    func testATapRecognizerOnTheButtonsSuperviewStillFiresOutsideTheButton() {
        // Given
        let tapPanel = tapGesture("tapPanel", on: panel)

        // When
        f.tap(20, 150, at: 0)

        // Then
        assertLog(f.log, containsInOrder: [.gesture(tapPanel, .recognized), .action(tapPanel)])
    }

    func testADoubleTapRecognizerOnTheSuperviewIsNotExempted() {
        // Given
        let double = tapGesture("doublePanel", on: panel)
        double.numberOfTapsRequired = 2

        // When
        f.tap(150, 225, at: 0)
        f.tap(150, 225, at: 0.2)

        // Then
        assertLog(f.log, containsInOrder: [.control(button, .touchDown), .gesture(double, .recognized),
                                           .control(button, .touchCancel), .action(double)])
    }

    func testATapRecognizerOnTheButtonItselfFiresAndTheButtonGetsTouchCancel() {
        // Given
        let tapB = tapGesture("tapB", on: button)

        // When
        f.tap(150, 225, at: 0)

        // Then
        assertLog(f.log, containsInOrder: [.control(button, .touchDown), .gesture(tapB, .recognized),
                                           .control(button, .touchCancel), .action(tapB)])
        assertLog(f.log, lacks: .control(button, .touchUpInside))
        assertLog(f.log, lacks: .control(button, .primaryActionTriggered))
    }
}
