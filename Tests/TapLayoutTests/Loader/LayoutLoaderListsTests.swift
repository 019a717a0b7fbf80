import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// SPEC 11's lists: `tableView` and `collectionView` with `cells`, each
/// cell's subviews in its content view, and what the loader says about
/// list keys where they do not apply.
final class LayoutLoaderListsTests: XCTestCase {
    func testATableViewsCellsAreRowsWhoseSubviewsLiveInTheirContentView() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: table
                  class: tableView
                  frame: [0, 100, 390, 600]
                  rowHeight: 60
                  cells:
                    - {id: row0, subviews: [{id: title0, class: label, frame: [16, 0, 300, 60], text: Inbox}]}
                    - {id: row1}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let table = try XCTUnwrap(try view("table", in: layout) as? UITableView)
        XCTAssertEqual(table.cells.map(\.logName), ["row0", "row1"])
        XCTAssertEqual(table.cells[1].frame, CGRect(x: 0, y: 60, width: 390, height: 60))
        XCTAssertTrue(try view("title0", in: layout).superview === table.cells[0].contentView)
        XCTAssertEqual(hitID(100, 130, in: layout), "row0.contentView")
        XCTAssertEqual(try chain(from: "title0", in: layout).prefix(4), ["title0", "row0.contentView", "row0", "table"])
    }

    func testACollectionViewLaysItsCellsOutByItemSizeAndSpacing() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: grid
                  class: collectionView
                  frame: [0, 0, 250, 600]
                  itemSize: [100, 100]
                  spacing: 20
                  allowsMultipleSelection: true
                  cells: [{id: a}, {id: b}, {id: c}]
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let grid = try XCTUnwrap(try view("grid", in: layout) as? UICollectionView)
        XCTAssertEqual(grid.cells.map(\.frame.origin), [.zero, CGPoint(x: 120, y: 0), CGPoint(x: 0, y: 120)])
        XCTAssertTrue(grid.allowsMultipleSelection)
        XCTAssertTrue(grid.allowsSelection)
    }

    func testACollectionViewWithoutItemSizeUsesEachCellsFrame() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: grid, class: collectionView, frame: [0, 0, 390, 600], cells: [{id: a, frame: [10, 700, 50, 50]}]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let grid = try XCTUnwrap(try view("grid", in: layout) as? UICollectionView)
        XCTAssertEqual(grid.cells[0].frame, CGRect(x: 10, y: 700, width: 50, height: 50))
        XCTAssertEqual(grid.contentSize, CGSize(width: 390, height: 750))
    }

    func testListKeysWhereTheyDoNotApplyAreErrorsAtTheKey() {
        // Given
        let yaml = """
            view:
              id: root
              rowHeight: 50
              subviews:
                - {id: grid, class: collectionView, rowHeight: 40, cells: [{id: a}]}
                - {id: table, class: tableView, itemSize: [10, 10], contentSize: [10, 10], cells: [{id: r, frame: [0, 0, 1, 1], class: button}, {id: s}]}
            """

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:3:3: error: rowHeight applies to tableView only (add class: tableView)",
            "test.yaml:5:41: error: rowHeight applies to tableView only (add class: tableView)",
            "test.yaml:5:64: error: a collectionView cell needs a frame, or give the collectionView itemSize: [w, h]",
            "test.yaml:6:37: error: itemSize applies to collectionView only (add class: collectionView)",
            "test.yaml:6:57: error: contentSize of a list follows its cells; remove it (a tableView's rows are rowHeight tall, a collectionView's cells where their frames or itemSize put them)",
            "test.yaml:6:80: error: give every row of this tableView a frame, or none (rowHeight lays them out)",
            "test.yaml:6:117: error: class does not apply to a cell: a tableView cell is a UITableViewCell; put views in its subviews",
        ])
    }

    func testACellsContentViewIdIsTakenSoALayoutCannotReuseIt() {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: table, class: tableView, cells: [{id: row}]}
                - {id: row.contentView}
            """

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].contains("duplicate id 'row.contentView'"), problems[0])
    }

    func testCellsOfATablesSubviewAreTheTablesRowsInsideThatSubviewAsIOS7To10PutThem() throws {
        // Precondition: a table whose rows are in its UITableViewWrapperView
        let yaml = """
            view:
              id: root
              subviews:
                - id: table
                  class: tableView
                  frame: [0, 100, 390, 600]
                  subviews:
                    - id: wrapper
                      class: scrollView
                      uikitClass: UITableViewWrapperView
                      frame: [0, 0, 390, 600]
                      cells:
                        - {id: a, frame: [0, 0, 390, 50], subviews: [{id: title, class: label, frame: [16, 0, 300, 50]}]}
                        - {id: b, frame: [0, 50, 390, 80]}
            """

        // Action
        let layout = try loadLayout(yaml)
        let table = try XCTUnwrap(try view("table", in: layout) as? UITableView)
        _ = try ScriptRunner.run([ScriptStep(.tap(CGPoint(x: 100, y: 180)))], on: layout.application)

        // Assertion: rows of the table, subviews of the wrapper, at their own frames; a tap selects b
        let wrapper = try view("wrapper", in: layout)
        XCTAssertEqual(table.cells.map(\.logName), ["a", "b"])
        XCTAssertTrue(table.cells.allSatisfy { $0.superview === wrapper })
        XCTAssertEqual(table.cells.map(\.frame.height), [50, 80])
        XCTAssertEqual(table.contentSize.height, 130)
        XCTAssertEqual(try chain(from: "title", in: layout).prefix(5), ["title", "a.contentView", "a", "wrapper", "table"])
        XCTAssertEqual(table.selectedRows, [1])
    }

    func testCellsOfAViewOutsideATableAreAnErrorAtTheKey() {
        // Precondition: cells on a plain view, and on a view inside a table's subview
        let yaml = """
            view:
              id: root
              cells: [{id: a}]
              subviews:
                - {id: table, class: tableView, subviews: [{id: box, subviews: [{id: inner, cells: [{id: b}]}]}]}
            """

        // Action
        let problems = diagnostics(of: yaml)

        // Assertion: one error at each `cells` key
        XCTAssertEqual(problems.count, 2, "\(problems)")
        XCTAssertTrue(problems.first?.hasPrefix("test.yaml:3:3: error:") == true, "\(problems)")
        XCTAssertTrue(problems.last?.hasPrefix("test.yaml:5:81: error:") == true, "\(problems)")
    }
}
