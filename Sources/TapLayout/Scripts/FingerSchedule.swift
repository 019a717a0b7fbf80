import Foundation
import TapKit

/// When each generated finger id is busy, so that overlapping steps get
/// distinct ids — and asking for a free id costs about the same whatever
/// the script's length.
///
/// A flat list of every busy interval, scanned for each new step, made a
/// 100,000-step script take minutes to load (each step scanned every step
/// before it). Here each id keeps its intervals in `BusyIntervals`: steps in
/// time order (every step without `at:`) append and are found from the end;
/// steps pinned before earlier ones go to a few sorted runs merged as they
/// grow, so even a script of nothing but such steps stays n log n.
struct FingerSchedule {
    /// More generated fingers than this down at once is an error: touch
    /// screens report about ten, and it bounds the search for the lowest
    /// free id (which tries ids one by one).
    static let maxFingers = 100

    private var byID: [Int: BusyIntervals] = [:]
    /// Fingers put down by `down` steps and not yet lifted: busy from then on.
    private var downSince: [Int: TimeInterval] = [:]

    /// The lowest finger id free over [from, to], reserved for it; nil when
    /// `maxFingers` fingers are busy then.
    mutating func reserve(_ from: TimeInterval, _ to: TimeInterval) -> Int? {
        let before = max(to, from + 1e-9)
        var asked = 0
        defer { LoaderWork.script.add(asked) }
        for id in 1...Self.maxFingers {
            asked += 1
            if downSince[id] != nil { continue }
            if let intervals = byID[id], intervals.overlaps(before: before, after: from) { continue }
            byID[id, default: BusyIntervals()].insert(from: from, to: to)
            return id
        }
        return nil
    }

    /// A `down` step: the finger is busy from `time` until its `up`.
    mutating func down(_ id: Int, at time: TimeInterval) { downSince[id] = time }

    /// An `up` or `cancel` step: the finger was busy until `time`.
    mutating func up(_ id: Int, at time: TimeInterval) {
        guard let since = downSince.removeValue(forKey: id) else { return }
        byID[id, default: BusyIntervals()].insert(from: since, to: time)
    }
}

/// One finger's busy intervals, answering "does any start before B and end
/// after A" (an overlap with [A, B)).
struct BusyIntervals {
    /// Intervals added in order of start.
    private var main = SortedRun()
    /// Intervals added out of order, in runs whose sizes halve from the
    /// first: a new one is a run of one, and two runs merge when the later
    /// is as long as the earlier, so there are at most log n runs.
    private var side: [SortedRun] = []

    func overlaps(before: TimeInterval, after: TimeInterval) -> Bool {
        main.overlaps(before: before, after: after) || side.contains { $0.overlaps(before: before, after: after) }
    }

    mutating func insert(from: TimeInterval, to: TimeInterval) {
        if main.starts.last.map({ from >= $0 }) ?? true {
            main.append(from: from, to: to)
            LoaderWork.script.add(1)
            return
        }
        var run = SortedRun()
        run.append(from: from, to: to)
        side.append(run)
        while side.count >= 2, side[side.count - 2].starts.count <= side[side.count - 1].starts.count {
            let later = side.removeLast(), earlier = side.removeLast()
            side.append(SortedRun(merging: earlier, later))
        }
    }
}

/// Intervals sorted by start, with the latest end so far at each.
private struct SortedRun {
    private(set) var starts: [TimeInterval] = []
    private var ends: [TimeInterval] = []
    /// `maxEnd[i]` is the latest end among intervals `0...i`.
    private var maxEnd: [TimeInterval] = []

    init() {}

    init(merging a: SortedRun, _ b: SortedRun) {
        var (i, j) = (0, 0)
        while i < a.starts.count || j < b.starts.count {
            if j == b.starts.count || (i < a.starts.count && a.starts[i] <= b.starts[j]) {
                append(from: a.starts[i], to: a.ends[i]); i += 1
            } else {
                append(from: b.starts[j], to: b.ends[j]); j += 1
            }
        }
        LoaderWork.script.add(starts.count)
    }

    mutating func append(from: TimeInterval, to: TimeInterval) {
        starts.append(from)
        ends.append(to)
        maxEnd.append(max(to, maxEnd.last ?? -.infinity))
    }

    /// Whether some interval starts before `before` and ends after `after`.
    func overlaps(before: TimeInterval, after: TimeInterval) -> Bool {
        let count = countStarting(before: before)
        return count > 0 && maxEnd[count - 1] > after
    }

    /// How many intervals start before `bound`: searched from the end,
    /// where a script in time order asks, in steps growing twice as long.
    private func countStarting(before bound: TimeInterval) -> Int {
        var steps = 1
        defer { LoaderWork.script.add(steps) }
        var high = starts.count
        guard high > 0, starts[high - 1] >= bound else { return high }
        // starts[high - 1] >= bound: gallop back to a start below it.
        high -= 1
        var stride = 1, low = max(high - stride, 0)
        while low > 0, starts[low] >= bound {
            high = low
            stride *= 2
            low = max(high - stride, 0)
            steps += 1
        }
        // The answer is in low...high: the first index whose start >= bound.
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] < bound { low = mid + 1 } else { high = mid }
            steps += 1
        }
        return low
    }
}
