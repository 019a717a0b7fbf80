import Foundation
import TapExplain
import TapKit
import TapLayout

extension TapLab {
    /// Plays a touch script (the YAML list of a layout's `script:`, SPEC 3)
    /// on the application in virtual time and returns the event log, one
    /// SPEC 5 text line per record — what `taplab replay` prints. Steps may
    /// tap a view by its `accessibilityIdentifier` (`- tap: {on: round}`).
    ///
    ///     let log = try TapLab.replay(app, script: "- tap: [195, 375]")
    ///     // ["hitTest 1 -> round", "touchesBegan round", "control round touchDown", "touchesEnded round",
    ///     //  "control round touchUpInside", "control round primaryActionTriggered"]
    ///
    /// With `json: true`, one SPEC 5 JSON object per record instead, hit
    /// tests with their walk — what `taplab replay --json` prints.
    ///
    /// The application keeps what the script did (its clock moves on); a
    /// second script starts half a second after the first one settled.
    /// Throws `TapLabError` with `<script>:LINE:COLUMN` for a bad script.
    public static func replay(_ application: UIApplication, script: String, json: Bool = false) throws -> [String] {
        let provenance = LoadedProvenance.of(application)
        return try records(application, script: script, tracing: json).map { json ? $0.json(provenance: provenance) : $0.text }
    }

    /// Plays a touch script as `replay` does and returns the records
    /// themselves — typed (`EventRecord.Event`), each hit test with its walk
    /// when `tracing` — for a program that reads the log rather than prints
    /// it. `replay`'s text and JSON lines are derived from these, and nowhere
    /// else.
    ///
    ///     let records = try TapLab.records(app, script: "- tap: [195, 375]")
    ///     records.map(\.kind)   // [.hitTest, .touchesBegan, .control, .touchesEnded, .control, .control]
    public static func records(_ application: UIApplication, script: String, tracing: Bool = false) throws -> [EventRecord] {
        let steps: [ScriptStep]
        do {
            steps = try ScriptFile.load(text: script, file: "<script>", for: LoadedLayout(application: application))
        } catch {
            throw TapLabError(error)
        }
        do {
            return try records(application, steps: steps, tracing: tracing)
        } catch {
            throw TapLabError(EntryPointProblem.diagnostics([ExpectationChecker.scriptDiagnostic(error, file: "<script>")]))
        }
    }

    /// Plays `steps` (a layout's `script:`, or a script file's) as `records`
    /// does and hands each record to `observer` as it happens — `taplab
    /// replay` prints them so, line by line — then returns them all. A
    /// script that cannot be played as written throws its problem, with
    /// the line and column of the step.
    public static func records(_ application: UIApplication, steps: [ScriptStep], tracing: Bool = false,
                               observer: EventObserver? = nil) throws(ScriptTimeline.Problem) -> [EventRecord] {
        // After earlier input, half a second later (as `shot`'s taps follow one another).
        let start = application.currentTime > 0 ? application.currentTime + VirtualTaps.interval : 0
        let wasTracing = application.tracesHitTests
        application.tracesHitTests = wasTracing || tracing
        defer { application.tracesHitTests = wasTracing }
        return try ScriptRunner.run(steps, on: application, observer: observer, start: start).records
    }
}
