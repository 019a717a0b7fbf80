import Foundation

extension UICollectionView {
    /// UIKit's `allowsSelection` (default true).
    public var allowsSelection: Bool {
        get { tracker.allowsSelection }
        set { tracker.allowsSelection = newValue }
    }

    /// UIKit's `allowsMultipleSelection` (default false).
    public var allowsMultipleSelection: Bool {
        get { tracker.allowsMultipleSelection }
        set { tracker.allowsMultipleSelection = newValue }
    }

    /// The selected items in the order they were selected (UIKit's
    /// `indexPathsForSelectedItems`, for TapLab's one section).
    public var selectedItems: [Int] { tracker.selectedRows }

    /// UIKit's `selectItem(at:animated:scrollPosition:)`: no log line, as
    /// UIKit does not call the delegate for it.
    public func selectItem(at item: Int) {
        tracker.setSelected(true, row: item, cells: cells)
    }

    /// UIKit's `deselectItem(at:animated:)`, likewise silent.
    public func deselectItem(at item: Int) {
        tracker.setSelected(false, row: item, cells: cells)
    }
}
