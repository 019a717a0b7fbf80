import Foundation
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
        let steps: [ScriptStep]
        do {
            steps = try ScriptFile.load(text: script, file: "<script>", for: LoadedLayout(application: application))
        } catch {
            throw TapLabError(error)
        }
        do {
            // After earlier input, half a second later (as `shot`'s taps follow one another).
            let start = application.currentTime > 0 ? application.currentTime + VirtualTaps.interval : 0
            // JSON lines carry each hit test's walk, as `taplab replay --json` prints them.
            let tracing = application.tracesHitTests
            application.tracesHitTests = tracing || json
            defer { application.tracesHitTests = tracing }
            return try ScriptRunner.run(steps, on: application, start: start).records.map { json ? $0.json : $0.text }
        } catch {
            throw TapLabError(ExpectationChecker.scriptDiagnostic(error, file: "<script>").description)
        }
    }
}
