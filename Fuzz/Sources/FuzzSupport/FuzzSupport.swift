import Foundation
import TapKit
import TapLayout

/// What every fuzz target checks besides "no crash": a rejected input gets at
/// least one diagnostic, and each names the file and a line and column that
/// exist in the input (SPEC 3, "Bad input").
public enum FuzzSupport {
    /// The fuzzer's bytes as text. Files are read as UTF-8 and rejected when
    /// they are not, so invalid sequences become U+FFFD here, as a decoder
    /// that repairs them would pass them on.
    public static func text(_ start: UnsafeRawPointer, _ count: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// An upper bound on the lines of `text` under any convention YAML accepts
    /// (LF, CR, CRLF counted twice, NEL, LS, PS).
    public static func lineBound(_ text: String) -> Int {
        1 + text.unicodeScalars.reduce(0) { n, s in
            switch s { case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": n + 1; default: n }
        }
    }

    public static func check(_ error: LayoutError, file: String, text: String) {
        report("rejected:\n\(error)")
        guard !error.diagnostics.isEmpty else { fail("a LayoutError without diagnostics") }
        let lines = lineBound(text)
        let columns = text.unicodeScalars.count + 1
        for d in error.diagnostics {
            guard d.file == file else { fail("diagnostic names file '\(d.file)', not '\(file)': \(d)") }
            guard d.line >= 1, d.line <= lines else { fail("diagnostic line \(d.line) outside 1...\(lines): \(d)") }
            guard d.column >= 1, d.column <= columns else { fail("diagnostic column \(d.column) outside 1...\(columns): \(d)") }
            guard !d.message.isEmpty else { fail("diagnostic without a message: \(d)") }
        }
    }

    /// Plays `steps` on `application` when the script is short enough to
    /// play within the fuzzer's time budget (a valid script may move fingers
    /// for an hour of virtual time, which is slow rather than wrong).
    public static func play(_ steps: [ScriptStep], on application: UIApplication, maxActions: Int = 2_000) {
        guard let timeline = try? ScriptTimeline(steps), timeline.actions.count <= maxActions,
              timeline.endTime <= 120 else { return report("script not played (too long)") }
        do {
            let log = try ScriptRunner.run(steps, on: application)
            report("played \(steps.count) steps, \(log.lines.count) log lines")
        } catch {
            fail("ScriptRunner rejected a script ScriptTimeline accepted: \(error)")
        }
    }

    /// `TAPLAB_FUZZ_VERBOSE=1 fuzz-layout FILE` prints what became of FILE.
    public static let verbose = ProcessInfo.processInfo.environment["TAPLAB_FUZZ_VERBOSE"] == "1"

    public static func report(_ message: @autoclosure () -> String) {
        if verbose { print(message()) }
    }

    public static func fail(_ message: String) -> Never {
        fatalError("fuzz invariant: \(message)")
    }
}
