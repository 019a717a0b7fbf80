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
        /// The view's identifier when it was asked; `viewID` falls back to its class.
        let identifier: String?
        public var viewID: String { identifier ?? view.map { String(describing: type(of: $0)) } ?? "" }
        /// Strong: a weak reference would give every visited view a side table
        /// (and slow every later retain of it). Traces are short-lived.
        public let view: UIView?
        /// 0 for the window, 1 for its subviews, ...
        public let depth: Int
        /// The point in the view's own bounds coordinates.
        public let point: CGPoint
        public internal(set) var verdict: Verdict = .custom
        var isDecided = false
        /// The facts behind `reason`.
        var facts: Reason = .none
        /// A plain-language reason, e.g. "alpha 0.005 is below 0.01",
        /// written from the facts recorded when it is read.
        public var reason: String { facts.text(at: point, of: view) }
        public internal(set) var returned: UIView?
        var returnedIdentifier: String?
        public var returnedID: String? { returned.map { returnedIdentifier ?? String(describing: type(of: $0)) } }
        /// What the built-in algorithm returned, to spot overrides that change it.
        var defaultResult: UIView?

        mutating func decide(_ reason: Reason, result: UIView?) {
            verdict = reason.verdict
            facts = reason
            isDecided = true
            defaultResult = result
        }

        mutating func overrule(_ reason: Reason) {
            verdict = .custom
            facts = reason
            isDecided = true
        }

        /// Records what `hitTest` returned, naming an override that did not
        /// call super or changed its answer. Returns whether the step's answer
        /// came from a custom override that returned another view.
        mutating func finish(_ result: UIView?) -> Bool {
            returned = result
            returnedIdentifier = result?.identifier
            if !isDecided {
                overrule(.sentence(.custom, "\(overrider).hitTest(_:with:) is overridden and did not call super"))
            } else if verdict != .custom, defaultResult !== result {
                overrule(.sentence(.custom, "\(overrider).hitTest(_:with:) is overridden: super returned "
                    + (defaultResult?.logName ?? "nil") + ", the override returned " + (result?.logName ?? "nil")))
            }
            return verdict == .custom && result != nil && result !== view
        }

        /// The class whose override the step ran (`BaseView`, a program's own).
        private var overrider: String { view?.className ?? "the view's class" }
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

    public init() {
        steps.reserveCapacity(32)
        open.reserveCapacity(16)
    }

    public func removeAll() {
        steps.removeAll(keepingCapacity: true)
        open.removeAll(keepingCapacity: true)
        screenPoint = nil
        hitWindow = nil
        hitView = nil
    }

    func enter(_ view: UIView, _ point: CGPoint) {
        open.append(steps.count)
        steps.append(Step(identifier: view.identifier, view: view, depth: open.count - 1, point: point))
    }

    /// Called by the built-in `hitTest`: opens a step when an override called
    /// it directly rather than through the traced walk. Returns whether it did.
    func enterIfNeeded(_ view: UIView, _ point: CGPoint) -> Bool {
        if let top = open.last, steps[top].view === view, !steps[top].isDecided { return false }
        enter(view, point)
        return true
    }

    /// The built-in algorithm's verdict for the innermost open step.
    func decide(_ reason: @autoclosure () -> Reason, result: UIView?) {
        guard let top = open.last else { return }
        steps[top].decide(reason(), result: result)
    }

    /// A TapLab hit rule replaced the built-in result.
    func overrule(_ reason: @autoclosure () -> Reason) {
        guard let top = open.last else { return }
        steps[top].overrule(reason())
    }

    func exit(_ returned: UIView?) {
        guard let top = open.popLast() else { return }
        if steps[top].finish(returned), let returned, !steps[(top + 1)...].contains(where: { $0.view === returned }) {
            // An override that calls its subviews' `hitTest` directly, on
            // views that override it too without calling super (seed 000's
            // BaseView), never passes through TapKit: those calls cannot be traced.
            steps[top].overrule(.sentence(.custom, steps[top].reason
                + "; the calls that found \(returned.logName) ran inside overrides and are not shown"))
        }
    }

    /// The first step for `view`, if the walk visited it.
    public func step(for view: UIView) -> Step? {
        steps.first { $0.view === view }
    }
}

extension HitTestTrace: HitTestRecorder {
    static var isRecording: Bool { true }

    /// A program's subclass may override `point(inside:with:)`: the walk
    /// names the override when it answered without calling super, or when
    /// its answer differs from UIKit's default.
    func pointInside(_ view: UIView, _ point: CGPoint, _ event: UIEvent?) -> (Bool, note: String?) {
        defaultPointInsideRan = nil
        let inside = view.point(inside: point, with: event)
        let calledSuper = defaultPointInsideRan == ObjectIdentifier(view)
        return (inside, view.pointInsideOverrideNote(point, returned: inside, calledSuper: calledSuper))
    }
}
