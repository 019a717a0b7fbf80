import XCTest
@testable import TapKit
import TapTestSupport

/// A collection view selects as a table does, by item index.
final class UICollectionViewSelectionTests: XCTestCase {
    private func makeGrid() -> (TouchTestHarness, UICollectionView) {
        let h = TouchTestHarness(rootConsumesTouches: false)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        grid.identifier = "grid"
        grid.itemSize = CGSize(width: 120, height: 120)
        grid.spacing = 10
        grid.cells = (0..<6).map { _ in UICollectionViewCell() }
        h.root.addSubview(grid)
        return (h, grid)
    }

    func testACollectionViewSelectsAnItemOnTouchUpInsideIt() {
        // Given
        let (h, grid) = makeGrid()

        // When
        h.tap(at: pt(190, 160), time: 0)

        // Then
        assertLog(h.log.of(.highlight, .unhighlight, .select), is: [.list(.highlight, grid, row: 1),
                                                                    .list(.unhighlight, grid, row: 1),
                                                                    .list(.select, grid, row: 1)])
        XCTAssertEqual(grid.selectedItems, [1])
    }

    func testATapBetweenItemsSelectsNothing() {
        // Given
        let (h, grid) = makeGrid()

        // When
        h.tap(at: pt(125, 160), time: 0)

        // Then
        XCTAssertTrue(h.log.of(.highlight, .select).isEmpty)
        XCTAssertEqual(grid.selectedItems, [])
    }

    func testInMultipleSelectionAnotherItemKeepsTheFirstSelected() {
        // Given
        let (h, grid) = makeGrid()
        grid.allowsMultipleSelection = true
        h.tap(at: pt(60, 160), time: 0)

        // When
        h.tap(at: pt(60, 290), time: 1)

        // Then
        XCTAssertEqual(grid.selectedItems, [0, 3])
        assertLog(h.log, lacks: .list(.deselect, grid, row: 0))
    }
}
