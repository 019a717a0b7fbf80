import ArgumentParser
import Foundation
import TapLayout

/// The layout (or dump) argument that `trace`, `replay` and `shot` share,
/// with the one way they load it: warnings (what a dump lost) to stderr,
/// errors as `FILE:LINE:COLUMN: error: ...` lines and exit status 1.
struct LayoutArgument: ParsableArguments {
    @Argument(help: "A layout file, or a view-hierarchy dump (recursiveDescription, TapLabDump JSON).")
    var layout: String

    func load() throws -> LoadedLayout {
        do {
            let loaded = try LayoutLoader.load(path: layout)
            ProcessLifetime.keep(loaded)
            for warning in loaded.warnings { Terminal.err(warning.description) }
            return loaded
        } catch {
            Terminal.report(error)
            throw ExitCode(1)
        }
    }
}
