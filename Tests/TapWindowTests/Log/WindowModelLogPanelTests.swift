import Foundation
import TapExplain
import TapKit
import TapWindow
import XCTest

/// The window model driven headlessly: the event log panel's keys and wheel.
final class WindowModelLogPanelTests: WindowModelTestCase {
    func testKeysSixToNineHideAndShowTheLogsKinds() throws {
        // Precondition: a click on button2 (hit test, touches, control events)
        let (model, _) = try model()
        click(model, at: onButton2, now: 1)

        // Action
        key(model, "6", now: 2)
        let withoutTouches = model.log.panel.shownLines.map(\.text)
        key(model, "8", now: 2.1)
        let withoutControls = model.log.panel.shownLines.map(\.text)
        let status = model.status
        key(model, "6", now: 2.2)

        // Assertion
        XCTAssertEqual(withoutTouches, ["control button2 touchDown", "control button2 touchUpInside", "control button2 primaryActionTriggered"])
        XCTAssertEqual(withoutControls, [])
        XCTAssertEqual(model.log.panel.hidden, [.controls])
        XCTAssertEqual(status, "Event log: controls hidden.")
        XCTAssertEqual(model.status, "Event log: touches shown.")
        XCTAssertEqual(model.logLines.count, 6, "the log itself keeps every record")
    }

    func testTheHelpLineListsTheLogKeysInBothLanguages() throws {
        for language in Language.allCases {
            // Action
            let chips = HelpChip.all(in: language)

            // Assertion
            for filter in LogFilter.allCases {
                XCTAssertTrue(chips.contains { $0.key == filter.key && $0.action == .toggleLogFilter(filter) }, "\(language) \(filter)")
            }
            XCTAssertTrue(chips.contains { $0.key == "pgup/pgdn" }, "\(language)")
            XCTAssertTrue(chips.contains { $0.key == "alt+shift+drag" }, "\(language)")
        }
    }

    func testPageUpScrollsTheLogBackAPageAndPageDownReturns() throws {
        // Precondition: more clicks than the log panel shows
        let (model, _) = try model()
        for i in 0..<20 { click(model, at: CGPoint(x: 100, y: 600 + CGFloat(i)), now: 1 + Double(i)) }
        let page = model.layout.visibleLogLines
        let newest = model.log.panel.page(visible: page).last

        // Action
        key(model, "pageup", now: 30)
        let back = model.log.panel.scrollBack
        key(model, "pagedown", now: 31)

        // Assertion
        XCTAssertGreaterThan(page, 3)
        XCTAssertEqual(back, page - 1)
        XCTAssertEqual(model.log.panel.scrollBack, 0)
        XCTAssertEqual(model.log.panel.page(visible: page).last, newest)
        XCTAssertEqual(model.status, "Event log: at the newest line.")
    }

    func testTheWheelOverTheLogScrollsItBack() throws {
        // Precondition
        let (model, _) = try model()
        for i in 0..<20 { click(model, at: CGPoint(x: 100, y: 600 + CGFloat(i)), now: 1 + Double(i)) }
        let log = model.layout.logRect
        model.handle(.mouseMoved(x: Double(log.midX), y: Double(log.midY), buttonsDown: false, modifiers: []), now: 30)

        // Action
        model.handle(.mouseWheel(dx: 0, dy: 2), now: 30.1)

        // Assertion
        XCTAssertEqual(model.log.panel.scrollBack, 6)
        XCTAssertEqual(model.treeScroll, 0)
    }
}
