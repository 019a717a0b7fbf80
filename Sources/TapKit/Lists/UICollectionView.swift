import Foundation

/// A scroll view that shows its cells where each one's `frame` puts it, or,
/// with `itemSize`, in rows: left to right from (0, 0), wrapping to a new
/// row when the next item would pass the view's width, `spacing` between
/// items and between rows (a flow layout's `minimumInteritemSpacing` and
/// `minimumLineSpacing` in one number). `contentSize` follows the cells.
///
/// TapLab gives it its cells directly (`cells`) where UIKit asks a data
/// source. Selection works as a table view's (see `CellTouchTracker`).
///
///     let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 250, height: 400))
///     grid.itemSize = CGSize(width: 100, height: 100)
///     grid.spacing = 10
///     grid.cells = [UICollectionViewCell(), UICollectionViewCell(), UICollectionViewCell()]
///     grid.cells[2].frame   // (0.0, 110.0, 100.0, 100.0)
///     grid.contentSize      // (250.0, 210.0)
open class UICollectionView: UIScrollView {
    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UICollectionView.self }

    /// The items, in order; setting them makes them the view's subviews.
    public var cells: [UICollectionViewCell] = [] {
        didSet {
            tracker.adopt(cells, replacing: oldValue, in: self)
            layOutCells()
        }
    }

    /// Every item's size; nil keeps each cell's own frame.
    public var itemSize: CGSize? {
        didSet { layOutCells() }
    }

    /// The gap between items in a row and between rows.
    public var spacing: CGFloat = 0 {
        didSet { layOutCells() }
    }

    let tracker = CellTouchTracker()

    open override func layoutSubviews() {
        layOutCells()
    }

    func layOutCells() {
        if let size = itemSize {
            let gap = spacing.isFinite ? max(0, spacing) : 0
            var origin = CGPoint.zero
            for cell in cells {
                if origin.x > 0, origin.x + size.width > bounds.width {
                    origin = CGPoint(x: 0, y: origin.y + size.height + gap)
                }
                cell.frame = CGRect(origin: origin, size: size)
                origin.x += size.width + gap
            }
        }
        var extent = CGSize(width: bounds.width, height: 0)
        for cell in cells {
            cell.layoutSubviews()
            extent.width = max(extent.width, cell.frame.maxX)
            extent.height = max(extent.height, cell.frame.maxY)
        }
        contentSize = extent
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tracker.began(touches, on: self, cells: cells)
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        tracker.ended(touches, on: self, cells: cells)
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        tracker.cancelled(touches, on: self, cells: cells)
        super.touchesCancelled(touches, with: event)
    }
}
