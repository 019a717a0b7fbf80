import XCTest
@testable import TapKit
import TapTestSupport

/// How a table selects a row (SPEC 11; see CellTouchTracker): highlight
/// once the content touch is delivered, select on touch up inside the cell,
/// nothing for a touch that became a scroll, landed on a control, or was
/// cancelled by a recognizer.
final class UITableViewSelectionTests: XCTestCase {
    func testATableSelectsARowOnTouchUpInsideTheCell() {
        // Given
        let (h, table) = makeTable()

        // When
        h.tap(at: center(ofRow: 1), time: 0)

        // Then
        assertLog(h.log.of(.highlight, .unhighlight, .select, .deselect),
                  is: [.list(.highlight, table, row: 1), .list(.unhighlight, table, row: 1),
                       .list(.select, table, row: 1)])
        XCTAssertEqual(table.selectedRows, [1])
        XCTAssertTrue(table.cells[1].isSelected)
        XCTAssertFalse(table.cells[1].isHighlighted)
    }

    func testARowHighlightsOnlyAfterTheContentTouchDelay() {
        // Given
        let (h, table) = makeTable()

        // When
        h.down(1, center(ofRow: 2), at: 0)
        h.advance(to: 0.1)
        let before = table.cells[2].isHighlighted
        h.advance(to: 0.2)

        // Then
        XCTAssertFalse(before)
        XCTAssertTrue(table.cells[2].isHighlighted)
        assertLog(h.log.of(.highlight), is: [.list(.highlight, table, row: 2)])
    }

    func testAQuickTapHighlightsAtTouchUpThenSelects() {
        // Given
        let (h, table) = makeTable()

        // When
        h.down(1, center(ofRow: 0), at: 0)
        h.advance(to: 0.05)
        let beforeUp = h.log.of(.highlight)
        h.up(1, center(ofRow: 0), at: 0.05)

        // Then
        XCTAssertTrue(beforeUp.isEmpty)
        assertLog(h.log, containsInOrder: [.touchesBegan(table.cells[0].contentView), .list(.highlight, table, row: 0),
                                           .touchesEnded(table.cells[0].contentView),
                                           .list(.unhighlight, table, row: 0), .list(.select, table, row: 0)])
    }

    func testSelectingAnotherRowFirstDeselectsTheOldOne() {
        // Given
        let (h, table) = makeTable()
        h.tap(at: center(ofRow: 0), time: 0)

        // When
        h.tap(at: center(ofRow: 3), time: 1)

        // Then
        assertLog(h.log, containsInOrder: [.list(.select, table, row: 0), .list(.unhighlight, table, row: 3),
                                           .list(.deselect, table, row: 0), .list(.select, table, row: 3)])
        XCTAssertEqual(table.selectedRows, [3])
        XCTAssertFalse(table.cells[0].isSelected)
    }

    func testTappingASelectedRowInMultipleSelectionDeselectsIt() {
        // Given
        let (h, table) = makeTable()
        table.allowsMultipleSelection = true
        h.tap(at: center(ofRow: 0), time: 0)
        h.tap(at: center(ofRow: 1), time: 1)

        // When
        h.tap(at: center(ofRow: 0), time: 2)

        // Then
        assertLog(h.log.of(.select, .deselect), is: [.list(.select, table, row: 0), .list(.select, table, row: 1),
                                                     .list(.deselect, table, row: 0)])
        XCTAssertEqual(table.selectedRows, [1])
    }

    func testATouchThatBecomesAScrollDoesNotSelect() {
        // Given
        let (h, table) = makeTable(rows: 20)

        // When
        h.down(1, center(ofRow: 4), at: 0)
        h.advance(to: 0.3)
        h.drag(from: center(ofRow: 4), to: center(ofRow: 1), start: 0.3, duration: 0.3)

        // Then
        assertLog(h.log, containsInOrder: [.list(.highlight, table, row: 4),
                                           .touchesCancelled(table.cells[4].contentView),
                                           .list(.unhighlight, table, row: 4)])
        assertLog(h.log, lacks: .list(.select, table, row: 4))
        XCTAssertEqual(table.selectedRows, [])
        XCTAssertGreaterThan(table.contentOffset.y, 0)
    }

    func testADragThatScrollsBeforeTheDelayNeverHighlights() {
        // Given
        let (h, _) = makeTable(rows: 20)

        // When
        h.drag(from: center(ofRow: 4), to: center(ofRow: 1), start: 0, duration: 0.1)

        // Then
        XCTAssertTrue(h.log.of(.highlight, .unhighlight, .select).isEmpty)
    }

    func testAButtonInACellGetsItsTapAndTheRowIsNotSelected() {
        // Given
        let (h, table) = makeTable()
        let button = UIButton(frame: CGRect(x: 280, y: 10, width: 100, height: 40))
        button.identifier = "follow"
        table.cells[1].contentView.addSubview(button)

        // When
        h.tap(at: pt(330, 190), time: 0)

        // Then
        assertLog(h.log, containsInOrder: [.control(button, .touchDown), .control(button, .touchUpInside)])
        XCTAssertTrue(h.log.of(.highlight, .select).isEmpty)
        XCTAssertEqual(table.selectedRows, [])
    }

    func testATapRecognizerOnTheCellThatCancelsTouchesPreventsTheSelection() {
        // Given
        let (h, table) = makeTable()
        let tap = h.add(UITapGestureRecognizer(), named: "cellTap", to: table.cells[2])

        // When
        h.tap(at: center(ofRow: 2), time: 0, duration: 0.3)

        // Then
        assertLog(h.log, containsInOrder: [.list(.highlight, table, row: 2), .gesture(tap, .recognized),
                                           .touchesCancelled(table.cells[2].contentView),
                                           .list(.unhighlight, table, row: 2)])
        assertLog(h.log, lacks: .list(.select, table, row: 2))
    }

    func testATapRecognizerThatDoesNotCancelTouchesLetsTheRowBeSelectedToo() {
        // Given
        let (h, table) = makeTable()
        let tap = h.add(UITapGestureRecognizer(), named: "cellTap", to: table.cells[2].contentView)
        tap.cancelsTouchesInView = false

        // When
        h.tap(at: center(ofRow: 2), time: 0, duration: 0.3)

        // Then
        assertLog(h.log, containsInOrder: [.gesture(tap, .recognized), .action(tap), .list(.select, table, row: 2)])
        XCTAssertEqual(table.selectedRows, [2])
    }

    func testATouchThatLiftsOutsideTheCellUnhighlightsWithoutSelecting() {
        // Given
        let (h, table) = makeTable()
        table.isScrollEnabled = false
        h.down(1, center(ofRow: 1), at: 0)
        h.advance(to: 0.3)

        // When
        h.move(1, center(ofRow: 3), at: 0.4)
        h.up(1, center(ofRow: 3), at: 0.5)

        // Then
        assertLog(h.log.of(.highlight, .unhighlight, .select), is: [.list(.highlight, table, row: 1),
                                                                    .list(.unhighlight, table, row: 1)])
    }

    func testWithoutAllowsSelectionATapNeitherHighlightsNorSelects() {
        // Given
        let (h, table) = makeTable()
        table.allowsSelection = false

        // When
        h.tap(at: center(ofRow: 1), time: 0)

        // Then
        XCTAssertTrue(h.log.of(.highlight, .select).isEmpty)
        XCTAssertEqual(table.selectedRows, [])
    }

    func testSelectingARowFromCodeIsNotLogged() {
        // Given
        let (h, table) = makeTable()

        // When
        table.selectRow(at: 2)
        table.selectRow(at: 4)

        // Then
        XCTAssertEqual(table.selectedRows, [4])
        XCTAssertFalse(table.cells[2].isSelected)
        XCTAssertTrue(h.log.of(.select, .deselect).isEmpty)
    }
}
