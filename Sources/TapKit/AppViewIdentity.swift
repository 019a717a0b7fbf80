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

    /// What the dump could not tell, for `--why`'s notes (SPEC 12).
    /// A `recursiveDescription` printed `gestureRecognizers = <NSArray…>`:
    /// the view has recognizers the dump does not describe.
    public var hasUndescribedRecognizers = false
    /// The UIKit family (`button`, `scrollView`) was guessed from the
    /// class's name, the dump printing no `baseClass` / `uikitClass`.
    public var guessedFamily: String?
    /// The dump helper's control `actions`: targets or actions attached per
    /// event (nil: the dump does not say, so `noAction` cannot be known).
    public var actionCounts: [UIControl.Event: Int]?
    /// The dump helper left out UIKit's private recognizers on this view.
    public var omittedInternalRecognizers = 0

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
