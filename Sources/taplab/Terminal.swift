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
}
