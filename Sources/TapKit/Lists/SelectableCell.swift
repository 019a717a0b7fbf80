import Foundation

/// TapLab: what a table view cell and a collection view cell share, so that
/// one `CellTouchTracker` runs UIKit's selection rules for both lists.
package protocol SelectableCell: UIView {
    var isHighlighted: Bool { get set }
    var isSelected: Bool { get set }
}
