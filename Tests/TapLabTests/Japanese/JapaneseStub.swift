import Foundation
import TapKit
@testable import TapExplain
@testable import TapFiles
@testable import TapLab
@testable import TapLayout
@testable import TapPicture
@testable import TapWindow

/// A language added from this test target alone, to prove that adding one
/// is a code, one table per kind of words (the files beside this one) and
/// this registration — nothing in TapLab's sources. Its words are the
/// English ones marked `ja·`: a stub, not a translation.
enum JapaneseStub {
    static let language = Language.register(code: "ja", autonym: "日本語")

    /// Registers the language and every table; `remove()` undoes it (the
    /// tests share one process).
    @discardableResult
    static func install() -> Language {
        let ja = Language.register(code: language.rawValue, autonym: language.autonym)
        ExplanationStrings.tables.register(japaneseExplanations, for: ja)
        WhyStrings.tables.register(japaneseWhy, for: ja)
        WindowStrings.tables.register(japaneseWindow, for: ja)
        PictureStrings.tables.register(japanesePicture, for: ja)
        TimelineWord.tables.register(japaneseTimeline, for: ja)
        FigureWord.tables.register(japaneseFigure, for: ja)
        SeverityWord.tables.register(japaneseSeverity, for: ja)
        LayoutWords.tables.register(japaneseLayout, for: ja)
        FileWriteError.tables.register(japaneseFileWrite, for: ja)
        PictureErrorWords.tables.register(japanesePictureErrors, for: ja)
        EntryPointWords.tables.register(japaneseEntryPoints, for: ja)
        return ja
    }

    static func remove() {
        ExplanationStrings.tables.remove(language)
        WhyStrings.tables.remove(language)
        WindowStrings.tables.remove(language)
        PictureStrings.tables.remove(language)
        TimelineWord.tables.remove(language)
        FigureWord.tables.remove(language)
        SeverityWord.tables.remove(language)
        LayoutWords.tables.remove(language)
        FileWriteError.tables.remove(language)
        PictureErrorWords.tables.remove(language)
        EntryPointWords.tables.remove(language)
        Language.unregister(language)
    }

    /// Whether every kind of words has a table for `language`.
    static func isComplete(_ language: Language) -> Bool {
        ExplanationStrings.tables.has(language) && WhyStrings.tables.has(language) && WindowStrings.tables.has(language)
            && PictureStrings.tables.has(language) && TimelineWord.tables.has(language) && FigureWord.tables.has(language)
            && SeverityWord.tables.has(language) && LayoutWords.tables.has(language) && FileWriteError.tables.has(language)
            && PictureErrorWords.tables.has(language) && EntryPointWords.tables.has(language)
    }
}
