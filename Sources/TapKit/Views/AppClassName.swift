import Foundation

/// The class an app's view-hierarchy dump printed for a view
/// (`MyApp.LoginButton`, `_UIButtonBarButton`), which TapKit stands in for
/// with the UIKit class of its family. It stays in TapKit because it is the
/// class UIKit's `type(of:)` would print for the view: the event log, the
/// walk and an override's verdict name the view by it (`UIView.className`).
/// Everything else a dump says about a view (its address, overrides, what
/// it left out) is the explaining's, kept beside the views by the layout
/// that loaded them, not here.
///
/// Immutable, and a class only for its size: every `UIView` has the slot,
/// most of them empty, and a reference keeps it at one word where the two
/// strings would add three to each view of a big dump (docs/PERFORMANCE.md).
public final class AppClassName: Equatable, Sendable {
    /// As printed; ids are made from it (`_TtC5MyApp15LoginButtonView`).
    public let printed: String
    /// As people read it, where the printed name is a mangled Swift one
    /// (`MyApp.LoginButtonView`); else the printed name.
    public let readable: String

    public init(printed: String, readable: String? = nil) {
        self.printed = printed
        self.readable = readable ?? printed
    }

    public static func == (a: AppClassName, b: AppClassName) -> Bool {
        a.printed == b.printed && a.readable == b.readable
    }
}

extension UIView {
    /// The class to show for this view: the app's class for a dumped view,
    /// as people read it, else the Swift class (`UIButton`, a program's own
    /// `RoundButton`).
    public var className: String {
        appClassName?.readable ?? String(describing: type(of: self))
    }
}
