import Foundation

/// A text view. UIKit: labels have `isUserInteractionEnabled == false` by
/// default, so a tap on a label goes to the view behind it.
open class UILabel: UIView {
    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UILabel.self }

    public var text: String?
    public var textColor: UIColor = .black
    public var fontSize: CGFloat = 17

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
