import Foundation
import XCTest
import TapKit
import TapLabDump
@testable import TapLayout

/// Trees built in TapKit the way an app builds them in UIKit, dumped with
/// the very helper apps use, for the dump tests.
enum DumpFixture {
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The helper is main-actor isolated, as UIKit is; XCTest runs tests on
    /// the main thread.
    static func json(_ windows: [UIWindow]) -> String {
        MainActor.assumeIsolated { TapLabDump.json(windows: windows) }
    }

    /// A window with a root view controller `<id>VC` and root view `<id>Root`;
    /// at the status-bar level, of the app's own class `Overlay`.
    static func window(_ id: String, frame: CGRect = screen, level: UIWindow.Level = .normal,
                       in app: UIApplication) -> (UIWindow, UIView) {
        let window = level == .statusBar ? Overlay(frame: frame) : UIWindow(frame: frame)
        window.accessibilityIdentifier = id
        window.screen = UIScreen(bounds: screen)
        window.windowLevel = level
        let controller = UIViewController()
        controller.restorationIdentifier = id + "VC"
        let root = UIView()
        root.accessibilityIdentifier = id + "Root"
        controller.view = root
        window.rootViewController = controller
        app.addWindow(window)
        return (window, root)
    }

    @discardableResult
    static func add<V: UIView>(_ view: V, _ id: String?, to parent: UIView, _ configure: (V) -> Void = { _ in }) -> V {
        view.accessibilityIdentifier = id
        configure(view)
        parent.addSubview(view)
        return view
    }
}
