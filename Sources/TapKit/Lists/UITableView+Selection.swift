import Foundation

extension UITableView {
    /// UIKit's `allowsSelection` (default true): false, and touches select nothing.
    public var allowsSelection: Bool {
        get { tracker.allowsSelection }
        set { tracker.allowsSelection = newValue }
    }

    /// UIKit's `allowsMultipleSelection` (default false): a tap toggles its
    /// row and leaves the others selected.
    public var allowsMultipleSelection: Bool {
        get { tracker.allowsMultipleSelection }
        set { tracker.allowsMultipleSelection = newValue }
    }

    /// The selected rows in the order they were selected (UIKit's
    /// `indexPathsForSelectedRows`, for TapLab's one section).
    ///
    ///     table.selectRow(at: 2)
    ///     table.selectedRows   // [2]
    public var selectedRows: [Int] { tracker.selectedRows }

    /// UIKit's `selectRow(at:animated:scrollPosition:)`: selects without a
    /// log line, as UIKit selects without calling the delegate.
    public func selectRow(at row: Int) {
        tracker.setSelected(true, row: row, cells: cells)
    }

    /// UIKit's `deselectRow(at:animated:)`, likewise silent.
    public func deselectRow(at row: Int) {
        tracker.setSelected(false, row: row, cells: cells)
    }

    /// The row whose cell holds `view` (UIKit's `indexPath(for:)` for a cell,
    /// extended to any view inside one).
    public func row(containing view: UIView) -> Int? {
        cells.firstIndex { view.isDescendant(of: $0) }
    }
}
