import Foundation
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

    static func report(_ error: LayoutError) {
        for diagnostic in error.diagnostics { err(diagnostic.description) }
    }
}
