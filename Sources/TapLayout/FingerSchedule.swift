import Foundation
import TapKit

/// When each generated finger id is busy, so that overlapping steps get
/// distinct ids — and asking for a free id costs the same whatever the
/// script's length.
///
/// A flat list of every busy interval, scanned for each new step, made a
/// 100,000-step script take minutes to load (each step scanned every step
/// before it). Here each id keeps its intervals sorted by start with the
/// running maximum of their ends, so "is this id busy over [from, to)" is
/// one binary search. Steps in time order (every step without `at:`) append;
/// a step pinned before earlier steps shifts only the later intervals of
/// the id it gets.
struct FingerSchedule {
    /// More fingers than this down at once is an error: no touch screen
    /// reports more, and it bounds the search for the lowest free id.
    static let maxFingers = 1_000

    private struct Intervals {
        var starts: [TimeInterval] = []
        var ends: [TimeInterval] = []
        /// `maxEnd[i]` is the latest end among intervals `0...i`.
        var maxEnd: [TimeInterval] = []

        /// Whether some interval starts before `before` and ends after `after`.
        func overlaps(before: TimeInterval, after: TimeInterval) -> Bool {
            // The number of intervals starting before `before`.
            var (low, high) = (0, starts.count)
            while low < high {
                let mid = (low + high) / 2
                if starts[mid] < before { low = mid + 1 } else { high = mid }
            }
            return low > 0 && maxEnd[low - 1] > after
        }

        mutating func insert(from: TimeInterval, to: TimeInterval) {
            var index = starts.count
            while index > 0, starts[index - 1] > from { index -= 1 }
            LoaderWork.script.add(starts.count - index + 1)
            starts.insert(from, at: index)
            ends.insert(to, at: index)
            maxEnd.insert(to, at: index)
            for i in index..<maxEnd.count {
                maxEnd[i] = max(ends[i], i > 0 ? maxEnd[i - 1] : -.infinity)
            }
        }
    }

    private var byID: [Int: Intervals] = [:]
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
            byID[id, default: Intervals()].insert(from: from, to: to)
            return id
        }
        return nil
    }

    /// A `down` step: the finger is busy from `time` until its `up`.
    mutating func down(_ id: Int, at time: TimeInterval) { downSince[id] = time }

    /// An `up` or `cancel` step: the finger was busy until `time`.
    mutating func up(_ id: Int, at time: TimeInterval) {
        guard let since = downSince.removeValue(forKey: id) else { return }
        byID[id, default: Intervals()].insert(from: since, to: time)
    }
}
