import Foundation

/// TapLab: what an app's view-hierarchy dump says about a view beyond what
/// TapKit models — the class the app printed (`MyApp.LoginButton`,
/// `_UIButtonBarButton`), its address, and the hit-testing methods its class
/// overrides. TapKit hit-tests the view by the default rule of the UIKit
/// class it stands for; traces show the original class and say where custom
/// code would have decided.
public final class AppViewIdentity {
    public let className: String
    /// The class as people read it, where the printed name is a mangled
    /// Swift one (`MyApp.LoginButtonView` for `_TtC5MyApp15LoginButtonView`);
    /// nil when it reads as printed. Ids keep the printed name.
    public var readableClassName: String?
    /// The class as messages name it: readable, else as printed.
    public var shownClassName: String { readableClassName ?? className }
    /// As printed: `0x7fe1c0d0a2b0`.
    public let address: String?
    /// `hitTest` and/or `pointInside`, as the dump helper saw them.
    public let overriddenMethods: [String]

    /// What the dump could not tell, for the explainer's notes (SPEC 12).
    /// A `recursiveDescription` printed `gestureRecognizers = <NSArray…>`:
    /// the view has recognizers the dump does not describe.
    public var hasUndescribedRecognizers = false
    /// The UIKit family (`button`, `scrollView`) was guessed from the
    /// class's name, the dump printing no `baseClass` / `uikitClass`.
    public var guessedFamily: String?
    /// Where a paste that stops mid-line ends, on the view it ends at: what
    /// was printed after the cut is not known.
    public enum PasteEnd: Equatable, Sendable {
        /// Inside this view's line, after its frame: its later properties
        /// were not read, and anything printed after it is missing.
        case insideThisView
        /// In the line after this view's, before that view's frame: that
        /// view (left out) and anything after it are missing.
        case inNextView
    }
    public var pasteEnds: PasteEnd?
    /// The dump helper's control `actions`: targets or actions attached per
    /// event (nil: the dump does not say, so `noAction` cannot be known).
    public var actionCounts: [UIControl.Event: Int]?
    /// The dump helper left out UIKit's private recognizers on this view.
    public var omittedInternalRecognizers = 0
    /// Recognizers of classes TapLab has no equivalent of, left out.
    public var unknownRecognizerClasses: [String] = []

    public init(className: String, address: String?, overriddenMethods: [String] = []) {
        self.className = className
        self.address = address
        self.overriddenMethods = overriddenMethods
    }
}

extension UIView {
    /// Classes UIKit gives their own hit testing (a bar passes touches near
    /// its edges to its items, a hosting view asks SwiftUI, the text effects
    /// window holds the keyboard): a dump of one is hit-tested by the
    /// default rule, and the walk and the explainer say so.
    /// An app's subclass counts by its name's ending (`CustomNavigationBar`),
    /// not a part of UIKit's bar (`UINavigationBarBackground`); a hosting
    /// view by its name before its generic arguments (`_UIHostingView<…>`).
    package static func doesOwnHitTesting(_ className: String) -> Bool {
        let name = className.split(separator: "<", maxSplits: 1).first.map(String.init) ?? className
        return ["NavigationBar", "TabBar", "Toolbar", "HostingView", "UITextEffectsWindow"].contains { name.hasSuffix($0) }
            // Swift's mangled form of a generic hosting view: `_TtGC7SwiftUI14_UIHostingView…`.
            || (className.hasPrefix("_TtGC7SwiftUI") && className.contains("HostingView"))
    }

    /// The class to show for this view: the app's class for a dumped view,
    /// else the Swift class (`UIButton`, a program's own `RoundButton`).
    public var className: String {
        appIdentity.map { $0.readableClassName ?? $0.className } ?? String(describing: type(of: self))
    }
}
