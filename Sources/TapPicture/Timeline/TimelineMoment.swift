import Foundation

/// A point on a timeline: a virtual time and, for the records logged in
/// the same instant, their place in the log. A tap's lift, the recognizer
/// that recognized on it and the `touchesCancelled` it caused all happen at
/// 0.05 s; the diagram spreads them a little in log order, so the order —
/// the story — stays visible. Finger input (`order` -1) comes first.
struct Moment: Comparable, Hashable {
    var t: TimeInterval
    var order: Int

    static func < (a: Moment, b: Moment) -> Bool { (a.t, a.order) < (b.t, b.order) }

    /// A finger's own input at `t`, before anything it causes.
    static func input(_ t: TimeInterval) -> Moment { Moment(t: t, order: -1) }
}
