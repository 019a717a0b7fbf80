import XCTest
@testable import TapKit

/// A table (`table`, y 100...700 on screen) of `rows` cells 60 points tall
/// (`row0`, `row1`, …, content views `rowN.contentView`), on the harness's
/// root view, which forwards touches so that they reach the table.
func makeTable(rows: Int = 6) -> (TouchTestHarness, UITableView) {
    let h = TouchTestHarness(rootConsumesTouches: false)
    let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    table.identifier = "table"
    table.rowHeight = 60
    table.cells = (0..<rows).map { row in
        let cell = UITableViewCell()
        cell.identifier = "row\(row)"
        cell.contentView.identifier = "row\(row).contentView"
        return cell
    }
    h.root.addSubview(table)
    return (h, table)
}

/// The centre of `row` of a table made by `makeTable`, on screen.
func center(ofRow row: Int) -> CGPoint { CGPoint(x: 195, y: 130 + 60 * CGFloat(row)) }
