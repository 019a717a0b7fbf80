import Foundation

/// Same-run timing: a figure and its baseline are sampled in turn (A B A B
/// ...), so a machine that speeds up or slows down during the run moves
/// both alike, and each is reported as the median of its samples.
///
/// In-process figures are timed on the thread's CPU clock
/// (CLOCK_THREAD_CPUTIME_ID): on a shared, busy machine a wall clock also
/// counts the time other processes held the CPU, which says nothing about
/// TapLab. Whole-process figures (`ProcessBench`) use the wall clock.
enum Sampler {
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    static func wallNow() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Seconds one call of `body` takes, `reps` calls per sample.
    static func time(reps: Int, _ body: () -> Void) -> Double {
        let start = now()
        for _ in 0..<reps { body() }
        return Double(now() - start) / 1e9 / Double(reps)
    }

    /// How many calls make a sample last about `target` seconds (at least one).
    static func calibrate(target: Double, _ body: () -> Void) -> Int {
        body()
        var reps = 1
        while true {
            let t = time(reps: reps, body) * Double(reps)
            if t >= target / 4 || reps >= 1 << 24 {
                return max(1, Int((Double(reps) * target / max(t, 1e-9)).rounded()))
            }
            reps *= 4
        }
    }

    /// Medians (seconds per call) of `body` and `baseline`, sampled in turn.
    static func paired(samples: Int, target: Double = 0.02, _ body: () -> Void,
                       baseline: () -> Void) -> (value: Double, baseline: Double) {
        let repsA = calibrate(target: target, body), repsB = calibrate(target: target, baseline)
        var a: [Double] = [], b: [Double] = []
        for _ in 0..<samples {
            a.append(time(reps: repsA, body))
            b.append(time(reps: repsB, baseline))
        }
        return (median(a), median(b))
    }

    /// The median (seconds per call) of `body` alone.
    static func single(samples: Int, target: Double = 0.02, _ body: () -> Void) -> Double {
        let reps = calibrate(target: target, body)
        return median((0..<samples).map { _ in time(reps: reps, body) })
    }

    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        guard !s.isEmpty else { return .nan }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}

/// Keeps a result alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// Peak and current resident memory of this process, from /proc (kB → bytes).
enum ProcessMemory {
    static func read(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
    static var peak: Int? { read("VmHWM") }
    static var current: Int? { read("VmRSS") }
}
