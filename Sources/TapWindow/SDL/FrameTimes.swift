import Foundation

/// How long the window took to draw each frame (painting with cairo and
/// uploading to the texture; not the wait for the display), for
/// `taplab run --frame-times`: whether a big app stays smooth on this
/// machine. Frames that reused the unchanged views (`StillLayer`) and
/// frames that drew them are also counted apart, each the other's
/// same-run baseline.
///
///     var frames = FrameTimes()
///     frames.append(0.004, reusedStillLayer: true); frames.append(0.012)
///     frames.summary
///     // "2 frames drawn: median 4.0 ms, 95th percentile 12.0 ms, slowest 12.0 ms; 1 (median 4.0 ms) reused the unchanged views, 1 (median 12.0 ms) drew them"
public struct FrameTimes: Sendable {
    public private(set) var seconds: [TimeInterval]
    /// For each frame, whether it reused the views and still overlays.
    public private(set) var reused: [Bool]

    public init(seconds: [TimeInterval] = []) {
        self.seconds = seconds
        reused = seconds.map { _ in false }
    }

    mutating func append(_ duration: TimeInterval, reusedStillLayer: Bool = false) {
        seconds.append(duration)
        reused.append(reusedStillLayer)
    }

    /// The `p`-th percentile (0...1) by the nearest-rank method; nil with no frames.
    public func percentile(_ p: Double) -> TimeInterval? { Self.percentile(p, of: seconds) }

    private static func percentile(_ p: Double, of times: [TimeInterval]) -> TimeInterval? {
        guard !times.isEmpty else { return nil }
        let sorted = times.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    public var summary: String {
        guard let median = percentile(0.5), let p95 = percentile(0.95), let slowest = seconds.max() else { return "no frames drawn" }
        func ms(_ t: TimeInterval) -> String { String(format: "%.1f ms", t * 1000) }
        func part(_ reusing: Bool) -> String {
            let times = zip(seconds, reused).filter { $0.1 == reusing }.map(\.0)
            return "\(times.count)" + (Self.percentile(0.5, of: times).map { " (median \(ms($0)))" } ?? "")
        }
        return "\(seconds.count) frame\(seconds.count == 1 ? "" : "s") drawn: median \(ms(median)), 95th percentile \(ms(p95)), "
            + "slowest \(ms(slowest)); \(part(true)) reused the unchanged views, \(part(false)) drew them"
    }
}
