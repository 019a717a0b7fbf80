import Foundation
import TapKit

/// Which views a picture names, and by what (SPEC 13, `--names`).
///
///     taplab shot Layouts/000-walk-order.yaml -o a.png --tap 200,300 --overlay walk --names class
///
/// A view's own `title:` is always drawn: it is the author's, not TapLab's.
public enum PictureNames: String, CaseIterable, Sendable {
    /// Tags only on the views the overlays talk about, by id (the default).
    case walked
    /// Every view named inside its box: its title, else its id.
    case all
    /// No names from TapLab: tags keep their numbers, letters and verdicts.
    case none
    /// UIKit class names where a teacher writes them: `UIWindow`,
    /// `UIApplication`, `AppDelegate`, each view's class, in tags and boxes.
    case `class`

    /// What a view's box says inside, top left: its title, else the id or
    /// class `--names all | class` asks for.
    func caption(of view: UIView) -> String? {
        if let caption = view.caption { return caption }
        switch self {
        case .all: return view.logName
        case .class: return view.className
        case .walked, .none: return nil
        }
    }

    /// What a tag calls a responder, or nil to leave the name out.
    public func name(of responder: UIResponder?, id: String) -> String? {
        switch self {
        case .walked, .all: return id
        case .none: return nil
        case .class:
            guard let responder else { return id }
            return (responder as? UIView)?.className ?? String(describing: type(of: responder))
        }
    }
}
