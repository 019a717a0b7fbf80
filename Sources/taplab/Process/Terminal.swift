import Foundation
import TapExplain
import TapFiles
import ArgumentParser
import TapLab
import TapLayout
import TapPicture

/// Where the command line writes: results to stdout, problems to stderr,
/// each worded in the reader's language (`--lang`, else the locale's).
/// Every byte goes through `write(_:to:)`, which turns a write the system
/// refuses into `error: cannot write standard output: …` and exit 1
/// (`Terminal+Streams.swift`).
enum Terminal {
    static func out(_ line: String) {
        write(Data((line + "\n").utf8), to: .output)
    }

    static func err(_ line: String) {
        write(Data((line + "\n").utf8), to: .error)
    }

    /// A result line on stdout (`wrote shot.png (780x940)`).
    static func out(_ status: CommandStatus, language: Language) {
        out(status.text(in: language))
    }

    /// A problem on stderr as `PLACE: error: …` (`error: …` without a
    /// place), the severity word in `language` as a diagnostic's is.
    static func error(_ problem: some Worded, at place: String? = nil, language: Language) {
        say(SeverityWord.error.text(in: language) + ": " + problem.text(in: language), at: place)
    }

    /// Any error a command meets, worded as `ErrorWords` words it.
    static func error(failure: any Error, at place: String? = nil, language: Language) {
        error(ErrorWords(failure), at: place, language: language)
    }

    /// A note already worded in `language` (`PLACE: note: …`).
    static func note(_ text: String, at place: String? = nil, language: Language) {
        say(SeverityWord.note.text(in: language) + ": " + text, at: place)
    }

    /// A line on stderr without a severity (`FILE: out of date`).
    static func say(_ problem: some Worded, at place: String? = nil, language: Language) {
        say(problem.text(in: language), at: place)
    }

    private static func say(_ text: String, at place: String?) {
        err(place.map { "\($0): " + text } ?? text)
    }

    /// `-o -`: the output is standard output (SVG for a picture, YAML for an import).
    static let standardStream = "-"

    /// Writes a picture a command drew (`SafeFile`: a temporary file
    /// renamed into place), or says why not and exits 1.
    static func write(_ data: Data, to output: String, force: Bool, language: Language) throws {
        do {
            try SafeFile.write(data, to: output, force: force)
        } catch {
            self.error(error.worded(force: "--force"), language: language)
            throw ExitCode(1)
        }
    }

    /// A progress line on stderr, rewritten in place at most every
    /// `interval` seconds and cleared at the last step — only when stderr
    /// is a terminal (a log or a pipe gets no carriage returns); nil then.
    static func progress(every interval: TimeInterval, _ line: @escaping (Int, Int) -> String) -> ((Int, Int) -> Void)? {
        guard isatty(2) != 0 else { return nil }
        let start = Date()
        var shown = start
        return { step, total in
            let now = Date()
            if step >= total {
                if shown > start { write(Data("\r\u{1B}[K".utf8), to: .error) }
                return
            }
            guard now.timeIntervalSince(shown) >= interval else { return }
            shown = now
            write(Data(("\r\u{1B}[K" + line(step, total)).utf8), to: .error)
        }
    }

    /// Every diagnostic of a layout or script that does not load, one
    /// `FILE:LINE:COLUMN: error: …` line each, in `language`.
    static func report(_ error: LayoutError, language: Language) {
        report(error.diagnostics, language: language)
    }

    static func report(_ diagnostics: [LayoutDiagnostic], language: Language) {
        for diagnostic in diagnostics { err(diagnostic.description(in: language)) }
    }
}
