import Foundation
import TapExplain

/// Why a font family cannot draw TapLab's pictures (`FontSet`), as a typed
/// value (`Worded`); `family` is the name asked for, or the one found.
public enum FontProblem: Worded, Equatable {
    /// No installed family has this name (`--font`, `TAPLAB_FONT`).
    case notInstalled(family: String)
    /// The family's Latin glyphs are empty, so pictures would have no words.
    case noLatinGlyphs(family: String)

    public func text(in language: Language) -> String { PictureErrorWords.tables(language).fontProblem(self) }

    static let english: @Sendable (FontProblem) -> String = { problem in
        switch problem {
        case let .notInstalled(family):
            "no installed font family is called \"\(family)\"; `fc-list : family` lists the installed ones"
        case let .noLatinGlyphs(family):
            "the font family \"\(family)\" draws nothing for Latin letters (its glyphs are empty), so pictures would have no words; "
                + "choose another with --font or TAPLAB_FONT (`fc-list : family` lists the installed ones)"
        }
    }

    static let chinese: @Sendable (FontProblem) -> String = { problem in
        switch problem {
        case let .notInstalled(family):
            "没有安装名为 \"\(family)\" 的字体族；`fc-list : family` 会列出已安装的字体族"
        case let .noLatinGlyphs(family):
            "字体族 \"\(family)\" 画不出拉丁字母（它的字形是空的），图片上将没有文字；"
                + "请用 --font 或 TAPLAB_FONT 换一个（`fc-list : family` 会列出已安装的字体族）"
        }
    }
}
