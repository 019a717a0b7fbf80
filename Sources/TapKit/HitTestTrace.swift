import Foundation

/// A record of one hit-test walk, in call order: every view whose
/// `hitTest(_:with:)` was called, the point it was asked about (in its own
/// coordinates), its verdict and what it returned.
///
/// Attach one to an event (`UIEvent(tracing:)`, or `UIApplication.tracesHitTests`)
/// and every `hitTest` call made with that event is recorded — including
/// overrides that never call `super` (verdict `custom`) and overrides that
/// change what `super` returned — without changing any result.
public final class HitTestTrace {
    public enum Verdict: String, CaseIterable {
        case hidden, alpha, interactionDisabled, outside, hitSelf, hitSubview, custom
    }

    public struct Step {
        public let viewID: String
        /// Strong: a weak reference would give every visited view a side table
        /// (and slow every later retain of it). Traces are short-lived.
        public let view: UIView?
        /// 0 for the window, 1 for its subviews, ...
        public let depth: Int
        /// The point in the view's own bounds coordinates.
        public let point: CGPoint
        public internal(set) var verdict: Verdict = .custom
        /// A plain-language reason, e.g. "alpha 0.005 is below 0.01".
        public internal(set) var reason: String = ""
        public internal(set) var returnedID: String?
        public internal(set) var returned: UIView?
        var isDecided = false
        /// What the built-in algorithm returned, to spot overrides that change it.
        var defaultResult: UIView?
    }

    public private(set) var steps: [Step] = []
    /// Indices of the steps whose `hitTest` call has not returned yet.
    private var open: [Int] = []
    /// The screen point, and the window that took the touch (set by the application).
    public internal(set) var screenPoint: CGPoint?
    public internal(set) var hitWindow: UIWindow?
    public internal(set) var hitView: UIView?

    /// The last view whose built-in `point(inside:with:)` ran during this
    /// walk: the walk clears it before asking a view, so afterwards it says
    /// whether the view's own class answered without calling super.
    var defaultPointInsideRan: ObjectIdentifier?

    public init() {}

    public func removeAll() {
        steps.removeAll(keepingCapacity: true)
        open.removeAll(keepingCapacity: true)
        screenPoint = nil
        hitWindow = nil
        hitView = nil
    }

    func enter(_ view: UIView, _ point: CGPoint) {
        open.append(steps.count)
        steps.append(Step(viewID: view.logName, view: view, depth: open.count - 1, point: point))
    }

    /// Called by the built-in `hitTest`: opens a step when an override called
    /// it directly rather than through the traced walk. Returns whether it did.
    func enterIfNeeded(_ view: UIView, _ point: CGPoint) -> Bool {
        if let top = open.last, steps[top].view === view, !steps[top].isDecided { return false }
        enter(view, point)
        return true
    }

    /// The built-in algorithm's verdict for the innermost open step.
    func decide(_ verdict: Verdict, _ reason: @autoclosure () -> String, result: UIView?) {
        guard let top = open.last else { return }
        steps[top].verdict = verdict
        steps[top].reason = reason()
        steps[top].isDecided = true
        steps[top].defaultResult = result
    }

    /// A TapLab hit rule replaced the built-in result.
    func overrule(_ reason: @autoclosure () -> String) {
        guard let top = open.last else { return }
        steps[top].verdict = .custom
        steps[top].reason = reason()
        steps[top].isDecided = true
    }

    func exit(_ returned: UIView?) {
        guard let top = open.popLast() else { return }
        steps[top].returned = returned
        steps[top].returnedID = returned?.logName
        if !steps[top].isDecided {
            steps[top].verdict = .custom
            steps[top].reason = "\(overrider(top)).hitTest(_:with:) is overridden and did not call super"
            steps[top].isDecided = true
        } else if steps[top].verdict != .custom, steps[top].defaultResult !== returned {
            steps[top].verdict = .custom
            steps[top].reason = "\(overrider(top)).hitTest(_:with:) is overridden: super returned "
                + (steps[top].defaultResult?.logName ?? "nil") + ", the override returned "
                + (returned?.logName ?? "nil")
        }
        if steps[top].verdict == .custom, let returned, returned !== steps[top].view,
           !steps[(top + 1)...].contains(where: { $0.view === returned }) {
            // An override that calls its subviews' `hitTest` directly, on
            // views that override it too without calling super (seed 000's
            // BaseView), never passes through TapKit: those calls cannot be traced.
            steps[top].reason += "; the calls that found \(returned.logName) ran inside overrides and are not shown"
        }
    }

    /// The class whose override the step ran (`BaseView`, a program's own).
    private func overrider(_ index: Int) -> String {
        steps[index].view?.className ?? "the view's class"
    }

    /// The first step for `view`, if the walk visited it.
    public func step(for view: UIView) -> Step? {
        steps.first { $0.view === view }
    }
}
