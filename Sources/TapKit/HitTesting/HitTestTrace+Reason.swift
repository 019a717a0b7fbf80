import Foundation

extension HitTestTrace {
    /// Why a step ended as it did, kept as the facts its sentence needs: a
    /// traced walk records these, and TapExplain writes the sentence only
    /// when it is read — so tracing a walk over thousands of views writes no
    /// text for the views nobody prints.
    package enum Reason {
        /// Not decided yet (the empty sentence).
        case none
        case hidden
        case alpha(CGFloat)
        case interactionDisabled
        /// A view refusing touches, with its class's `hitTestExclusion`.
        case refused(UIView.HitExclusion)
        /// `point(inside:with:)` said no: the point is outside `bounds`.
        case outside(bounds: CGRect)
        /// `point(inside:with:)` said no, by a view's `hitInsets` or `hitShape`.
        case outsideHitArea(HitArea)
        /// A subview returned the view (boxed: only the walk's path has these).
        case tookPoint(TookPoint)
        case hitSelf(note: PointInsideNote?)
        /// A program's `point(inside:with:)` override said no.
        case refusedByPointInside(PointInsideNote)
        /// A hit-test rule or an override decided: rare, so boxed.
        case custom(CustomDecision)

        var verdict: Verdict {
            switch self {
            case .none, .custom: .custom
            case .hidden: .hidden
            case .alpha: .alpha
            case .interactionDisabled, .refused: .interactionDisabled
            case .outside, .outsideHitArea, .refusedByPointInside: .outside
            case .tookPoint: .hitSubview
            case .hitSelf: .hitSelf
            }
        }

        static func decided(_ kind: CustomDecision.Kind) -> Reason { .custom(CustomDecision(kind)) }
    }

    /// What a hit-test rule (TapLab's `hitTestRule`) or a program's
    /// `hitTest(_:with:)` override did to a step, as facts; the words are
    /// TapExplain's.
    package final class CustomDecision {
        package enum Kind {
            /// Rule `never`: nil before anything is asked.
            case ruleNever
            /// Rule `outOfBounds`: no subview took a point outside the bounds.
            case ruleOutOfBounds
            /// Rule `passThrough`: a hit on the view itself became nil.
            case rulePassThrough
            /// Rule `forward`: the view itself (`hit` nil) or a subview's hit became `target`.
            case ruleForward(hit: String?, target: String)
            /// Rule `forward … only: self`: a hit on the view itself became `target`.
            case ruleForwardOnlySelf(target: String)
            /// An override answered without calling super (`className` nil: not known).
            case hitTestWithoutSuper(className: String?)
            /// An override changed what super returned.
            case hitTestChanged(className: String?, superResult: String, overrideResult: String)
            /// An override returned `found` from calls TapKit could not trace.
            case callsInsideOverrides(earlier: HitTestTrace.Step, found: String)
        }

        package let kind: Kind

        init(_ kind: Kind) { self.kind = kind }
    }

    /// A view's `logName` as facts: its identifier when recorded, and its
    /// class, named only when the name is read.
    package struct ViewName {
        let identifier: String?
        let type: UIView.Type

        init(_ view: UIView) {
            identifier = view.identifier
            type = Swift.type(of: view)
        }

        package var text: String { identifier ?? String(describing: type) }
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
    package final class HitArea {
        package let bounds: CGRect, hitInsets: UIEdgeInsets, shapeKind: String?

        init(_ facts: HitAreaFacts) {
            bounds = facts.bounds
            hitInsets = facts.hitInsets
            shapeKind = facts.shape.map { "\($0)" }
        }
    }

    /// A subview that returned a view (nil `hit`: the subview itself), and
    /// the note on the parent's `point(inside:with:)` override, if any.
    package final class TookPoint {
        package let subview: ViewName, hit: ViewName?, note: PointInsideNote?

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
        if case .refused(.disabledControl) = facts { return true }
        return false
    }

    /// The point was inside the view's hit area (its bounds, or its bounds
    /// with `hitInsets`) but missed its `hitShape` (TapExplain's `outsideReason` words it).
    public var missedHitShape: Bool {
        guard case let .outsideHitArea(area) = facts, area.shapeKind != nil else { return false }
        return UIView.rect(area.bounds.inset(by: area.hitInsets), contains: point)
    }
}
