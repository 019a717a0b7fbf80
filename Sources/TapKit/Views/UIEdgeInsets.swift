import Foundation

/// Insets for each edge of a rectangle. Negative insets grow the rectangle:
/// `bounds.inset(by: UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10))`
/// is the classic "make a small button easier to hit" trick of seed 000.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
    /// UIKit's `inset(by:)`: a rectangle shrunk by positive insets, grown by negative ones.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}
