import Foundation

/// An image view. UIKit: `isUserInteractionEnabled` defaults to false, the
/// classic reason a tap recognizer on an image view never fires.
open class UIImageView: UIView {
    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UIImageView.self }

    /// TapLab has no images; the name is shown as a placeholder.
    public var imageName: String?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
