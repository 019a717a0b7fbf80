import Foundation

/// One row of a `UITableView`.
///
/// UIKit rule: a cell's own content goes in its `contentView`, which fills
/// the cell, not in the cell itself ("add your custom subviews to the
/// cell's contentView"), so a touch on a cell's content is hit-tested to the
/// content view or a view inside it and reaches the cell, then the table,
/// through `next`.
///
///     let cell = UITableViewCell()
///     cell.contentView.addSubview(label)
///     table.cells = [cell]
///     label.superview === cell.contentView   // true
open class UITableViewCell: UIView, SelectableCell {
    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UITableViewCell.self }

    /// The view the cell's content goes in (see `CellContentView`).
    public var contentView: UIView { content.view }
    private var content = CellContentView()

    /// Set by the table while a touch on the cell is down (drawn grey).
    public var isHighlighted = false
    /// Set by the table when the row is selected (drawn grey).
    public var isSelected = false

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(contentView)
        layoutSubviews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Makes `view`, one of the cell's subviews as a dump printed it, the
    /// cell's `contentView` in place of its own; nil: the dump printed none,
    /// and the cell keeps none in its tree.
    public func adoptContentView(_ view: UIView?) {
        content.adopt(view, in: self)
    }

    /// The cell's own content view follows the cell's size, as UIKit's does;
    /// an adopted one keeps its frame.
    open override func layoutSubviews() {
        content.layOut(in: self)
    }
}
