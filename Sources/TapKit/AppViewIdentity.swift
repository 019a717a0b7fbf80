import Foundation

/// TapLab: what an app's view-hierarchy dump says about a view beyond what
/// TapKit models — the class the app printed (`MyApp.LoginButton`,
/// `_UIButtonBarButton`), its address, and the hit-testing methods its class
/// overrides. TapKit hit-tests the view by the default rule of the UIKit
/// class it stands for; traces show the original class and say where custom
/// code would have decided.
public final class AppViewIdentity {
    public let className: String
    /// As printed: `0x7fe1c0d0a2b0`.
    public let address: String?
    /// `hitTest` and/or `pointInside`, as the dump helper saw them.
    public let overriddenMethods: [String]

    public init(className: String, address: String?, overriddenMethods: [String] = []) {
        self.className = className
        self.address = address
        self.overriddenMethods = overriddenMethods
    }
}

extension UIView {
    /// The class to show for this view: the app's class for a dumped view,
    /// else the Swift class (`UIButton`, a program's own `RoundButton`).
    public var className: String {
        appIdentity?.className ?? String(describing: type(of: self))
    }
}
