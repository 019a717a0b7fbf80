import Foundation
import TapExplain

/// Why a `tableView` or `collectionView` in a layout, or one of its cells,
/// is wrong (SPEC 11), as a typed value worded in the reader's language.
public enum ListProblem: Worded, Equatable {
    /// A list key on a view that is not one of `lists`.
    case listKeyNotApplicable(String, lists: [ListKind])
    case contentSizeOfList
    case tooManyCells(views: Int, levels: Int)
    case someRowsFramed
    case rowHeightWithFramedRows
    /// `class` or `controller` on a cell, which the list decides.
    case cellKeyNotApplicable(String, list: ListKind)
    case cellFrameWithItemSize
    case cellNeedsFrame
    /// `contentView: true` on a view that is not a cell's own subview.
    case contentViewOutsideCell
    /// Two of a cell's subviews say `contentView: true`.
    case twoContentViews
    /// `contentView: true` on the cell itself.
    case contentViewOnCell

    public func text(in language: Language) -> String { LayoutWords.tables(language).listProblem(self) }

    static let english: @Sendable (ListProblem) -> String = { problem in
        switch problem {
        case let .listKeyNotApplicable(key, lists):
            "\(key) applies to \(lists.map(\.rawValue).joined(separator: " and ")) only (add class: \(lists.first?.rawValue ?? ""))"
        case .contentSizeOfList:
            "contentSize of a list follows its cells; remove it (a tableView's rows are rowHeight tall, a collectionView's cells where their frames or itemSize put them)"
        case let .tooManyCells(views, levels):
            "too many cells or lists nested too deeply: the limits are \(views) views and \(levels) levels"
        case .someRowsFramed: "give every row of this tableView a frame, or none (rowHeight lays them out)"
        case .rowHeightWithFramedRows: "rowHeight does not apply when the rows have frames (rows of their own heights); remove one"
        case let .cellKeyNotApplicable(key, list):
            "\(key) does not apply to a cell: a \(list.rawValue) cell is a \(list.cellClass); put views in its subviews"
        case .cellFrameWithItemSize: "frame does not apply to this cell: the collectionView's itemSize lays its cells out"
        case .cellNeedsFrame: "a collectionView cell needs a frame, or give the collectionView itemSize: [w, h]"
        case .contentViewOutsideCell: "contentView applies to a subview of a tableView or collectionView cell only (it makes that subview the cell's contentView)"
        case .twoContentViews: "a cell has one contentView: only one of its subviews may say contentView: true"
        case .contentViewOnCell: "on a cell, contentView can only be false (the cell has no content view); mark the subview that is its content view with contentView: true"
        }
    }
}
