import Foundation
import TapKit

/// The delegate a layout gives a recognizer that has any of the keys standing
/// in for `UIGestureRecognizerDelegate` methods an app writes: `shouldBegin`,
/// `shouldReceive: {except: [...]}`, `shouldRequireFailureOf`,
/// `shouldBeRequiredToFailBy`. Each method answers as the file says and
/// UIKit's default otherwise.
final class LayoutGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    /// `shouldReceive: {except: [...]}`: views whose touches (on them or
    /// inside them) the recognizer is not given.
    var refusedViews: [ViewReference] = []
    /// `control` in the except list: no touch whose hit view is a UIControl,
    /// the "not when the touch is on a control" delegate people write.
    var refusesControls = false
    var requiresFailureOf: [WeakRecognizer] = []
    var requiredToFailBy: [WeakRecognizer] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let hit = touch.view else { return true }
        if refusesControls, hit is UIControl { return false }
        return !refusedViews.contains { reference in reference.view.map { hit === $0 || hit.isDescendant(of: $0) } ?? false }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        requiresFailureOf.contains { $0.recognizer === other }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        requiredToFailBy.contains { $0.recognizer === other }
    }
}
