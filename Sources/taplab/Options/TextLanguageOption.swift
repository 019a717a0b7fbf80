import ArgumentParser
import Foundation
import TapExplain
import TapKit

/// `--lang zh|en`, shared by the commands that write teaching text: the
/// language of TapLab's own words (explanations, hints, the window's help
/// line and inspector). Without it, the locale of the environment decides
/// (`LC_ALL`, `LC_MESSAGES`, `LANG`: see `Language(environment:)`). UIKit's
/// names, verdicts, the event log and `--json` output stay English.
struct TextLanguageOption: ParsableArguments {
    @Option(name: .customLong("lang"),
            help: ArgumentHelp("The language of TapLab's own words (explanations, hints, the window's help line and inspector), by default from LC_ALL, LC_MESSAGES or LANG. UIKit names, verdicts, the event log and --json stay English.",
                               valueName: "zh|en"))
    var chosen: Language?

    /// `--lang`, or the environment's.
    var language: Language { chosen ?? Language(environment: ProcessInfo.processInfo.environment) }
}
