import Foundation
@testable import TapExplain
@testable import TapKit

/// The oracle's brute-force hit test: UIKit's algorithm (Apple's
/// "hitTest(_:with:)": hidden, interaction off and alpha below 0.01 are
/// ignored; a point outside the bounds is not hit even inside a subview)
/// with TapLab's disabled controls, insets, shapes and custom rules, over
/// the spec numbers.
extension Oracle {
    /// What `view`'s `hitTest` returns at the screen point, and the view
    /// whose `forward` rule handed that answer over, if one did.
    func hitTest(_ view: SpecView) -> (view: SpecView?, forwardedBy: SpecView?) {
        if let known = hitCache[ObjectIdentifier(view)] { return known }
        let result = uncachedHitTest(view)
        hitCache[ObjectIdentifier(view)] = result
        return result
    }

    private func uncachedHitTest(_ view: SpecView) -> (view: SpecView?, forwardedBy: SpecView?) {
        if case .never = view.rule { return (nil, nil) }
        guard isEligible(view), let p = local(view) else { return (nil, nil) }
        let inside = hitArea(view, p)
        var outOfBounds = false
        if case .outOfBounds = view.rule { outOfBounds = true }
        guard inside || outOfBounds else { return (nil, nil) }
        var result: (view: SpecView?, forwardedBy: SpecView?) = (inside ? view : nil, nil)
        if let hit = view.children.reversed().lazy.map(hitTest).first(where: { $0.view != nil }) { result = hit }
        switch view.rule {
        case .passThrough where result.view === view: return (nil, nil)
        case let .forward(target) where result.view === view:
            return target.view.map { ($0, view) } ?? result
        default: return result
        }
    }

    /// Not hidden, alpha at least 0.01, interaction on, not a disabled control.
    func isEligible(_ view: SpecView) -> Bool {
        !view.hidden && view.alpha >= 0.01 && view.interaction && !(view.isControl && !view.enabled)
    }

    /// Front first: the highest level first, and of one level the one added last.
    static func frontFirst(_ windows: [SpecView]) -> [SpecView] {
        windows.enumerated().sorted { a, b in
            a.element.level != b.element.level ? a.element.level > b.element.level : a.offset > b.offset
        }.map(\.element)
    }

    /// What the application's hit test returns at the screen point.
    func findHitView() -> SpecView? {
        for window in windowsFrontFirst {
            if let hit = hitTest(window).view { return hit }
        }
        return nil
    }
}
