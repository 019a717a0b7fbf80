import Foundation

/// Where each moment of a timeline goes across the page (points). Time is
/// linear, except that a quiet stretch longer than `idleGap` (a `wait:`
/// step, the settle time after the script) is cut to a short break drawn
/// with its length, and the records of one instant are spread `spread`
/// points apart in log order (see `Moment`).
struct TimelineAxis {
    static let spread: CGFloat = 14
    static let breakWidth: CGFloat = 46
    static let idleGap: TimeInterval = 0.3
    /// Time kept on each side of a break, so marks next to one stay clear of it.
    static let breakMargin: TimeInterval = 0.08

    struct Instant {
        var t: TimeInterval
        var x: CGFloat
        /// Log order → place among the instant's records.
        var ranks: [Int: Int]
        var width: CGFloat { CGFloat(max(0, ranks.count - 1)) * TimelineAxis.spread }
    }

    /// A quiet stretch drawn short: from `x` for `breakWidth` points.
    struct Break: Equatable {
        var from: TimeInterval, to: TimeInterval
        var x: CGFloat
    }

    let pointsPerSecond: CGFloat
    private(set) var instants: [Instant] = []
    private(set) var breaks: [Break] = []
    let start: CGFloat
    private(set) var end: CGFloat = 0

    /// `moments` are every moment the diagram draws; `targetWidth` is how
    /// wide the busy time should be; no break cuts into an `unbroken` stretch
    /// (a held delivery is drawn at its true length). A page of a long
    /// script keeps the whole's `pointsPerSecond`.
    init(moments: [Moment], start: CGFloat, targetWidth: CGFloat, unbroken: [(TimeInterval, TimeInterval)] = [],
         pointsPerSecond fixed: CGFloat? = nil) {
        self.start = start
        var byTime: [TimeInterval: Set<Int>] = [0: [-1]]
        for m in moments { byTime[m.t, default: []].insert(m.order) }
        let times = byTime.keys.sorted()
        let cuts = Set(zip(times, times.dropFirst()).filter { a, b in
            b - a > Self.idleGap && !unbroken.contains { $0.0 < b && $0.1 > a }
        }.map(\.0))
        var busy: TimeInterval = 0
        for (a, b) in zip(times, times.dropFirst()) { busy += cuts.contains(a) ? 2 * Self.breakMargin : b - a }
        pointsPerSecond = fixed ?? min(1200, max(260, targetWidth / CGFloat(max(busy, 0.05))))
        var x = start
        for (i, t) in times.enumerated() {
            let orders = byTime[t, default: []].sorted()
            let instant = Instant(t: t, x: x, ranks: Dictionary(uniqueKeysWithValues: orders.enumerated().map { ($1, $0) }))
            instants.append(instant)
            x += instant.width
            guard i + 1 < times.count else { break }
            let gap = times[i + 1] - t
            if cuts.contains(t) {
                let margin = CGFloat(Self.breakMargin) * pointsPerSecond
                breaks.append(Break(from: t + Self.breakMargin, to: times[i + 1] - Self.breakMargin, x: x + margin))
                x += 2 * margin + Self.breakWidth
            } else {
                x += CGFloat(gap) * pointsPerSecond
            }
        }
        end = x + 24
    }

    /// The index of the last instant at or before `t` (instants are in time
    /// order: a binary search, so a long script's axis is not quadratic).
    private func lastInstant(atOrBefore t: TimeInterval) -> Int? {
        var low = 0, high = instants.count
        while low < high {
            let middle = (low + high) / 2
            if instants[middle].t <= t { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }

    func x(_ m: Moment) -> CGFloat {
        guard let i = lastInstant(atOrBefore: m.t), instants[i].t == m.t else { return x(m.t) }
        let ranks = instants[i].ranks
        let rank = ranks[m.order] ?? ranks.filter { $0.key <= m.order }.map(\.value).max() ?? 0
        return instants[i].x + CGFloat(rank) * Self.spread
    }

    /// Any time, between the instants around it.
    func x(_ t: TimeInterval) -> CGFloat {
        guard let first = instants.first else { return start }
        guard let i = lastInstant(atOrBefore: t) else { return first.x - CGFloat(first.t - t) * pointsPerSecond }
        let here = instants[i]
        if here.t == t { return here.x }
        let after = here.x + here.width
        guard i + 1 < instants.count else { return min(end, after + CGFloat(t - here.t) * pointsPerSecond) }
        if let cut = breakAfter(here.t), cut.to < instants[i + 1].t {
            if t <= cut.from { return after + CGFloat(t - here.t) * pointsPerSecond }
            if t >= cut.to { return instants[i + 1].x - CGFloat(instants[i + 1].t - t) * pointsPerSecond }
            return cut.x + CGFloat((t - cut.from) / (cut.to - cut.from)) * Self.breakWidth
        }
        return after + CGFloat(t - here.t) * pointsPerSecond
    }

    /// The first break after `t`, by binary search (breaks are in time order).
    private func breakAfter(_ t: TimeInterval) -> Break? {
        var low = 0, high = breaks.count
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle].from <= t { low = middle + 1 } else { high = middle }
        }
        return low < breaks.count ? breaks[low] : nil
    }

    /// Tick times: round numbers `step` apart, none inside a break.
    func ticks() -> (step: TimeInterval, times: [TimeInterval]) {
        let step = [0.05, 0.1, 0.25, 0.5, 1].first { CGFloat($0) * pointsPerSecond >= 56 } ?? 1
        guard let last = instants.last?.t else { return (step, []) }
        let times = stride(from: 0, through: last + 1e-9, by: step).map { ($0 / step).rounded() * step }.filter { t in
            !breaks.contains { t > $0.from - step / 2 && t < $0.to + step / 2 }
        }
        return (step, times)
    }
}
