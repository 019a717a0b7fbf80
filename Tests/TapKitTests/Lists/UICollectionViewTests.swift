import XCTest
@testable import TapKit

/// How a collection view places its cells: by their own frames, or by
/// `itemSize` in rows that wrap at its width, `spacing` apart.
final class UICollectionViewTests: XCTestCase {
    func testItemSizeLaysItemsOutLeftToRightAndWrapsAtTheWidth() {
        // Given
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 250, height: 400))
        grid.itemSize = CGSize(width: 100, height: 80)
        grid.spacing = 10

        // When
        grid.cells = (0..<3).map { _ in UICollectionViewCell() }

        // Then
        XCTAssertEqual(grid.cells.map(\.frame), [CGRect(x: 0, y: 0, width: 100, height: 80),
                                                 CGRect(x: 110, y: 0, width: 100, height: 80),
                                                 CGRect(x: 0, y: 90, width: 100, height: 80)])
        XCTAssertEqual(grid.contentSize, CGSize(width: 250, height: 170))
    }

    func testWithoutItemSizeEachCellKeepsItsFrame() {
        // Given
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let cell = UICollectionViewCell(frame: CGRect(x: 40, y: 500, width: 120, height: 60))

        // When
        grid.cells = [cell]

        // Then
        XCTAssertEqual(cell.frame, CGRect(x: 40, y: 500, width: 120, height: 60))
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 120, height: 60))
        XCTAssertEqual(grid.contentSize, CGSize(width: 300, height: 560))
    }

    func testAnItemWiderThanTheViewStillStartsItsOwnRow() {
        // Given
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        grid.itemSize = CGSize(width: 150, height: 50)

        // When
        grid.cells = [UICollectionViewCell(), UICollectionViewCell()]

        // Then
        XCTAssertEqual(grid.cells.map(\.frame.origin), [.zero, CGPoint(x: 0, y: 50)])
    }
}
