import Foundation
import XCTest
import TapExplain
@testable import TapKit
@testable import TapLayout

/// SPEC 14, "Dumped cells in every era": iOS 7–10 put a table's cells in
/// its private `UITableViewWrapperView` (a scroll view that never scrolls
/// on its own); they are still the table's rows, so a tap selects them, as
/// it does a cell printed directly under its table. The wrapper stays the
/// view the dump printed, in its place: hit testing does not change.
final class TableWrapperRowsTests: XCTestCase {
    private static let wechat = "10-ios7-cycript-wechat-tablewrapper-offset.txt"
    private static let cell = "MultiSelectTableViewCell-0x1678b220"
    private static let table = "MMTableView-0x15bbb400"
    private static let wrapper = "UITableViewWrapperView-0x168a4970"

    private func realDump(_ file: String) throws -> LoadedLayout {
        try LayoutLoader.load(path: XCTUnwrap(RealDumpTests.folder).appendingPathComponent(file).path)
    }

    /// What happens to `id` when `steps` are played.
    private func answer(about id: String, in layout: LoadedLayout, _ steps: [ScriptStep]) throws -> WhyAnswer? {
        let view = try XCTUnwrap(layout.view(id))
        return layout.application.explainDelivery(of: .view(view)) { observer in
            _ = try? ScriptRunner.run(steps, on: layout.application, observer: observer)
        }
    }

    func testAWeChatCellInsideTheTableWrapperIsARowOfTheTableAndATapSelectsIt() throws {
        // Precondition: iOS 7's MMTableView → UITableViewWrapperView → MultiSelectTableViewCell (baseClass UITableViewCell)
        let layout = try realDump(Self.wechat)
        let table = try XCTUnwrap(layout.view(Self.table) as? UITableView)
        let cell = try XCTUnwrap(layout.view(Self.cell))
        XCTAssertTrue(cell is SelectableCell)
        XCTAssertTrue(cell.superview === layout.view(Self.wrapper))
        XCTAssertEqual(table.cells.map(\.logName), [Self.cell, "MultiSelectTableViewCell-0x167ccaa0", "MultiSelectTableViewCell-0x167297a0"])

        // Action: a tap on the row's visible part (content y 163–204, offset 178)
        let answer = try answer(about: Self.cell, in: layout, [ScriptStep(.tap(CGPoint(x: 160, y: 13)))])

        // Assertion: the table selected row 0; the answer is the row's, not a plain view's
        XCTAssertEqual(table.selectedRows, [0])
        XCTAssertEqual(answer?.rule, .worked)
        XCTAssertEqual(try chain(from: Self.cell, in: layout).prefix(3), [Self.cell, Self.wrapper, Self.table])
    }

    func testTheWrapperChangesNoHitAndStaysAPlainScrollViewThatNeverScrolls() throws {
        // Precondition
        let layout = try realDump(Self.wechat)
        let wrapper = try XCTUnwrap(layout.view(Self.wrapper) as? UIScrollView)

        // Action
        let hits = [(160, 100), (290, 30), (160, 430), (160, 10)].map { hitID(CGFloat($0.0), CGFloat($0.1), in: layout) }

        // Assertion: the hand-worked answers, the wrapper itself among them; it is no list and cannot scroll
        XCTAssertEqual(hits, [Self.wrapper, "UIButton-0x16674b10", Self.table, "UIView-0x14d34a60"])
        XCTAssertFalse(wrapper is UITableView)
        XCTAssertFalse(wrapper.canScrollVertically || wrapper.canScrollHorizontally)
    }

    func testADragOnAWrappedRowScrollsTheTableNotTheWrapperAndSelectsNothing() throws {
        // Precondition: the table is at contentOffset 178
        let layout = try realDump(Self.wechat)
        let table = try XCTUnwrap(layout.view(Self.table) as? UITableView)
        let wrapper = try XCTUnwrap(layout.view(Self.wrapper) as? UIScrollView)

        // Action: a quick drag down from the second row (content y 204–266)
        let answer = try answer(about: "MultiSelectTableViewCell-0x167ccaa0", in: layout,
                                [ScriptStep(.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 60, y: 260), duration: 0.1))])

        // Assertion: the table scrolled, the wrapper did not; the touch became the table's scroll
        XCTAssertLessThan(table.contentOffset.y, 178)
        XCTAssertEqual(wrapper.contentOffset, .zero)
        XCTAssertEqual(table.selectedRows, [])
        XCTAssertEqual(answer?.rule, .delayedByScrollView)
        XCTAssertEqual(answer?.culprit, Self.table)
    }

    func testTheImportedLayoutHasTheSameRowsInTheWrapperAndSelectsTheSameRow() throws {
        // Precondition: the dump imported as a layout file
        let path = try XCTUnwrap(RealDumpTests.folder).appendingPathComponent(Self.wechat).path
        let imported = try DumpReader.importLayout(LayoutLoader.readText(path: path), file: path)

        // Action
        let layout = try LayoutLoader.load(text: imported.text, file: "imported.yaml")
        let table = try XCTUnwrap(layout.view(Self.table) as? UITableView)
        _ = try answer(about: Self.cell, in: layout, [ScriptStep(.tap(CGPoint(x: 160, y: 13)))])

        // Assertion: rows of the table, still the wrapper's subviews, at their printed frames
        XCTAssertEqual(table.cells.map(\.logName), [Self.cell, "MultiSelectTableViewCell-0x167ccaa0", "MultiSelectTableViewCell-0x167297a0"])
        XCTAssertTrue(table.cells.allSatisfy { $0.superview === layout.view(Self.wrapper) })
        XCTAssertEqual(table.cells.map(\.frame.minY), [163, 204, 594])
        XCTAssertEqual(table.selectedRows, [0])
    }

    func testTheIOS7CellScrollViewTableSelectsAWrappedRowAndSkipsTheHiddenOne() throws {
        // Precondition: UITableView → UITableViewWrapperView → UITableViewCell → UITableViewCellScrollView → content view
        let layout = try realDump("28-synthetic-ios7-cellscrollview-hidden-cell.txt")
        let table = try XCTUnwrap(layout.view("UITableView-0x9d8a600") as? UITableView)

        // Action: a tap on the first row's content (content y 150)
        _ = try answer(about: "UITableViewCell-0x9c71260", in: layout, [ScriptStep(.tap(CGPoint(x: 100, y: 50)))])

        // Assertion: the cells are rows in frame order; the first is selected
        XCTAssertEqual(table.cells.first?.logName, "UITableViewCell-0x9c71260")
        XCTAssertEqual(table.selectedRows, [0])
    }
}
