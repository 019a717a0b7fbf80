import Foundation

extension UIButton {
    /// UIKit's `setTitle(_:for:)`: the title shown in `state`
    /// (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)).
    /// The `.normal` title is `title`, the one TapLab draws.
    ///
    ///     button.setTitle("Play", for: .normal)
    ///     button.setTitle("Pause", for: .selected)
    ///     button.isSelected = true
    ///     button.currentTitle   // "Pause"
    public func setTitle(_ title: String?, for state: UIControl.State) {
        if state == .normal { self.title = title } else { titlesByState[state] = title }
    }

    /// UIKit's `title(for:)`: the title set for `state`, else the normal
    /// one (Apple: "If a title has not been set for a specific state, the
    /// default is to use the title associated with the normal state",
    /// https://developer.apple.com/documentation/uikit/uibutton/title(for:)).
    public func title(for state: UIControl.State) -> String? {
        titlesByState[state] ?? title
    }

    /// UIKit's `currentTitle`: the title for the control's current `state`.
    public var currentTitle: String? { title(for: state) }

    /// UIKit's `setTitleColor(_:for:)`; the `.normal` colour is `titleColor`.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        if state == .normal { titleColor = color ?? .white } else { titleColorsByState[state] = color }
    }

    /// UIKit's `titleColor(for:)`: the colour set for `state`, else the normal one
    /// (https://developer.apple.com/documentation/uikit/uibutton/titlecolor(for:)).
    public func titleColor(for state: UIControl.State) -> UIColor? {
        titleColorsByState[state] ?? titleColor
    }
}
