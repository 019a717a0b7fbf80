import Foundation

/// A cell's `contentView`: the cell's own, made with it and sized to it
/// (UIKit's, a layout's, a program's), or a view the cell already holds —
/// the `UITableViewCellContentView` a dump printed, kept at its printed frame
/// (narrower than the cell beside an accessory). TapLab never adds a view a
/// dump does not print, so a dumped cell adopts its printed content view, or
/// keeps none in its tree when the dump printed none.
struct CellContentView {
    private(set) var view = UIView()
    /// Whether `view` is the cell's own, following the cell's size.
    private(set) var followsCell = true

    /// Makes `adopted` (a subview of `cell`) the content view, dropping the
    /// cell's own from its tree; nil: the cell keeps none in its tree.
    mutating func adopt(_ adopted: UIView?, in cell: UIView) {
        if view.superview === cell, followsCell { view.removeFromSuperview() }
        followsCell = false
        guard let adopted else { return }
        if adopted.superview !== cell { cell.addSubview(adopted) }
        view = adopted
    }

    func layOut(in cell: UIView) {
        if followsCell { view.frame = cell.bounds }
    }
}
