import Foundation

/// A control with a title. A tap sends `touchUpInside` then
/// `primaryActionTriggered` (UIKit's primary action for buttons).
open class UIButton: UIControl {
    /// UIKit's kinds of button (`UIButton(type: .system)`): TapLab draws
    /// them alike; the kind is kept for code that reads it back.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The kind it was made as (`init(type:)`); `.custom` for `init(frame:)`.
    public private(set) var buttonType: ButtonType = .custom

    /// UIKit's `UIButton(type:)`: a button of no size, to be given a frame
    /// (https://developer.apple.com/documentation/uikit/uibutton/init(type:)).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UIButton.self }

    /// The title for the normal state, which TapLab draws; see
    /// UIButton+Titles for the other states.
    public var title: String?
    /// The title colour for the normal state, which TapLab draws.
    public var titleColor: UIColor = .white
    /// Titles and title colours set for states other than `.normal`.
    var titlesByState: [UIControl.State: String] = [:]
    var titleColorsByState: [UIControl.State: UIColor] = [:]

    override package var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    /// Apple lists UIButton among the controls whose single tap beats an
    /// ancestor's tap recognizer.
    open override class var gestureExemption: GestureExemption { .singleTap }
}
