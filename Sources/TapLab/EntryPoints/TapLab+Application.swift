import Foundation
import TapKit

extension TapLab {
    /// A new application with one window, as a layout's short form builds it:
    /// window `main` (the key window) filling the screen, its root view
    /// controller `rootVC` whose view is `root`, the application
    /// (`application`) and its delegate (`appDelegate`) ending every chain.
    /// Add your views to `root`:
    ///
    ///     let app = TapLab.application(screen: CGSize(width: 390, height: 844))
    ///     let root = app.keyWindow!.rootViewController!.view!
    ///     root.addSubview(UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44)))
    public static func application(screen: CGSize) -> UIApplication {
        let application = UIApplication()
        application.delegate = AppDelegate()
        let bounds = CGRect(origin: .zero, size: screen)
        let window = UIWindow(frame: bounds)
        window.accessibilityIdentifier = "main"
        window.screen = UIScreen(bounds: bounds)
        let controller = UIViewController()
        controller.identifier = "rootVC"
        let root = UIView(frame: bounds)
        root.accessibilityIdentifier = "root"
        root.backgroundColor = .white
        controller.view = root
        window.rootViewController = controller
        application.addWindow(window)
        window.makeKeyAndVisible()
        return application
    }
}
