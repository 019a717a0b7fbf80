import Foundation

extension UIViewController {
    /// UIKit's `present(_:animated:completion:)`, without animation: the
    /// presented controller's view goes into the presenter's window in front
    /// of everything in it, as its `modalPresentationStyle` says (see
    /// `UIModalPresentationStyle`), and its `next` becomes this controller.
    ///
    /// UIKit also takes the presenter's views out of the window once a
    /// fullScreen presentation completes; TapLab leaves them there, covered,
    /// so that pictures show what lies beneath. Presenting from a controller
    /// that already presents, or whose view is in no window, does nothing
    /// (UIKit logs a warning) and returns false.
    ///
    ///     let sheet = UIViewController()
    ///     sheet.restorationIdentifier = "sheet"
    ///     sheet.modalPresentationStyle = .pageSheet
    ///     rootVC.present(sheet)
    ///     sheet.next === rootVC        // true
    ///     sheet.view.frame.minY        // 40.0
    ///     sheet.dimmingView?.logName   // "sheet.dimming"
    @discardableResult
    public func present(_ controller: UIViewController, animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
        guard presentedViewController == nil, controller.presentingViewController == nil, controller !== self,
              let window = viewIfLoaded?.window else { return false }
        let bounds = window.bounds
        if controller.modalPresentationStyle == .pageSheet {
            let dimming = UIView(frame: bounds)
            dimming.identifier = controller.identifier.map { $0 + ".dimming" }
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
            window.addSubview(dimming)
            controller.dimmingView = dimming
        }
        let top = controller.modalPresentationStyle == .pageSheet ? UIModalPresentationStyle.sheetTop : 0
        let presented: UIView = controller.view
        presented.frame = CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: max(0, bounds.height - top))
        window.addSubview(presented)
        presentedViewController = controller
        controller.presentingViewController = self
        completion?()
        return true
    }

    /// UIKit's `dismiss(animated:completion:)`: called on the presenter or
    /// the presented controller, it removes the presented view (and its
    /// dimming view) and unlinks the two controllers.
    public func dismiss(animated: Bool = false, completion: (() -> Void)? = nil) {
        let presenter = presentedViewController == nil ? presentingViewController : self
        guard let presenter, let presented = presenter.presentedViewController else { return }
        presented.presentedViewController?.dismiss()
        presented.viewIfLoaded?.removeFromSuperview()
        presented.dimmingView?.removeFromSuperview()
        presented.dimmingView = nil
        presented.presentingViewController = nil
        presenter.presentedViewController = nil
        completion?()
    }
}
