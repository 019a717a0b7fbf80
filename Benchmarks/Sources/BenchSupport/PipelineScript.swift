import Foundation
import TapKit

/// The touches the pipeline benchmark sends: taps, and every fourth gesture
/// a short drag (down, eight moves, up), half a second apart so taps do not
/// combine into double taps.
public struct PipelineScript {
    public let batches: [[TouchInput]]
    /// Seconds of the application's clock one round takes.
    public let span: Double

    public init(points: [CGPoint]) {
        var out: [[TouchInput]] = []
        for (i, p) in points.enumerated() {
            let t = Double(i) * 0.5
            out.append([TouchInput(touchID: 1, phase: .began, location: p, timestamp: t)])
            if i % 4 == 3 {
                for k in 1...8 {
                    let q = CGPoint(x: p.x + CGFloat(k) * 4, y: p.y + CGFloat(k) * 2)
                    out.append([TouchInput(touchID: 1, phase: .moved, location: q, timestamp: t + Double(k) / 60)])
                }
                out.append([TouchInput(touchID: 1, phase: .ended, location: CGPoint(x: p.x + 32, y: p.y + 16), timestamp: t + 0.15)])
            } else {
                out.append([TouchInput(touchID: 1, phase: .ended, location: p, timestamp: t + 0.05)])
            }
        }
        batches = out
        span = Double(points.count) * 0.5 + 2
    }

    public var events: Int { batches.reduce(0) { $0 + $1.count } }

    /// Where each gesture began (the hit tests the pipeline makes).
    public var began: [CGPoint] { batches.compactMap { $0.first { $0.phase == .began }?.location } }

    /// Sends round `round` of the script, continuing the application's clock
    /// where the last round stopped.
    public func send(to app: UIApplication, round: Int) {
        let offset = Double(round) * span
        for batch in batches {
            app.send(batch.map { TouchInput(touchID: $0.touchID, phase: $0.phase, location: $0.location,
                                            timestamp: $0.timestamp + offset) })
        }
        app.advance(to: offset + span)
    }
}
