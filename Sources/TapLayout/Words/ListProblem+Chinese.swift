import Foundation

extension ListProblem {
    static let chinese: @Sendable (ListProblem) -> String = { problem in
        switch problem {
        case let .listKeyNotApplicable(key, lists):
            "\(key) 只适用于 \(lists.map(\.rawValue).joined(separator: " 和 "))（请加上 class: \(lists.first?.rawValue ?? "")）"
        case .contentSizeOfList:
            "列表的 contentSize 由它的 cell 决定；请删掉它（tableView 每行高 rowHeight，collectionView 的 cell 位于它们的 frame 或 itemSize 所给的位置）"
        case let .tooManyCells(views, levels): "cell 太多，或列表嵌套太深：上限是 \(views) 个视图、\(levels) 层"
        case .someRowsFramed: "这个 tableView 的行要么都给 frame，要么都不给（由 rowHeight 排列）"
        case .rowHeightWithFramedRows: "行有自己的 frame（各行高度不同）时 rowHeight 不起作用；请删掉其中一个"
        case let .cellKeyNotApplicable(key, list):
            "\(key) 不适用于 cell：\(list.rawValue) 的 cell 是 \(list.cellClass)；请把视图放进它的 subviews"
        case .cellFrameWithItemSize: "frame 对这个 cell 不起作用：collectionView 的 itemSize 决定它的 cell 怎么排列"
        case .cellNeedsFrame: "collectionView 的 cell 需要 frame，或者给 collectionView 设置 itemSize: [w, h]"
        case .contentViewOutsideCell: "contentView 只能写在 tableView 或 collectionView 的 cell 的直接子视图上（它让这个子视图成为 cell 的 contentView）"
        case .twoContentViews: "一个 cell 只有一个 contentView：它的子视图中只能有一个写 contentView: true"
        case .contentViewOnCell: "写在 cell 自身上时，contentView 只能是 false（这个 cell 没有 content view）；请在作为它 content view 的那个子视图上写 contentView: true"
        }
    }
}
