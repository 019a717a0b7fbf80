import Foundation

/// A control with a title. A tap sends `touchUpInside` then
/// `primaryActionTriggered` (UIKit's primary action for buttons).
open class UIButton: UIControl {
    public var title: String?
    public var titleColor: UIColor = .white

    public func setTitle(_ title: String?, for state: UIControl.State) { self.title = title }

    override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }
}
