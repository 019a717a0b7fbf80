import Foundation
import TapKit

extension HitTestTrace.Step {
    /// A plain-language reason in English, e.g. "alpha 0.005 is less than
    /// 0.01: skipped with all its subviews", written from the facts the
    /// walk recorded, when it is read.
    public var reason: String { reason(in: .en) }

    /// The reason in `language`, from `ExplanationStrings.of(language)`
    /// (`walkAlpha`'s sentence for the example above).
    public func reason(in language: Language) -> String { reason(ExplanationStrings.of(language)) }

    func reason(_ s: ExplanationStrings) -> String { facts.text(at: point, of: view, s) }
}

extension HitTestTrace.Reason {
    /// The sentence, for a step asked about `point` (its own coordinates).
    func text(at point: CGPoint, of view: UIView?, _ s: ExplanationStrings) -> String {
        switch self {
        case .none: return ""
        case .hidden: return s.walkHidden
        case let .alpha(alpha): return s.walkAlpha(formatNumber(alpha, decimals: 4))
        case .interactionDisabled: return s.walkInteractionDisabled
        case .refused(.refusesTouches): return s.walkRefusesTouches
        case .refused(.disabledControl): return s.walkDisabledControl
        case let .outside(bounds):
            return UIView.outsideReason(point, bounds: bounds, hitInsets: .zero, shapeKind: nil,
                                        className: view?.className ?? "UIView", s)
        case let .outsideHitArea(area):
            return UIView.outsideReason(point, bounds: area.bounds, hitInsets: area.hitInsets, shapeKind: area.shapeKind,
                                        className: view?.className ?? "UIView", s)
        case let .tookPoint(took):
            let text = took.hit.map { s.walkSubviewReturned(took.subview.text, $0.text) }
                ?? s.walkSubviewTookPoint(took.subview.text)
            return text + (took.note.map { s.walkNote($0.text(s)) } ?? "")
        case let .hitSelf(note):
            return s.walkHitSelf + (note.map { s.walkNote($0.text(s)) } ?? "")
        case let .refusedByPointInside(note): return note.text(s)
        case let .custom(decision): return decision.kind.text(s)
        }
    }
}

extension HitTestTrace.CustomDecision.Kind {
    func text(_ s: ExplanationStrings) -> String {
        switch self {
        case .ruleNever: s.walkRuleNever
        case .ruleOutOfBounds: s.walkRuleOutOfBounds
        case .rulePassThrough: s.walkRulePassThrough
        case let .ruleForward(nil, target): s.walkRuleForward(target)
        case let .ruleForward(hit?, target): s.walkRuleForwardSubviewHit(hit, target)
        case let .ruleForwardOnlySelf(target): s.walkRuleForwardOnlySelf(target)
        case let .hitTestWithoutSuper(className): s.walkHitTestWithoutSuper(className ?? s.theViewsClass)
        case let .hitTestChanged(className, superResult, overrideResult):
            s.walkHitTestChanged(className ?? s.theViewsClass, superResult, overrideResult)
        case let .callsInsideOverrides(earlier, found): s.walkCallsInsideOverrides(earlier.reason(s), found)
        }
    }
}

extension HitTestTrace.PointInsideNote {
    /// `RoundButton.point(inside:with:) is overridden and returned false for
    /// (8, 8), inside its bounds [0, 0, 150, 150]`.
    func text(_ s: ExplanationStrings) -> String {
        let area = bounds.map { s.boundsArea(describe($0)) } ?? s.defaultHitArea
        let at = "(\(formatNumber(point.x)), \(formatNumber(point.y)))"
        return s.pointInsideOverridden(className, "\(returned)", at, byDefault ? s.insideArea(area) : s.outsideArea(area),
                                       returned == byDefault ? s.agreesWithDefault : "")
    }
}

extension UIView {
    /// A sentence on why `point(inside:with:)` said no.
    func outsideReason(_ p: CGPoint, _ s: ExplanationStrings) -> String {
        UIView.outsideReason(p, bounds: bounds, hitInsets: hitInsets, shapeKind: hitShape?.kindName, className: className, s)
    }

    /// A sentence on why a view with this hit area said no to `p`.
    static func outsideReason(_ p: CGPoint, bounds: CGRect, hitInsets: UIEdgeInsets, shapeKind: String?,
                              className: @autoclosure () -> String, _ s: ExplanationStrings) -> String {
        let at = "(\(formatNumber(p.x)), \(formatNumber(p.y)))"
        // UIView.rect(_:contains:), not CGRect.contains: Foundation's traps on
        // a NaN edge, and a program may give a view NaN bounds.
        let inBounds = UIView.rect(bounds, contains: p)
        let area = bounds.inset(by: hitInsets)
        if inBounds, hitInsets == .zero, let shapeKind {
            return s.pointInsideBoundsOutsideShape(at, shapeKind)
        }
        if hitInsets != .zero {
            if UIView.rect(area, contains: p), let shapeKind {
                return s.pointInsideInsetOutsideShape(at, shapeKind)
            }
            if !UIView.rect(area, contains: p) {
                return s.pointOutsideHitArea(at, describe(area))
            }
        }
        if inBounds { return s.pointInsideReturnedFalse(className(), at) }
        return s.pointOutsideBounds(at, describe(bounds))
    }
}
