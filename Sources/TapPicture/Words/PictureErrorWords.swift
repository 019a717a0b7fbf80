import Foundation
import TapExplain

/// Every error TapPicture words — drawing, encoding, fonts and output names, in one table per language: a function per kind of message, each an
/// exhaustive `switch`, so a new language is one `PictureErrorWords(…)` value the
/// compiler checks is complete.
public struct PictureErrorWords: Sendable {
    public var renderError: @Sendable (RenderError, Language) -> String
    public var encodingProblem: @Sendable (EncodingProblem, Language) -> String
    public var fontProblem: @Sendable (FontProblem) -> String
    public var outputProblem: @Sendable (OutputProblem, Language) -> String

    public static let tables = WordTables<PictureErrorWords>(english: .english, [.zh: .chinese])
}
