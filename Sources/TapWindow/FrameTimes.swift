import Foundation

/// How long the window took to draw each frame (painting with cairo and
/// uploading to the texture; not the wait for the display), for
/// `taplab run --frame-times`: whether a big app stays smooth on this machine.
///
///     FrameTimes(seconds: [0.004, 0.005, 0.012]).summary
///     // "3 frames drawn: median 5.0 ms, 95th percentile 12.0 ms, slowest 12.0 ms; 0 reused the unchanged views"
public struct FrameTimes: Sendable {
    public private(set) var seconds: [TimeInterval]
    /// Frames that reused the views and still overlays (`StillLayer`).
    public private(set) var reusedStillLayer = 0

    public init(seconds: [TimeInterval] = []) { self.seconds = seconds }

    mutating func append(_ duration: TimeInterval, reusedStillLayer reused: Bool = false) {
        seconds.append(duration)
        if reused { reusedStillLayer += 1 }
    }

    /// The `p`-th percentile (0...1) by the nearest-rank method; nil with no frames.
    public func percentile(_ p: Double) -> TimeInterval? {
        guard !seconds.isEmpty else { return nil }
        let sorted = seconds.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    public var summary: String {
        guard let median = percentile(0.5), let p95 = percentile(0.95), let slowest = seconds.max() else { return "no frames drawn" }
        func ms(_ t: TimeInterval) -> String { String(format: "%.1f ms", t * 1000) }
        return "\(seconds.count) frame\(seconds.count == 1 ? "" : "s") drawn: median \(ms(median)), 95th percentile \(ms(p95)), slowest \(ms(slowest)); "
            + "\(reusedStillLayer) reused the unchanged views"
    }
}
