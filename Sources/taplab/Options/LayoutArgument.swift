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

    @Option(name: .customLong("assume"),
            help: ArgumentHelp("A value the dump did not print, taken instead of TapLab's default and no longer noted as assumed (repeatable): contentSize=W,H, recognizers=none, interaction, exclusiveTouch, multipleTouch, hidden (true|false), alpha.",
                               valueName: "ID.PROPERTY=VALUE"))
    var assume: [String] = []

    /// Loads the layout and takes `--assume`'s values; a value that cannot
    /// be taken is an error (nothing is answered on a guess the user
    /// tried to correct).
    /// `rebuildable`: whether copies will be built (`--why`'s fix checks, a
    /// walk redrawn after a script); a large dump keeps less without.
    func load(language: Language, rebuildable: Bool = true) throws -> LoadedLayout {
        var assumptions: [Assumption] = []
        for text in assume {
            do { assumptions.append(try Assumption(parsing: text)) } catch {
                Terminal.error(error, language: language)
                throw ExitCode(1)
            }
        }
        let loaded: LoadedLayout
        do {
            loaded = try LayoutLoader.load(path: layout, rebuildable: rebuildable)
        } catch {
            Terminal.report(error, language: language)
            throw ExitCode(1)
        }
        ProcessLifetime.keep(loaded)
        Terminal.report(loaded.warnings, language: language)
        let problems = loaded.assume(assumptions)
        for problem in problems { Terminal.error(problem, at: layout, language: language) }
        if !problems.isEmpty { throw ExitCode(1) }
        return loaded
    }
}
