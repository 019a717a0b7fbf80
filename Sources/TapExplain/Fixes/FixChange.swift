import Foundation
import TapKit

/// A change TapLab can make to a scene, so that a fix is applied to a copy
/// and the same touches replayed before it is offered (SPEC 14). A fix
/// that no such change expresses (override `point(inside:with:)`, answer a
/// delegate) is code and has none.
///
///     let change = FixChange.set(.view(button), [.hidden(false)])
///     change.json   // {"view":"button1","set":{"hidden":false}}
public enum FixChange {
    /// Set properties of one object (`{view, set: {KEY: VALUE}}`).
    case set(FixTarget, [FixSetting])
    /// Make `view` a subview of `superview`, keeping where it shows
    /// (`{view, moveTo: ID}`: a button added beside a cell's content view).
    case moveTo(UIView, superview: UIView)
    /// Bring `view` in front of its siblings (`{view, toFront: true}`).
    case toFront(UIView)
    /// Remove `recognizer.require(toFail: requirement)` (`{recognizer, removeRequirement: ID}`).
    case removeRequirement(UIGestureRecognizer, requirement: UIGestureRecognizer)

    /// SPEC 14's JSON object, English keys, objects by id.
    public var json: String {
        switch self {
        case let .set(target, settings):
            JSONText.object([("view", JSONText.string(target.logName)),
                             ("set", JSONText.object(settings.map { ($0.key, $0.jsonValue) }))])
        case let .moveTo(view, superview):
            JSONText.object([("view", JSONText.string(view.logName)), ("moveTo", JSONText.string(superview.logName))])
        case let .toFront(view):
            JSONText.object([("view", JSONText.string(view.logName)), ("toFront", "true")])
        case let .removeRequirement(recognizer, requirement):
            JSONText.object([("recognizer", JSONText.string(recognizer.logName)),
                             ("removeRequirement", JSONText.string(requirement.logName))])
        }
    }
}
