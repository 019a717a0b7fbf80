import XCTest
@testable import TapKit
import TapTestSupport

final class UISegmentedControlTests: XCTestCase {
    private var f: CoreFixture!
    private var tabs: UISegmentedControl!

    /// On screen: x 100...400 in three 100 pt segments, y 100...132.
    override func setUp() {
        super.setUp()
        f = CoreFixture()
        tabs = f.add(UISegmentedControl(items: ["Day", "Week", "Month"]), "tabs", CGRect(x: 100, y: 100, width: 300, height: 32))
    }

    func testATapOnASegmentSelectsItOnTouchUpInside() {
        // When
        f.tap(350, 116, at: 0)

        // Then
        XCTAssertEqual(tabs.selectedSegmentIndex, 2)
        assertLog(f.log.matching(.control(tabs)), is: [.control(tabs, .touchDown),
                                                       .control(tabs, .valueChanged, value: .selected(2)),
                                                       .control(tabs, .touchUpInside)])
    }

    func testASegmentedControlSelectsTheSegmentUnderTheFingerWhenItLifts() {
        // When
        f.down(1, 150, 116, at: 0)
        f.move(1, 250, 116, at: 0.1)
        f.up(1, 250, 116, at: 0.2)

        // Then
        XCTAssertEqual(tabs.selectedSegmentIndex, 1)
    }

    func testATapOnTheSelectedSegmentSendsNoValueChanged() {
        // Given
        tabs.selectedSegmentIndex = 0

        // When
        f.tap(150, 116, at: 0)

        // Then
        assertLog(f.log, lacks: .control(tabs, .valueChanged))
        assertLog(f.log, containsInOrder: [.control(tabs, .touchUpInside)])
    }

    func testASegmentedControlStartsWithNoSegmentSelected() {
        // Then
        XCTAssertEqual(tabs.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(tabs.loggedValue, .selected(-1))
    }

    func testATapRecognizerOnASegmentedControlsParentDoesNotKeepItFromSelecting() {
        // Given
        let cardTap = f.addRecognizer(UITapGestureRecognizer(), "cardTap")

        // When
        f.tap(250, 116, at: 0)

        // Then
        XCTAssertEqual(tabs.selectedSegmentIndex, 1)
        assertLog(f.log, lacks: .action(cardTap))
    }
}
