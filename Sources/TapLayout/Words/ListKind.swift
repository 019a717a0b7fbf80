import Foundation

/// The two kinds of list a layout builds (SPEC 11), by their layout class
/// names, which read the same in every language.
public enum ListKind: String, Equatable, Sendable, CaseIterable {
    case tableView, collectionView

    /// The UIKit class of the list's cells.
    var cellClass: String {
        switch self {
        case .tableView: "UITableViewCell"
        case .collectionView: "UICollectionViewCell"
        }
    }
}
