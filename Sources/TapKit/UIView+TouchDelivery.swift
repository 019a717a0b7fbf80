import Foundation

extension UIView {
    /// Asked before a held `touchesBegan` is finally delivered; a scroll view
    /// ancestor answers through `touchesShouldBegin(_:with:in:)`.
    func touchDeliveryShouldBegin(_ touch: UITouch, with event: UIEvent) -> Bool {
        var ancestor = superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView {
                return scrollView.touchesShouldBegin([touch], with: event, in: self)
            }
            ancestor = current.superview
        }
        return true
    }
}
