import Foundation
import TapKit
import TapLayout
import TapPicture
import TapWindow
import XCTest

/// The window model driven headlessly: selection.
final class WindowModelSelectionTests: WindowModelTestCase {
    func testInPickModeAClickOnTheCanvasSelectsTheViewThereInsteadOfTouchingIt() throws {
        // Given pick mode
        let (model, _) = try model()
        key(model, "p", now: 1)
        XCTAssertTrue(model.isPicking)
        // When the canvas is clicked on button2
        click(model, at: onButton2, now: 2)
        // Then button2 is selected and nothing was touched
        XCTAssertEqual(model.selectedView?.logName, "button2")
        XCTAssertTrue(model.logLines.isEmpty, "\(model.logLines)")
        // When escape is pressed, clicks are touches again
        key(model, "escape", now: 3)
        XCTAssertFalse(model.isPicking)
        click(model, at: onButton2, now: 4)
        XCTAssertTrue(model.logLines.contains("hitTest 1 -> button2"))
    }

    func testPickModeSelectsWhatIsDrawnEvenWhenItTakesNoTouches() throws {
        // Given button2 with interaction off, in pick mode
        let (model, _) = try model()
        view(model, "button2")?.isUserInteractionEnabled = false
        key(model, "p", now: 1)
        // When it is clicked on the canvas
        click(model, at: onButton2, now: 2)
        // Then it is selected anyway (so it can be switched back on)
        XCTAssertEqual(model.selectedView?.logName, "button2")
    }

    func testClickingATreeRowSelectsItsView() throws {
        // Given the tree of the overlapping buttons
        let (model, _) = try model()
        XCTAssertEqual(model.treeRows.map(\.view.logName), ["main", "root", "green", "button1", "button2"])
        XCTAssertEqual(model.treeRows.map(\.depth), [0, 1, 2, 3, 3])
        // When the fourth row is clicked
        let row = model.layout.treeRowRect(3)
        model.handle(.mouseDown(x: Double(row.midX), y: Double(row.midY), button: .left, modifiers: [], clicks: 1), now: 1)
        model.handle(.mouseUp(x: Double(row.midX), y: Double(row.midY), button: .left, modifiers: []), now: 1.1)
        // Then button1 is selected and its properties are listed
        XCTAssertEqual(model.selectedView?.logName, "button1")
        let properties = Dictionary(model.selectedProperties.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(properties["class"], "UIButton")
        XCTAssertEqual(properties["frame"], "40, 60, 200 × 120")
        XCTAssertEqual(properties["hidden"], "no")
        XCTAssertEqual(properties["hit rule"], "default; insets -20; shape rects")
    }

    func testTogglingHiddenOnTheSelectedViewRerunsTheWalkAtTheLastTouchPoint() throws {
        // Given a tap on button2 and button2 selected
        let (model, _) = try model()
        click(model, at: onButton2, now: 1)
        model.select(view(model, "button2"))
        // When 1 hides it
        key(model, "1", now: 2)
        // Then the walk at the same point now ends in button1 (its enlarged edge is under button2)
        XCTAssertEqual(view(model, "button2")?.isHidden, true)
        XCTAssertEqual(model.walk?.hitView?.logName, "button1")
        XCTAssertEqual(model.walk?.steps.first { $0.viewID == "button2" }?.verdict, .hidden)
        // When 1 is pressed again, button2 is back
        key(model, "1", now: 3)
        XCTAssertEqual(model.walk?.hitView?.logName, "button2")
    }

    func testAlphaGoesBelowTheTransparencyLimitAndBack() throws {
        // Given button2 selected after a tap on it
        let (model, _) = try model()
        click(model, at: onButton2, now: 1)
        model.select(view(model, "button2"))
        // When 2 is pressed
        key(model, "2", now: 2)
        // Then its alpha is 0.005, below 0.01, and the walk skips it
        XCTAssertEqual(model.selectedView?.alpha ?? 1, 0.005, accuracy: 1e-9)
        XCTAssertEqual(model.walk?.steps.first { $0.viewID == "button2" }?.verdict, .alpha)
        // When 2 is pressed again, alpha is back to 1
        key(model, "2", now: 3)
        XCTAssertEqual(model.selectedView?.alpha ?? 0, 1, accuracy: 1e-9)
    }

    func testInteractionAndClipsToggleOnTheSelectedView() throws {
        // Given green selected
        let (model, _) = try model()
        click(model, at: onButton2, now: 1)
        model.select(view(model, "green"))
        // When 3 and 4 are pressed
        key(model, "3", now: 2)
        key(model, "4", now: 2.1)
        // Then green's interaction is off, it clips, and the walk stops at it
        XCTAssertEqual(model.selectedView?.isUserInteractionEnabled, false)
        XCTAssertEqual(model.selectedView?.clipsToBounds, true)
        XCTAssertEqual(model.walk?.hitView?.logName, "root")
    }

    func testToggleKeysWithoutASelectionOnlyExplain() throws {
        // Given no selection
        let (model, _) = try model()
        // When 1 is pressed
        key(model, "1", now: 1)
        // Then nothing changed and the status says what to do
        XCTAssertTrue(model.treeRows.allSatisfy { !$0.view.isHidden })
        XCTAssertTrue(model.status.contains("Select a view first"), model.status)
    }

    func testASelectedControlListsItsValueAsItsValueChangedLineWritesIt() throws {
        // Given the switch layout, its switch selected
        let (model, _) = try model(["115-switch-toggles.yaml"])
        model.select(view(model, "wifi"))
        XCTAssertEqual(model.selectedProperties.first { $0.label == "value" }?.value, "on=false")
        // When the switch is clicked
        click(model, at: CGPoint(x: 328, y: 230), now: 1)
        // Then the value follows it
        XCTAssertEqual(model.selectedProperties.first { $0.label == "value" }?.value, "on=true")
    }
}
