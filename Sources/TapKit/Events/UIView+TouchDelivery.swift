import Foundation

extension UIView {
    /// Touches bound to this view or a subview stop being delivered to it
    /// (see `UIApplication.stopDelivering(to:)`). Cheap when nothing is down.
    func stopReceivingInput() {
        guard let app = window?.owningApplication, !app.isDeliveryIdle else { return }
        app.stopDelivering(to: self)
    }

    /// Asked before a held `touchesBegan` is finally delivered; a scroll view
    /// ancestor answers through `touchesShouldBegin(_:with:in:)`.
    /// A refusal is noted on `loop` (`DeliveryFact.contentTouchRefused`).
    func touchDeliveryShouldBegin(_ touch: UITouch, with event: UIEvent, loop: EventLoop?) -> Bool {
        var ancestor = superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView {
                let begins = scrollView.touchesShouldBegin([touch], with: event, in: self)
                if !begins {
                    loop?.note(.contentTouchRefused(touch: touch.key, view: logged, scrollView: scrollView.logged))
                }
                return begins
            }
            ancestor = current.superview
        }
        return true
    }
}
