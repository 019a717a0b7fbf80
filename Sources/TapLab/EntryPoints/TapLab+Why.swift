import Foundation
import TapExplain
import TapKit
import TapLayout

extension TapLab {
    /// Plays a single-finger tap at `point` (down, 0.05 s, up: the `- tap:`
    /// step) and answers why `target` did or did not work (SPEC 12). The
    /// application keeps what the tap did.
    ///
    ///     let answer = TapLab.why(.view(button1), in: app, tapAt: CGPoint(x: 100, y: 120))
    ///     print(answer?.lines(in: .en).joined(separator: "\n") ?? "")
    ///     // why button1: [cancelledByRecognizer] button1 got touchesBegan, then tap recognized with cancelsTouchesInView and button1 got touchesCancelled (touchCancel): …
    ///     // fix: set tap.cancelsTouchesInView = false, or keep it off button1 (shouldReceive: {except: [button1]})
    ///
    /// With `rebuild` (a function that builds the same scene afresh), each
    /// fix is made on a fresh build and the tap played again before it is
    /// offered: `fix: … (checked: button1 then works)` (SPEC 14).
    public static func why(_ target: WhyTarget, in application: UIApplication, tapAt point: CGPoint,
                           rebuild: (() throws -> UIApplication)? = nil) -> WhyAnswer? {
        why(target, in: application, tapAt: point, provenance: LoadedProvenance.of(application),
            rebuild: LoadedProvenance.rebuild(rebuild))
    }

    /// The same, the answer's notes reading what `provenance` says of a
    /// dump's views (`trace`'s), fixes checked on what `rebuild` builds.
    package static func why(_ target: WhyTarget, in application: UIApplication, tapAt point: CGPoint,
                            provenance: ProvenanceTable, rebuild: FixReplay.Rebuild?) -> WhyAnswer? {
        try? why(target, in: application, steps: [ScriptStep(.tap(point))], observer: nil, provenance: provenance, rebuild: rebuild)
    }

    /// Plays `steps` (a script) and answers for every touch in it; each
    /// record also goes to `observer` as it happens (`replay --why` prints
    /// the log before the answer). Nil when the steps touch nothing.
    public static func why(_ target: WhyTarget, in application: UIApplication, steps: [ScriptStep],
                           observer: EventObserver? = nil, rebuild: (() throws -> UIApplication)? = nil) throws -> WhyAnswer? {
        try why(target, in: application, steps: steps, observer: observer, provenance: LoadedProvenance.of(application),
                rebuild: LoadedProvenance.rebuild(rebuild))
    }

    /// The same, the answer's notes reading what `provenance` says of a
    /// dump's views (the command line's loaded layout's table), fixes
    /// checked on what `rebuild` builds.
    package static func why(_ target: WhyTarget, in application: UIApplication, steps: [ScriptStep],
                            observer: EventObserver?, provenance: ProvenanceTable, rebuild: FixReplay.Rebuild?) throws -> WhyAnswer? {
        let replay = rebuild.map { rebuild in
            FixReplay(rebuild: rebuild, play: { fresh, log in _ = try ScriptRunner.run(steps, on: fresh, observer: log) })
        }
        return try application.explainDelivery(of: target, provenance: provenance, checkingFixesWith: replay) { log in
            _ = try ScriptRunner.run(steps, on: application, observer: observer.map { ScriptRunner.Tee(log, $0) } ?? log)
        }
    }
}
