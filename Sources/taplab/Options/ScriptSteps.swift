import ArgumentParser
import Foundation
import TapExplain
import TapLayout

/// The steps a command plays: those of `--script FILE` when given, else the
/// layout's own `script:`. A bad script file is reported as
/// `FILE:LINE:COLUMN: error: …` and ends the command with exit code 1.
enum ScriptSteps {
    static func load(_ script: String?, for loaded: LoadedLayout, language: Language) throws -> [ScriptStep] {
        do {
            return try script.map { path throws(LayoutError) in try ScriptFile.load(path: path, for: loaded) } ?? loaded.script
        } catch {
            Terminal.report(error, language: language)
            throw ExitCode(1)
        }
    }
}
