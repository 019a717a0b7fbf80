import Foundation
import TapKit

/// Anything a layout gives an id to.
public enum LayoutObject {
    case view(UIView)
    case controller(UIViewController)
    case layer(CALayer)
    case recognizer(UIGestureRecognizer)
    case application(UIApplication)
    case delegate(UIResponder)

    public var responder: UIResponder? {
        switch self {
        case let .view(v): v
        case let .controller(c): c
        case let .application(a): a
        case let .delegate(d): d
        case .layer, .recognizer: nil
        }
    }

    public var view: UIView? { if case let .view(v) = self { v } else { nil } }
}
