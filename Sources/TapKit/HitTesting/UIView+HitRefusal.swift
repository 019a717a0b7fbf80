import Foundation

/// Why hit testing returns nil for a view without asking its subviews, in
/// the order the walk tests them: TapLab's `never` rule (an override that
/// returns nil), then UIKit's rules from `hitTest(_:with:)`'s documentation
/// — "This method ignores view objects that are hidden, that have disabled
/// user interactions, or have an alpha level less than 0.01" — and a
/// disabled control (UIKit's `UIControl` refuses touches while
/// `isEnabled == false`).
///
/// The one statement of the rule: the walk, its cache (`isHitEligible`),
/// the explainer (TapExplain), the moment check of a traced walk and the
/// window's inspector all read it here.
///
///     view.isHidden = true
///     view.hitRefusal    // .hidden
///     view.alpha = 0
///     view.hitRefusals   // [.hidden, .alpha]
public enum HitRefusal: CaseIterable, Sendable {
    case never, hidden, alpha, interactionDisabled, disabledControl
}

extension UIView {
    /// Whether `refusal` applies to this view now.
    public func refuses(_ refusal: HitRefusal) -> Bool {
        switch refusal {
        case .never: hitRuleKind == .never
        case .hidden: isHidden
        case .alpha: alpha < UIView.minimumHitTestAlpha
        case .interactionDisabled: !isUserInteractionEnabled
        case .disabledControl: refusesTouches
        }
    }

    /// The first refusal the walk meets, or nil when the view is asked.
    public var hitRefusal: HitRefusal? { HitRefusal.allCases.first(where: refuses) }

    /// Every refusal that applies, in the walk's order (an explainer that lists every rule reads them all).
    public var hitRefusals: [HitRefusal] { HitRefusal.allCases.filter(refuses) }

    /// The refusals of the view's own state (not its rule): what
    /// `isHitEligible` caches.
    static let stateRefusals: [HitRefusal] = [.hidden, .alpha, .interactionDisabled, .disabledControl]
}
