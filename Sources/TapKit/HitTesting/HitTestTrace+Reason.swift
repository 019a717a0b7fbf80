import Foundation

extension HitTestTrace {
    /// Why a step ended as it did, kept as the facts its sentence needs: a
    /// traced walk records these, and `Step.reason` writes the sentence only
    /// when it is read — so tracing a walk over thousands of views writes no
    /// text for the views nobody prints.
    enum Reason {
        /// Not decided yet (the empty sentence).
        case none
        case hidden
        case alpha(CGFloat)
        case interactionDisabled
        /// A view refusing touches, with its class's `hitTestExclusion`.
        case refused(KeyPath<ExplanationStrings, String>)
        /// `point(inside:with:)` said no: the point is outside `bounds`.
        case outside(bounds: CGRect)
        /// `point(inside:with:)` said no, by a view's `hitInsets` or `hitShape`.
        case outsideHitArea(HitArea)
        /// A subview returned the view (boxed: only the walk's path has these).
        case tookPoint(TookPoint)
        case hitSelf(note: PointInsideNote?)
        /// A sentence for rules and overrides, which are rare, written in
        /// the language asked for when it is read.
        case sentence(Verdict, (ExplanationStrings) -> String)

        var verdict: Verdict {
            switch self {
            case .none: .custom
            case .hidden: .hidden
            case .alpha: .alpha
            case .interactionDisabled, .refused: .interactionDisabled
            case .outside, .outsideHitArea: .outside
            case .tookPoint: .hitSubview
            case .hitSelf: .hitSelf
            case let .sentence(verdict, _): verdict
            }
        }

        /// The sentence, for a step asked about `point` (its own coordinates).
        func text(at point: CGPoint, of view: UIView?, _ s: ExplanationStrings) -> String {
            switch self {
            case .none: return ""
            case .hidden: return s.walkHidden
            case let .alpha(alpha): return s.walkAlpha(formatNumber(alpha, decimals: 4))
            case .interactionDisabled: return s.walkInteractionDisabled
            case let .refused(exclusion): return s[keyPath: exclusion]
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
            case let .sentence(_, text): return text(s)
            }
        }
    }

    /// A view's `logName` as facts: its identifier when recorded, and its
    /// class, named only when the name is read.
    struct ViewName {
        let identifier: String?
        let type: UIView.Type

        init(_ view: UIView) {
            identifier = view.identifier
            type = Swift.type(of: view)
        }

        var text: String { identifier ?? String(describing: type) }
    }

    /// The hit area of a view with `hitInsets` or a `hitShape`, as plain
    /// data: a traced walk records one for every view with such an area
    /// that the point missed.
    struct HitAreaFacts {
        let bounds: CGRect, hitInsets: UIEdgeInsets, shape: StaticString?

        init(_ view: UIView) {
            bounds = view.bounds
            hitInsets = view.hitInsets
            shape = view.hitShape?.kind
        }
    }

    /// `HitAreaFacts` boxed, so that `Reason` stays small (a debug build
    /// keeps a `Reason` in each level's frame of the walk).
    final class HitArea {
        let bounds: CGRect, hitInsets: UIEdgeInsets, shapeKind: String?

        init(_ facts: HitAreaFacts) {
            bounds = facts.bounds
            hitInsets = facts.hitInsets
            shapeKind = facts.shape.map { "\($0)" }
        }
    }

    /// A subview that returned a view (nil `hit`: the subview itself), and
    /// the note on the parent's `point(inside:with:)` override, if any.
    final class TookPoint {
        let subview: ViewName, hit: ViewName?, note: PointInsideNote?

        init(_ subview: UIView, _ hit: UIView, _ note: PointInsideNote?) {
            self.subview = ViewName(subview)
            self.hit = hit === subview ? nil : ViewName(hit)
            self.note = note
        }
    }
}

extension HitTestTrace.Step {
    /// The view refused the point as a disabled control (UIKit's rule for a
    /// `UIControl` with `isEnabled == false`), not for `isUserInteractionEnabled`.
    public var refusedAsDisabledControl: Bool {
        if case let .refused(exclusion) = facts { return exclusion == \ExplanationStrings.walkDisabledControl }
        return false
    }

    /// The point was inside the view's hit area (its bounds, or its bounds
    /// with `hitInsets`) but missed its `hitShape` (see `outsideReason`).
    public var missedHitShape: Bool {
        guard case let .outsideHitArea(area) = facts, area.shapeKind != nil else { return false }
        return UIView.rect(area.bounds.inset(by: area.hitInsets), contains: point)
    }
}
