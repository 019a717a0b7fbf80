import Foundation
import TapKit
import TapWindow
import XCTest
import TapTestSupport

/// The event log as the window's panel shows it: chains on one line,
/// repeats counted, kinds filtered, scrolled back.
final class EventLogPanelTests: XCTestCase {
    let chain = ["photo", "root", "rootVC", "main", "application", "appDelegate"]

    private func deliver(_ phase: EventRecord.Event.Phase, touch: Int, to panel: inout EventLogPanel, through responders: [String]? = nil) {
        for responder in responders ?? chain {
            panel.append(EventRecord(t: 0, .touches(phase, responder: .named(responder), touches: [touch])))
        }
    }

    func testADeliveryUpTheResponderChainIsOneLine() {
        // Precondition
        var panel = EventLogPanel()

        // Action
        panel.append(EventRecord(t: 0, .hitTest(touch: 1, view: .named("photo"), walk: nil)))
        deliver(.began, touch: 1, to: &panel)

        // Assertion
        XCTAssertEqual(panel.lines.map(\.displayText),
                       ["hitTest 1 -> photo", "touchesBegan photo → root → rootVC → main → application → appDelegate"])
    }

    func testIdenticalChainsInARowAreOneLineWithACount() {
        // Precondition
        var panel = EventLogPanel()

        // Action: six moves of touch 1, then two of touch 2 (the same line: the log does not name touches)
        for _ in 1...6 { deliver(.moved, touch: 1, to: &panel, through: ["root", "appDelegate"]) }
        for _ in 1...2 { deliver(.moved, touch: 2, to: &panel, through: ["root", "appDelegate"]) }

        // Assertion
        XCTAssertEqual(panel.lines.map(\.displayText), ["touchesMoved root → appDelegate ×8"])
    }

    func testALineBetweenRepeatsStartsANewCount() {
        // Precondition
        var panel = EventLogPanel()

        // Action
        for _ in 1...3 { deliver(.moved, touch: 1, to: &panel) }
        panel.append(EventRecord(t: 0, .gesture(recognizer: .named("zoom"), state: .began, isDiscrete: false)))
        for _ in 1...2 { deliver(.moved, touch: 1, to: &panel) }

        // Assertion
        let moved = "touchesMoved photo → root → rootVC → main → application → appDelegate"
        XCTAssertEqual(panel.lines.map(\.displayText), ["\(moved) ×3", "gesture zoom began", "\(moved) ×2"])
    }

    func testAChainThatGoesFurtherThanTheLastIsNotCountedWithIt() {
        // Precondition: a delivery that stopped at root (root does not call super)
        var panel = EventLogPanel()
        deliver(.moved, touch: 1, to: &panel, through: ["photo", "root"])

        // Action: the next one goes on to the delegate
        deliver(.moved, touch: 1, to: &panel, through: ["photo", "root", "appDelegate"])

        // Assertion
        XCTAssertEqual(panel.lines.map(\.displayText), ["touchesMoved photo → root", "touchesMoved photo → root → appDelegate"])
    }

    func testALongChainIsShortenedInTheMiddleSoTheCountShows() {
        // Precondition
        var panel = EventLogPanel()

        // Action
        for _ in 1...6 { deliver(.moved, touch: 1, to: &panel) }

        // Assertion
        XCTAssertEqual(panel.lines.first?.shortText, "touchesMoved photo → root → … → appDelegate ×6")
    }

    func testFiltersHideAKindByItsRecordAndShowItAgain() {
        // Precondition: one record of each filtered kind, and a press
        var panel = EventLogPanel()
        panel.append(EventRecord(t: 0, .hitTest(touch: 1, view: .named("button"), walk: nil)))
        panel.append(EventRecord(t: 0, .action(recognizer: .named("tap"))))
        panel.append(EventRecord(t: 0, .control(control: .named("button"), event: .touchUpInside)))
        panel.append(EventRecord(t: 0, .scroll(view: .named("list"), offset: CGPoint(x: 0, y: 40))))
        panel.append(EventRecord(t: 0, .presses(.began, responder: .named("field"), key: "space")))

        // Action
        panel.toggle(.touches)
        panel.toggle(.gestures)
        let hidden = panel.shownLines.map(\.text)
        panel.toggle(.gestures)
        panel.toggle(.controls)
        panel.toggle(.scroll)
        let others = panel.shownLines.map(\.text)

        // Assertion: presses are always shown
        XCTAssertEqual(hidden, ["control button touchUpInside", "scroll list 0,40", "pressesBegan field space"])
        XCTAssertEqual(others, ["action tap", "pressesBegan field space"])
        XCTAssertEqual(panel.hidden, [.touches, .controls, .scroll])
    }

    func testScrollbackStopsAtTheOldestAndTheNewestLine() {
        // Precondition: 30 different lines on a panel with room for 10
        var panel = EventLogPanel()
        for i in 1...30 { panel.append(EventRecord(t: 0, .action(recognizer: .named("r\(i)")))) }

        // Action
        panel.scroll(by: 12, visible: 10)
        let back = panel.page(visible: 10).map(\.text)
        panel.scroll(by: 100, visible: 10)
        let oldest = panel.page(visible: 10).map(\.text)
        panel.scroll(by: -100, visible: 10)

        // Assertion
        XCTAssertEqual(back.first, "action r9")
        XCTAssertEqual(back.last, "action r18")
        XCTAssertEqual(oldest.first, "action r1")
        XCTAssertEqual(panel.scrollBack, 0)
        XCTAssertEqual(panel.page(visible: 10).last?.text, "action r30")
    }

    func testScrolledBackThePanelStaysOnTheLinesBeingReadAsNewOnesCome() {
        // Precondition
        var panel = EventLogPanel()
        for i in 1...30 { panel.append(EventRecord(t: 0, .action(recognizer: .named("r\(i)")))) }
        panel.scroll(by: 5, visible: 10)
        let before = panel.page(visible: 10).map(\.text)

        // Action
        for i in 31...33 { panel.append(EventRecord(t: 0, .action(recognizer: .named("r\(i)")))) }

        // Assertion
        XCTAssertEqual(panel.page(visible: 10).map(\.text), before)
        XCTAssertEqual(panel.scrollBack, 8)
    }
}
