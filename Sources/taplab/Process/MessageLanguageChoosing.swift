import Foundation
import TapExplain

/// A command whose `--lang` decides the language of every message, the
/// ones no step of it words itself among them: a write to standard output
/// that fails is reported after the command chose, from anywhere
/// (`Terminal.language`), so `TapLabCommand.main` asks the parsed command.
protocol MessageLanguageChoosing {
    var messageLanguage: Language { get }
}

extension CheckCommand: MessageLanguageChoosing { var messageLanguage: Language { lang.language } }
extension FigureCommand: MessageLanguageChoosing { var messageLanguage: Language { lang.language } }
extension GalleryCommand: MessageLanguageChoosing { var messageLanguage: Language { lang.language } }
extension ImportCommand: MessageLanguageChoosing { var messageLanguage: Language { lang.language } }
extension NewCommand: MessageLanguageChoosing { var messageLanguage: Language { lang.language } }
extension RecordCommand: MessageLanguageChoosing { var messageLanguage: Language { picture.lang.language } }
extension ReplayCommand: MessageLanguageChoosing { var messageLanguage: Language { lang.language } }
extension RunCommand: MessageLanguageChoosing { var messageLanguage: Language { lang.language } }
extension ShotCommand: MessageLanguageChoosing { var messageLanguage: Language { picture.lang.language } }
extension TimelineCommand: MessageLanguageChoosing { var messageLanguage: Language { lang.language } }
extension TraceCommand: MessageLanguageChoosing { var messageLanguage: Language { lang.language } }
