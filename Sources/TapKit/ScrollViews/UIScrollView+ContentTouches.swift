import Foundation

extension UIScrollView {
    /// What `touchesShouldCancel(in:)` answers: UIKit's default (cancel
    /// anything but a control), or always, or never, as subclasses write it
    /// ("touchesShouldCancel to let buttons scroll" is `always`).
    ///
    ///     scrollView.touchesShouldCancelAnswer = .always   // a drag from a button scrolls
    public enum TouchesShouldCancelAnswer: String, Sendable {
        case `default`, always, never
    }

    /// The axis a directional lock holds a drag to.
    enum LockedAxis { case horizontal, vertical }

    /// The axis a drag that began with translation `t` is locked to: TapLab
    /// fixes UIKit's undocumented rule as "one component at least twice the
    /// other"; a diagonal start scrolls freely, as UIKit lets it.
    static func lockedAxis(for t: CGPoint) -> LockedAxis? {
        if abs(t.x) >= 2 * abs(t.y) { return .horizontal }
        if abs(t.y) >= 2 * abs(t.x) { return .vertical }
        return nil
    }
}
