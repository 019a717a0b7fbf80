import Foundation
import TapKit
import TapLayout

/// Receives every record and drops it: the pipeline still builds each
/// record, but nothing is stored or printed.
final class NullObserver: EventObserver {
    func record(_ entry: EventRecord) {}
}

/// The whole touch pipeline: input records into `UIApplication.send`, hit
/// testing, recognizers on the hit view and its ancestors, delivery along
/// the responder chain, timers — with a null observer as the log.
enum PipelineBench {
    /// Taps, and every fourth gesture a short drag (down, eight moves, up),
    /// half a second apart so taps do not combine into double taps.
    static func gestures(at points: [CGPoint]) -> [[TouchInput]] {
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
        return out
    }

    @inline(never)
    static func profiledRounds(_ loaded: LoadedLayout, count: Int) {
        let app = loaded.application
        app.observer = NullObserver()
        let script = gestures(at: StressLayout(kind: .balanced, views: 10_000).randomPoints(200, seed: 9))
        let span = 200 * 0.5 + 2
        for round in 0..<count {
            let offset = Double(round) * span
            for batch in script {
                app.send(batch.map { TouchInput(touchID: $0.touchID, phase: $0.phase, location: $0.location,
                                                timestamp: $0.timestamp + offset) })
            }
            app.advance(to: offset + span)
        }
    }

    static func run(name: String, file: String, points: [CGPoint], report: BenchReport, samples: Int,
                    target: Figure.Target?) throws {
        let loaded = try LayoutLoader.load(path: file)
        let app = loaded.application
        app.observer = NullObserver()
        app.tracesHitTests = false
        let script = gestures(at: points)
        let events = Double(script.reduce(0) { $0 + $1.count })
        let span = Double(points.count) * 0.5 + 2
        var round = 0.0
        let began = script.compactMap { $0.first { $0.phase == .began }?.location }
        var sink = 0
        let (pipeline, hitOnly) = Sampler.paired(samples: samples, target: 0.05, {
            // Each round continues the application's clock where the last one stopped.
            let offset = round * span
            round += 1
            for batch in script {
                app.send(batch.map { TouchInput(touchID: $0.touchID, phase: $0.phase, location: $0.location,
                                                timestamp: $0.timestamp + offset) })
            }
            app.advance(to: offset + span)
        }, baseline: {
            for p in began where app.hitTest(p).view != nil { sink &+= 1 }
        })
        blackHole(sink)
        report.add(Figure(section: "Touch pipeline", name: "\(name): send -> recognizers -> views, null observer",
                          value: events / pipeline, unit: .perSecond,
                          baselineName: "hit tests of the same touches alone", baseline: events / hitOnly,
                          target: target, note: "\(Int(events)) events per round"))
        withExtendedLifetime(loaded) {}
    }
}
