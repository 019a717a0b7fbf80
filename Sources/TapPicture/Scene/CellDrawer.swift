import Foundation
import TapKit

/// What makes a list recognisable, as UIKit draws it by default: a
/// highlighted or selected cell filled grey (its selected background view;
/// a little translucent here, so that a coloured cell keeps a hint of its
/// colour) under its content, and a table's rows separated by a
/// hairline above their content, inset 16 points from the leading edge
/// (`separatorInset`'s default).
struct CellDrawer {
    let painter: Painter

    static let selectedFill = UIColor.systemGray3.withAlphaComponent(0.85)
    static let separator = RGBA(hex: 0xc6c6c8)
    static let separatorInset: CGFloat = 16

    /// The grey of a highlighted or selected cell, drawn with the cell's background.
    func drawBackground(_ p: ViewPlacement) {
        let view = p.view
        let lit = (view as? UITableViewCell).map { $0.isHighlighted || $0.isSelected }
            ?? (view as? UICollectionViewCell).map { $0.isHighlighted || $0.isSelected } ?? false
        guard lit else { return }
        painter.fill(.rounded(view.bounds, radius: view.layer.cornerRadius), transform: p.toPixels,
                     RGBA(Self.selectedFill, opacity: p.opacity))
    }

    /// A table cell's bottom separator, drawn after its content.
    func drawSeparator(_ p: ViewPlacement) {
        guard let cell = p.view as? UITableViewCell else { return }
        let b = cell.bounds
        guard b.width > Self.separatorInset else { return }
        painter.setClip(p.clip)
        painter.fill(.rect(CGRect(x: b.minX + Self.separatorInset, y: b.maxY - 0.5, width: b.width - Self.separatorInset, height: 0.5)),
                     transform: p.toPixels, Self.separator.fading(p.opacity))
    }
}
