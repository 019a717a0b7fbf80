import Foundation

/// What the one hit-test walk (`UIView.walk(_:_:_:)`) tells whoever watches
/// it. The walk is generic over its recorder and specialised for each: with
/// `UntracedWalk`, whose methods are empty and inlined, the optimiser
/// removes every recording call; with `HitTestTrace` it records a step per
/// `hitTest` call. Both take the same shortcuts (cull boxes, skipped
/// `hitTest` calls on views that certainly answer nil), and the answers of
/// both come from the same lines.
protocol HitTestRecorder {
    /// The walk is about to ask views of `subviews`; returns how `enter`
    /// names that array.
    func willAsk(_ subviews: [UIView]) -> Int32
    /// The walk passed `subviews[index]` (of the array `willAsk` named
    /// `array`) without asking it: a TapKit view whose `hitTest` certainly
    /// returns nil for `point` (in the superview's coordinates).
    func pass(subview index: Int, of array: Int32, _ point: CGPoint)
    /// The walk is about to ask `subviews[index]` of the array `willAsk`
    /// named `array` about `point` (its own coordinates).
    func enter(subview index: Int, of array: Int32, _ point: CGPoint)
    /// What the view asked last returned.
    func exit(_ returned: UIView?)
    /// `point(inside:with:)` of a view whose class may override it, and a
    /// sentence naming the override when it changed the answer.
    func pointInside(_ view: UIView, _ point: CGPoint, _ event: UIEvent?) -> (Bool, note: HitTestTrace.PointInsideNote?)
    /// The built-in algorithm's verdict for the view being asked.
    func decide(_ reason: @autoclosure () -> HitTestTrace.Reason, result: UIView?)
    /// The built-in `point(inside:with:)` said no, by the view's
    /// `hitInsets` or `hitShape` (nil result; apart, so that no `Reason`
    /// boxes the area).
    func decideOutsideHitArea(of view: UIView)
    /// A TapLab hit rule replaced the built-in result.
    func overrule(_ reason: @autoclosure () -> HitTestTrace.Reason)
}

/// The recorder of a walk nobody traces: records nothing.
struct UntracedWalk: HitTestRecorder {
    @inline(__always)
    func pass(subview index: Int, of array: Int32, _ point: CGPoint) {}

    @inline(__always)
    func willAsk(_ subviews: [UIView]) -> Int32 { 0 }

    @inline(__always)
    func enter(subview index: Int, of array: Int32, _ point: CGPoint) {}

    @inline(__always)
    func exit(_ returned: UIView?) {}

    @inline(__always)
    func pointInside(_ view: UIView, _ point: CGPoint, _ event: UIEvent?) -> (Bool, note: HitTestTrace.PointInsideNote?) {
        (view.point(inside: point, with: event), nil)
    }

    @inline(__always)
    func decide(_ reason: @autoclosure () -> HitTestTrace.Reason, result: UIView?) {}

    @inline(__always)
    func decideOutsideHitArea(of view: UIView) {}

    @inline(__always)
    func overrule(_ reason: @autoclosure () -> HitTestTrace.Reason) {}
}
