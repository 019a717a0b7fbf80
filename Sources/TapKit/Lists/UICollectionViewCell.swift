import Foundation

/// One item of a `UICollectionView`. As a table view cell, it keeps its
/// content in `contentView`, which fills it (Apple: "add any custom
/// subviews to the contentView property").
///
///     let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
///     cell.contentView.frame   // (0.0, 0.0, 100.0, 100.0)
open class UICollectionViewCell: UIView, SelectableCell {
    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UICollectionViewCell.self }

    /// The view the cell's content goes in (see `CellContentView`).
    public var contentView: UIView { content.view }
    private var content = CellContentView()

    /// Set by the collection view while a touch on the cell is down.
    public var isHighlighted = false
    /// Set by the collection view when the item is selected.
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
