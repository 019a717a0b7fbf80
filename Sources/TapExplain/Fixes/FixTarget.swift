import Foundation
import TapKit

/// What a fix changes: a view (a control, scroll view or list included)
/// or a recognizer — SPEC 14's `change.view`, which may name a recognizer.
public enum FixTarget {
    case view(UIView)
    case recognizer(UIGestureRecognizer)

    /// The id the change names it by.
    public var logName: String {
        switch self {
        case let .view(view): view.logName
        case let .recognizer(recognizer): recognizer.logName
        }
    }
}
