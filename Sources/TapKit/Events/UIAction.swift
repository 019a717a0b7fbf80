import Foundation

/// A closure-based action (UIKit iOS 14+), the Objective-C-free way to
/// attach behaviour to a control: `button.addAction(UIAction { _ in ... }, for: .touchUpInside)`.
public final class UIAction {
    public var title: String
    public let handler: (UIAction) -> Void
    /// The control that sent the action, while the handler runs.
    public internal(set) weak var sender: UIControl?

    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}
