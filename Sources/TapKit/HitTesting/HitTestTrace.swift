import CPrefetch
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
        /// The view's identifier; `viewID` falls back to its class.
        let identifier: String?
        public var viewID: String { identifier ?? view.map { String(describing: type(of: $0)) } ?? "" }
        public let view: UIView?
        /// 0 for the window, 1 for its subviews, ...
        public let depth: Int
        /// The point in the view's own bounds coordinates.
        public let point: CGPoint
        public let verdict: Verdict
        /// Why the step ended as it did, as facts: TapExplain writes the
        /// sentence (`reason(in:)`) only when it is read.
        package let facts: Reason
        public let returned: UIView?
        let returnedIdentifier: String?
        public var returnedID: String? { returned.map { returnedIdentifier ?? String(describing: type(of: $0)) } }
    }

    /// Every `hitTest` call of the walk, in call order: built from the
    /// records when first read after the walk (records change only while
    /// a call is open, and a later walk only appends).
    public var steps: [Step] {
        settleDeferredSteps()
        if let built, built.count == records.count { return built }
        let steps = records.map(step)
        if top < 0 { built = steps }
        return steps
    }

    var records: [Record] = []
    private var built: [Step]?
    /// The record of the innermost `hitTest` call that has not returned
    /// yet (-1: none); each record names the one open when it began.
    var top = -1
    /// The first record of a deferred step not yet settled, or -1.
    var deferredFrom = -1
    /// How this thread finds the trace while steps are deferred.
    var pendingHandle: PendingHandle?
    /// The `subviews` arrays the walk asked from (see `ViewSlot`).
    var askedSubviews: [[UIView]] = []
    /// Views the trace holds that no asked array holds.
    var held: [UIView] = []
    /// The reasons too rare to store inline (see `Fact`).
    var extras: [Reason] = []
    /// The hit areas of `Fact.outsideHitArea`.
    var hitAreas: [HitAreaFacts] = []
    /// The screen point, and the window that took the touch (set by the application).
    public internal(set) var screenPoint: CGPoint?
    public internal(set) var hitWindow: UIWindow?
    public internal(set) var hitView: UIView?

    /// The last view whose built-in `point(inside:with:)` ran during this
    /// walk: the walk clears it before asking a view, so afterwards it says
    /// whether the view's own class answered without calling super.
    var defaultPointInsideRan: ObjectIdentifier?

    public init() {
        records.reserveCapacity(256)
    }

    deinit { pendingHandle?.isOpen = false }

    public func removeAll() {
        settleDeferredSteps()
        records.removeAll(keepingCapacity: true)
        top = -1
        hitAreas.removeAll(keepingCapacity: true)
        askedSubviews.removeAll(keepingCapacity: true)
        held.removeAll(keepingCapacity: true)
        extras.removeAll(keepingCapacity: true)
        built = nil
        screenPoint = nil
        hitWindow = nil
        hitView = nil
    }

    /// A view asked other than from a `subviews` array (a window, or a view
    /// whose `hitTest` an override called).
    func enter(_ view: UIView, _ point: CGPoint) {
        open(ViewSlot(array: -1, index: hold(view)), point)
    }

    @inline(__always)
    func open(_ slot: ViewSlot, _ point: CGPoint) {
        let depth = top >= 0 ? records[top].depth + 1 : 0
        records.append(Record(view: slot, point: point, depth: depth, parent: Int32(top)))
        top = records.count - 1
    }

    /// Called by the built-in `hitTest`: opens a step when an override called
    /// it directly rather than through the traced walk. Returns whether it did.
    func enterIfNeeded(_ view: UIView, _ point: CGPoint) -> Bool {
        if top >= 0, !records[top].isDecided, self.view(records[top].view) === view { return false }
        enter(view, point)
        return true
    }

    /// The built-in algorithm's verdict for the innermost open step.
    @inline(__always)
    func decide(_ reason: @autoclosure () -> Reason, result: UIView?) {
        guard top >= 0 else { return }
        let top = top, reason = reason()
        let fact = fact(reason), defaultResult = hold(result)
        records.withUnsafeMutableBufferPointer { records in
            records[top].verdict = reason.verdict
            records[top].fact = fact
            records[top].isDecided = true
            records[top].defaultResult = defaultResult
        }
    }

    /// `point(inside:with:)` said no: the point is outside the view's
    /// `hitInsets` or `hitShape`.
    func decideOutsideHitArea(of view: UIView) {
        guard top >= 0 else { return }
        hitAreas.append(HitAreaFacts(view))
        let top = top, fact = Fact.outsideHitArea(Int32(hitAreas.count - 1))
        records.withUnsafeMutableBufferPointer { records in
            records[top].verdict = .outside
            records[top].fact = fact
            records[top].isDecided = true
        }
    }

    /// A TapLab hit rule replaced the built-in result.
    func overrule(_ reason: @autoclosure () -> Reason) {
        guard top >= 0 else { return }
        overrule(top, reason())
    }

    private func overrule(_ index: Int, _ reason: Reason) {
        records[index].verdict = .custom
        records[index].fact = fact(reason)
        records[index].isDecided = true
    }

    /// Records what `hitTest` returned, naming an override that did not
    /// call super or changed its answer.
    @inline(__always)
    func exit(_ returned: UIView?) {
        guard top >= 0 else { return }
        let closing = top, record = records[closing]
        top = Int(record.parent)
        // Nil, as the built-in algorithm decided (most calls): nothing to add.
        if returned == nil, record.isDecided, record.verdict == .custom || record.defaultResult < 0 { return }
        finish(closing, returned)
    }

    private func finish(_ top: Int, _ returned: UIView?) {
        let record = records[top]
        records[top].returned = hold(returned)
        let defaultResult = record.defaultResult >= 0 ? held[Int(record.defaultResult)] : nil
        if !record.isDecided {
            let overrider = view(record.view)?.className
            overrule(top, .decided(.hitTestWithoutSuper(className: overrider)))
        } else if record.verdict != .custom, defaultResult !== returned {
            // The class name only here: `String(describing:)` of a type looks
            // up conformances, which on a deep walk cost more than the walk.
            let overrider = view(record.view)?.className
            let superResult = defaultResult?.logName ?? "nil", overrideResult = returned?.logName ?? "nil"
            overrule(top, .decided(.hitTestChanged(className: overrider, superResult: superResult, overrideResult: overrideResult)))
        }
        guard records[top].verdict == .custom, let returned, returned !== view(record.view) else { return }
        if !records[(top + 1)...].contains(where: { view($0.view) === returned }) {
            // An override that calls its subviews' `hitTest` directly, on
            // views that override it too without calling super (seed 000's
            // BaseView), never passes through TapKit: those calls cannot be traced.
            let earlier = step(records[top]), found = returned.logName
            overrule(top, .decided(.callsInsideOverrides(earlier: earlier, found: found)))
        }
    }

    /// The first step for `view`, if the walk visited it.
    public func step(for view: UIView) -> Step? {
        settleDeferredSteps()
        return records.first { self.view($0.view) === view }.map(step)
    }
}

extension HitTestTrace: HitTestRecorder {

    func willAsk(_ subviews: [UIView]) -> Int32 {
        // Room for this level's records at once, instead of growing (and
        // copying) the records many times on a wide tree.
        if records.capacity < records.count + subviews.count {
            records.reserveCapacity(max(records.capacity * 2, records.count + subviews.count))
        }
        askedSubviews.append(subviews)
        return Int32(askedSubviews.count - 1)
    }

    func enter(subview index: Int, of array: Int32, _ point: CGPoint) {
        readAhead(askedSubviews[Int(array)], index - 6)
        open(ViewSlot(array: array, index: Int32(index)), point)
    }

    /// Starts loading the view the walk will ask a few calls from now (it
    /// asks from the last subview to the first). A recording walk does so
    /// much per view that, unlike the walk that records nothing, the
    /// processor does not fetch the next views while it works; on a wide
    /// tree the hint halves the recording walk's time.
    @inline(__always)
    private func readAhead(_ subviews: [UIView], _ index: Int) {
        guard index >= 0 else { return }
        // The object's first two cache lines: the fields the walk reads.
        let object = UnsafeRawPointer(Unmanaged.passUnretained(subviews[index]).toOpaque())
        taplab_prefetch(object)
        taplab_prefetch(object + 64)
    }

    /// A program's subclass may override `point(inside:with:)`: the walk
    /// names the override when it answered without calling super, or when
    /// its answer differs from UIKit's default.
    func pointInside(_ view: UIView, _ point: CGPoint, _ event: UIEvent?) -> (Bool, note: PointInsideNote?) {
        defaultPointInsideRan = nil
        let inside = view.point(inside: point, with: event)
        let calledSuper = defaultPointInsideRan == ObjectIdentifier(view)
        return (inside, view.pointInsideOverrideNote(point, returned: inside, calledSuper: calledSuper))
    }
}
