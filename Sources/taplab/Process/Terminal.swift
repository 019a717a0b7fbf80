import Foundation
import TapFiles
import ArgumentParser
import TapLayout
import TapPicture

/// Where the command line writes: results to stdout, problems to stderr.
enum Terminal {
    static func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func err(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// `-o -`: the output is standard output (SVG for a picture, YAML for an import).
    static let standardStream = "-"

    /// Writes a picture a command drew (`SafeFile`: a temporary file
    /// renamed into place), or says why not and exits 1.
    static func write(_ data: Data, to output: String, force: Bool) throws {
        do {
            try SafeFile.write(data, to: output, force: force)
        } catch {
            err("error: \(error.message(force: "--force"))")
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
                if shown > start { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
                return
            }
            guard now.timeIntervalSince(shown) >= interval else { return }
            shown = now
            FileHandle.standardError.write(Data(("\r\u{1B}[K" + line(step, total)).utf8))
        }
    }

    static func report(_ error: LayoutError) {
        for diagnostic in error.diagnostics { err(diagnostic.description) }
    }
}
