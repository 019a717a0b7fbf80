import Foundation

/// TapLab: what a table view cell and a collection view cell share, so that
/// one `CellTouchTracker` runs UIKit's selection rules for both lists, and
/// a layout or a dump builds and reads either cell's content view one way.
package protocol SelectableCell: UIView {
    var isHighlighted: Bool { get set }
    var isSelected: Bool { get set }
    var contentView: UIView { get }
    func adoptContentView(_ view: UIView?)
}
