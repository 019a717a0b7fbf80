import Foundation
import TapKit

extension FixChange {
    /// Makes the change on the scene its objects belong to; false where it
    /// does not apply (a property the object does not have, a requirement a
    /// delegate declared), so that it is not offered as checked.
    func apply() -> Bool {
        switch self {
        case let .set(target, settings):
            return settings.allSatisfy { $0.apply(to: target) }
        case let .moveTo(view, superview):
            guard let old = view.superview, view !== superview, !superview.isDescendant(of: view) else { return false }
            let frame = superview.convert(view.frame, from: old)
            view.removeFromSuperview()
            superview.addSubview(view)
            view.frame = frame
            return true
        case let .toFront(view):
            guard let superview = view.superview else { return false }
            superview.bringSubviewToFront(view)
            return true
        case let .removeRequirement(recognizer, requirement):
            return recognizer.removeFailureRequirement(requirement)
        }
    }
}
