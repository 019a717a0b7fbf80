import Foundation

/// Estimates how fast a value changes (per second) from timestamped samples,
/// for the continuous recognizers' `velocity`.
///
/// TapLab rule: the velocity is the change between the newest sample and the
/// oldest one at most 0.1 s older (or, when there is none that recent, the
/// newest older one), divided by the time between them. Samples at the same
/// time never divide by zero: with no earlier sample the velocity is zero,
/// and a result that is not finite is reported as zero. Never NaN or inf.
struct VelocityTracker {
    /// TapLab: the span of recent samples the velocity is measured over.
    static let window: TimeInterval = 0.1

    private var samples: [(t: TimeInterval, value: CGPoint)] = []

    /// Forgets every sample; with a value, starts again from it.
    mutating func reset(to value: CGPoint? = nil, at t: TimeInterval = 0) {
        samples.removeAll()
        if let value { add(value, at: t) }
    }

    mutating func add(_ value: CGPoint, at t: TimeInterval) {
        guard t.isFinite, value.x.isFinite, value.y.isFinite else { return }
        if let last = samples.last, t < last.t { return }
        samples.append((t, value))
        // Keep the recent span plus one older sample to fall back on.
        if let recent = samples.firstIndex(where: { $0.t >= t - Self.window }), recent > 1 {
            samples.removeFirst(recent - 1)
        }
    }

    mutating func add(_ value: CGFloat, at t: TimeInterval) {
        add(CGPoint(x: value, y: 0), at: t)
    }

    var velocity: CGPoint {
        guard let last = samples.last else { return .zero }
        let earlier = samples.filter { $0.t < last.t }
        guard let fallback = earlier.last else { return .zero }
        let reference = earlier.first { $0.t >= last.t - Self.window } ?? fallback
        let dt = CGFloat(last.t - reference.t)
        guard dt > 0 else { return .zero }
        let v = CGPoint(x: (last.value.x - reference.value.x) / dt, y: (last.value.y - reference.value.y) / dt)
        return v.x.isFinite && v.y.isFinite ? v : .zero
    }
}

extension UIView {
    /// A displacement in screen coordinates → the same displacement in this
    /// view's coordinates (the transforms' linear parts; no offset).
    func convertScreenVector(_ v: CGPoint) -> CGPoint {
        let a = convertFromScreen(.zero), b = convertFromScreen(v)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// A displacement in this view's coordinates → screen coordinates.
    func convertVectorToScreen(_ v: CGPoint) -> CGPoint {
        let a = convertToScreen(.zero), b = convertToScreen(v)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}

extension UIGestureRecognizer {
    /// The view `translation(in:)`-style methods measure in: `view`, or the
    /// recognizer's window for `nil` (UIKit: "nil means the window").
    func measuringView(_ view: UIView?) -> UIView? {
        view ?? self.view?.window
    }

    /// The tracked touches in the order they began (TapLab's delivery order).
    func touchesInBeganOrder(_ event: UIEvent) -> [UITouch] {
        let tracked = trackedTouches
        let ordered = event.orderedTouches.filter { tracked.contains($0) }
        return ordered + tracked.filter { !ordered.contains($0) }
    }

    /// UIKit: touches beyond `limit` are ignored (`ignore(_:for:)`), the
    /// newest first, so the recognizer keeps the fingers that came down first.
    func ignoreTouches(beyond limit: Int, _ event: UIEvent) {
        var tracked = touchesInBeganOrder(event)
        while tracked.count > max(0, limit), let newest = tracked.popLast() {
            ignore(newest, for: event)
        }
    }
}
