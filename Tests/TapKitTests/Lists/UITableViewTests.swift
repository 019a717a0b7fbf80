import XCTest
@testable import TapKit
import TapTestSupport

/// How a table lays out its rows: top to bottom, as wide as the table,
/// `rowHeight` tall, its content size following them.
final class UITableViewTests: XCTestCase {
    func testATableLaysItsCellsOutTopToBottomAtTheDefaultRowHeight() {
        // Given
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))

        // When
        table.cells = [UITableViewCell(), UITableViewCell(), UITableViewCell()]

        // Then
        XCTAssertEqual(table.cells.map(\.frame), [CGRect(x: 0, y: 0, width: 300, height: 44),
                                                  CGRect(x: 0, y: 44, width: 300, height: 44),
                                                  CGRect(x: 0, y: 88, width: 300, height: 44)])
        XCTAssertEqual(table.contentSize, CGSize(width: 300, height: 132))
    }

    func testChangingTheRowHeightMovesTheRowsAndTheContentSize() {
        // Given
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        table.cells = [UITableViewCell(), UITableViewCell()]

        // When
        table.rowHeight = 80

        // Then
        XCTAssertEqual(table.cells[1].frame, CGRect(x: 0, y: 80, width: 300, height: 80))
        XCTAssertEqual(table.contentSize, CGSize(width: 300, height: 160))
    }

    func testACellsContentViewFillsTheCellAndHoldsItsContent() {
        // Given
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        let cell = UITableViewCell()
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: 200, height: 44))
        cell.contentView.addSubview(label)

        // When
        table.cells = [cell]

        // Then
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 300, height: 44))
        XCTAssertTrue(cell.contentView.superview === cell)
        XCTAssertTrue(table.hitTest(CGPoint(x: 20, y: 20), with: nil) === label.superview)
    }

    func testATableBouncesVerticallyEvenWhenItsRowsFit() {
        // Given
        let (h, table) = makeTable(rows: 2)

        // When
        h.drag(from: pt(195, 600), to: pt(195, 500), start: 0, duration: 0.2, lift: false)

        // Then
        XCTAssertTrue(table.alwaysBounceVertical)
        XCTAssertGreaterThan(table.contentOffset.y, 0)
    }

    func testReplacingTheCellsRemovesTheOldOnesAndForgetsTheirSelection() {
        // Given
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        let old = [UITableViewCell(), UITableViewCell(), UITableViewCell()]
        table.cells = old
        table.selectRow(at: 2)

        // When
        table.cells = [UITableViewCell()]

        // Then
        XCTAssertNil(old[2].superview)
        XCTAssertEqual(table.selectedRows, [])
    }
}
