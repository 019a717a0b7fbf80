import Foundation

extension UIControl {
    /// UIKit's `sendAction(_:)` (iOS 14): runs `action`'s handler now with
    /// this control as its `sender`, without any control event
    /// (https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:)).
    /// `sendActions(for:)` is the call that sends an event to the added actions.
    ///
    ///     control.sendAction(UIAction { print($0.sender === control) })   // prints "true"
    public func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }
}
