import XCTest
@testable import TapKit
import TapTestSupport

final class UISwitchTests: XCTestCase {
    private var f: CoreFixture!
    private var toggle: UISwitch!

    /// On screen: x 100...151, y 100...131 (UIKit's 51 × 31 switch).
    override func setUp() {
        super.setUp()
        f = CoreFixture()
        toggle = f.add(UISwitch(), "wifi", CGRect(x: 100, y: 100, width: 51, height: 31))
    }

    private func drag(fromX x0: CGFloat, toX x1: CGFloat, y: CGFloat = 115) {
        f.down(1, x0, y, at: 0)
        for step in 1...6 { f.move(1, x0 + (x1 - x0) * CGFloat(step) / 6, y, at: Double(step) / 60) }
        f.up(1, x1, y, at: 0.2)
    }

    func testATapOnASwitchTogglesItAndSendsValueChanged() {
        // Given
        XCTAssertFalse(toggle.isOn)

        // When
        f.tap(125, 115, at: 0)

        // Then
        XCTAssertTrue(toggle.isOn)
        assertLog(f.log, containsInOrder: [.control(toggle, .touchDown),
                                           .control(toggle, .valueChanged, value: .on(true)),
                                           .control(toggle, .touchUpInside)])
    }

    func testASecondTapTurnsTheSwitchOffAgain() {
        // Given
        f.tap(125, 115, at: 0)

        // When
        f.tap(125, 115, at: 1)

        // Then
        XCTAssertFalse(toggle.isOn)
        assertRecord(f.log.matching(.control(toggle, .valueChanged)).last,
                     is: .control(toggle, .valueChanged, value: .on(false)))
    }

    func testATouchThatLiftsOutsideTheSwitchDoesNotToggleIt() {
        // Given
        f.down(1, 125, 115, at: 0)

        // When
        f.move(1, 125, 300, at: 0.1)
        f.up(1, 125, 300, at: 0.2)

        // Then
        XCTAssertFalse(toggle.isOn)
        assertLog(f.log, lacks: .control(toggle, .valueChanged, value: .on(true)))
        assertLog(f.log, containsInOrder: [.control(toggle, .touchUpOutside)])
    }

    func testDraggingTheThumbPastTheMiddleTurnsTheSwitchOn() {
        // Given
        XCTAssertEqual(toggle.thumbFrame?.minX, 2)

        // When
        drag(fromX: 114, toX: 145)

        // Then
        XCTAssertTrue(toggle.isOn)
        assertLog(f.log, containsInOrder: [.control(toggle, .valueChanged, value: .on(true)),
                                           .control(toggle, .touchUpInside)])
    }

    func testDraggingTheThumbThatStopsShortOfTheMiddleLeavesTheSwitchAsItWas() {
        // When
        drag(fromX: 104, toX: 120)

        // Then
        XCTAssertFalse(toggle.isOn)
        assertLog(f.log, lacks: .control(toggle, .valueChanged, value: .on(true)))
    }

    func testATapRecognizerOnASwitchsParentDoesNotKeepTheSwitchFromToggling() {
        // Given
        let rowTap = f.addRecognizer(UITapGestureRecognizer(), "rowTap")

        // When
        f.tap(125, 115, at: 0)

        // Then
        XCTAssertTrue(toggle.isOn)
        assertLog(f.log, containsInOrder: [.control(toggle, .valueChanged, value: .on(true)),
                                           .control(toggle, .touchUpInside)])
        assertLog(f.log, lacks: .action(rowTap))
    }

    func testAPanOnAnAncestorDoesNotTakeADragOfTheSwitchsThumb() {
        // Given
        let sheetPan = f.addRecognizer(UIPanGestureRecognizer(), "sheetPan")

        // When
        drag(fromX: 114, toX: 150)

        // Then
        XCTAssertTrue(toggle.isOn)
        assertLog(f.log, lacks: .gesture(sheetPan, .began))
        assertLog(f.log, lacks: .control(toggle, .touchCancel))
    }
}
