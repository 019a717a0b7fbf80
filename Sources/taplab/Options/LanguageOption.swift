import ArgumentParser
import Foundation
import TapExplain
import TapKit

/// What `--lang`'s help says on one command: the option is declared once
/// (`LanguageOption`), and each kind of output names its own words.
protocol LanguageOptionHelp {
    static var text: String { get }
}

/// The commands that write teaching text: trace, replay, figure, run.
enum TeachingWordsHelp: LanguageOptionHelp {
    static let text = "The language of TapLab's own words (explanations, hints, messages, the window's help line and inspector), by default from LC_ALL, LC_MESSAGES or LANG. UIKit names, verdicts, the event log and --json stay English."
}

/// `shot` and `record`.
enum PictureWordsHelp: LanguageOptionHelp {
    static let text = "The language of the picture's words and of the messages (default from LC_ALL, LC_MESSAGES or LANG)."
}

/// `timeline`.
enum DiagramWordsHelp: LanguageOptionHelp {
    static let text = "The language of TapLab's words on the diagram and of the messages (default: from LC_ALL, LC_MESSAGES or LANG)."
}

/// The commands whose only words are messages: check, import, new, gallery.
enum MessageWordsHelp: LanguageOptionHelp {
    static let text = "The language of TapLab's messages (errors, warnings, notes, summaries), by default from LC_ALL, LC_MESSAGES or LANG."
}

/// `--lang zh|en`: the language of TapLab's own words, its messages among
/// them (every command has it: SPEC 15). Without it, the
/// locale of the environment decides (`LC_ALL`, `LC_MESSAGES`, `LANG`: see
/// `Language(environment:)`). UIKit's names, verdicts, the event log and
/// `--json` output stay English.
struct LanguageOption<Help: LanguageOptionHelp>: ParsableArguments {
    @Option(name: .customLong("lang"), help: ArgumentHelp(Help.text, valueName: "zh|en"))
    var chosen: Language?

    /// `--lang`, or the environment's.
    var language: Language { chosen ?? Language(environment: ProcessInfo.processInfo.environment) }
}

typealias TextLanguageOption = LanguageOption<TeachingWordsHelp>
typealias MessageLanguageOption = LanguageOption<MessageWordsHelp>
