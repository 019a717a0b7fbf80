import Foundation
import TapExplain
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

    /// What `--why` and a `why:` expectation can ask about: a view (a
    /// control and a cell are views) or a gesture recognizer.
    public var whyTarget: WhyTarget? {
        switch self {
        case let .view(v): .view(v)
        case let .recognizer(r): .recognizer(r)
        case .controller, .layer, .application, .delegate: nil
        }
    }

    /// What the object is, for messages ("a view", "a gesture recognizer"…).
    public var kind: LayoutObjectKind {
        switch self {
        case let .view(v): v is UIWindow ? .window : .view
        case .controller: .viewController
        case .layer: .layer
        case .recognizer: .gestureRecognizer
        case .application: .application
        case .delegate: .applicationDelegate
        }
    }

    /// `kind` in English.
    public var kindName: String { kind.english }
}
