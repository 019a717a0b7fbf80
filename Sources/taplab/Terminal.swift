import Foundation
import ArgumentParser
import TapLayout

/// Where the command line writes: results to stdout, problems to stderr.
enum Terminal {
    static func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func err(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func report(_ error: LayoutError) {
        for diagnostic in error.diagnostics { err(diagnostic.description) }
    }

    /// Loads a layout or dump for a command: warnings (what a dump lost) to
    /// stderr, errors to stderr and exit status 1.
    static func load(_ path: String) throws -> LoadedLayout {
        do {
            let loaded = try LayoutLoader.load(path: path)
            for warning in loaded.warnings { err(warning.description) }
            return loaded
        } catch {
            report(error)
            throw ExitCode(1)
        }
    }
}
