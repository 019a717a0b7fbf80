import ArgumentParser
import Foundation
import TapExplain
import TapLayout

/// The layout (or dump) argument that `trace`, `replay` and `shot` share,
/// with the one way they load it: warnings (what a dump lost) to stderr,
/// errors as `FILE:LINE:COLUMN: error: ...` lines and exit status 1, both
/// in the command's language.
struct LayoutArgument: ParsableArguments {
    @Argument(help: "A layout file, or a view-hierarchy dump (recursiveDescription, TapLabDump JSON).")
    var layout: String

    func load(language: Language) throws -> LoadedLayout {
        do {
            let loaded = try LayoutLoader.load(path: layout)
            ProcessLifetime.keep(loaded)
            Terminal.report(loaded.warnings, language: language)
            return loaded
        } catch {
            Terminal.report(error, language: language)
            throw ExitCode(1)
        }
    }
}
