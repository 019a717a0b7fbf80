import Foundation

// How a trace stores its steps while the walk runs. A traced walk of a flat
// tree of 10,000 views records 10,000 steps, so a step must cost about what
// the walk's own work on the view costs: a record is plain data (no
// reference counted field, so appending one retains nothing and dropping the
// trace releases nothing per step), and `Step` values are built from the
// records only when someone reads `steps`.

extension HitTestTrace {
    /// Where a record's view is held. A subview is named by its place in the
    /// `subviews` array the walk asked it from: the trace keeps that array
    /// (one retain per parent, and copy-on-write keeps it as it was when
    /// asked), which keeps every view in it alive. Any other view — a window,
    /// a view whose `hitTest` an override called directly, a returned view —
    /// the trace holds itself, in `held`.
    struct ViewSlot {
        /// An index into `askedSubviews`, or -1 for `held`.
        var array: Int32
        var index: Int32

        static let none = ViewSlot(array: -1, index: -1)
    }

    /// `Reason` without references: the cases a walk over thousands of views
    /// records are stored inline; the rare ones (rules, overrides, the
    /// walk's path) in `extras`.
    enum Fact {
        case none, hidden, interactionDisabled, hitSelf
        case alpha(CGFloat)
        case outside(bounds: CGRect)
        case outsideHitArea(Int32)
        case extra(Int32)
        /// Not asked yet: see HitTestTrace+DeferredSteps. `point` is
        /// still in the superview's coordinates.
        case deferred
    }

    /// One `hitTest` call.
    struct Record {
        var view: ViewSlot
        var point: CGPoint
        var depth: Int32
        /// The record of the call that was open when this one began, or -1.
        var parent: Int32
        var verdict: Verdict = .custom
        var isDecided = false
        var fact: Fact = .none
        /// `held` indices, -1 for nil: what `hitTest` returned, and what
        /// the built-in algorithm returned (to spot overrides that change it).
        var returned: Int32 = -1
        var defaultResult: Int32 = -1
    }

    @inline(__always)
    func fact(_ reason: Reason) -> Fact {
        switch reason {
        case .none: return .none
        case .hidden: return .hidden
        case .interactionDisabled: return .interactionDisabled
        case .hitSelf(note: nil): return .hitSelf
        case let .alpha(alpha): return .alpha(alpha)
        case let .outside(bounds): return .outside(bounds: bounds)
        case .refused, .outsideHitArea, .tookPoint, .hitSelf, .refusedByPointInside, .custom:
            extras.append(reason)
            return .extra(Int32(extras.count - 1))
        }
    }

    func reason(_ fact: Fact) -> Reason {
        switch fact {
        case .none: .none
        case .hidden: .hidden
        case .interactionDisabled: .interactionDisabled
        case .hitSelf: .hitSelf(note: nil)
        case let .alpha(alpha): .alpha(alpha)
        case let .outside(bounds): .outside(bounds: bounds)
        case let .outsideHitArea(index): .outsideHitArea(HitArea(hitAreas[Int(index)]))
        case let .extra(index): extras[Int(index)]
        // Settled before any step is built.
        case .deferred: .none
        }
    }

    func view(_ slot: ViewSlot) -> UIView? {
        if slot.array >= 0 { return askedSubviews[Int(slot.array)][Int(slot.index)] }
        return slot.index >= 0 ? held[Int(slot.index)] : nil
    }

    /// Holds `view` for the trace's lifetime; -1 for nil.
    func hold(_ view: UIView?) -> Int32 {
        guard let view else { return -1 }
        held.append(view)
        return Int32(held.count - 1)
    }

    /// The public form of a record, with its reason's facts.
    func step(_ record: Record) -> Step {
        let view = view(record.view)
        let returned = record.returned >= 0 ? held[Int(record.returned)] : nil
        return Step(identifier: view?.identifier, view: view, depth: Int(record.depth), point: record.point,
                    verdict: record.verdict, facts: reason(record.fact),
                    returned: returned, returnedIdentifier: returned?.identifier)
    }
}
