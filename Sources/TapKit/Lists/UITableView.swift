import Foundation

/// A scroll view that shows its cells as rows, top to bottom, each as wide
/// as the table and `rowHeight` tall; its `contentSize` follows them.
///
/// TapLab gives a table its cells directly (`cells`) where UIKit asks a data
/// source for them; one section. Selection follows UIKit (see
/// `CellTouchTracker`): the touched row highlights once the content-touch
/// delay has passed (or at once on a quick tap's touch up), and is selected
/// on touch up inside it — not when the touch became a scroll, landed on a
/// control in the cell, or was cancelled by a recognizer.
///
///     let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
///     table.cells = [UITableViewCell(), UITableViewCell()]
///     table.cells[1].frame     // (0.0, 44.0, 390.0, 44.0)
///     table.contentSize        // (390.0, 88.0)
open class UITableView: UIScrollView {
    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UITableView.self }

    /// UIKit's default row height.
    public static let defaultRowHeight: CGFloat = 44

    /// A table drags vertically even when its rows fit, as UIKit's tables
    /// do (an empty table still bounces): `alwaysBounceVertical` starts true.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        alwaysBounceVertical = true
    }

    /// The rows, top to bottom; setting them makes them the table's subviews.
    public var cells: [UITableViewCell] = [] {
        didSet {
            tracker.adopt(cells, replacing: oldValue, in: self)
            layOutCells()
        }
    }

    public var rowHeight: CGFloat = UITableView.defaultRowHeight {
        didSet { layOutCells() }
    }

    /// TapLab: the rows stay at their own frames instead of `rowHeight`
    /// rows — a table whose delegate gives each row its height
    /// (`tableView(_:heightForRowAt:)`), with section headers between them,
    /// as a dump of an app's table shows it.
    public var usesCellFrames = false {
        didSet { layOutCells() }
    }

    let tracker = CellTouchTracker()

    /// UIKit's `layoutSubviews()` of a table: the rows follow its width.
    open override func layoutSubviews() {
        layOutCells()
    }

    func layOutCells() {
        if usesCellFrames {
            var extent = CGSize(width: bounds.width, height: 0)
            for cell in cells {
                cell.layoutSubviews()
                // A row in iOS 7–10's `UITableViewWrapperView` is measured in the table's content.
                let bottom = cell.superview === self ? cell.frame.maxY : cell.convert(cell.bounds, to: self).maxY
                extent.height = max(extent.height, bottom)
            }
            contentSize = extent
            return
        }
        let height = rowHeight.isFinite ? max(0, rowHeight) : UITableView.defaultRowHeight
        for (row, cell) in cells.enumerated() {
            cell.frame = CGRect(x: 0, y: CGFloat(row) * height, width: bounds.width, height: height)
            cell.layoutSubviews()
        }
        contentSize = CGSize(width: bounds.width, height: CGFloat(cells.count) * height)
    }

    // The list hears its cells' touches through the chain (see CellTouchTracker).

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
