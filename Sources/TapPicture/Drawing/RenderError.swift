import Foundation
import TapExplain
import TapFiles

/// Everything that can go wrong while drawing or saving a picture, as a
/// typed value (`Worded`) with a message that says what to do about it,
/// worded when printed in the reader's language. Nothing in TapPicture
/// traps on input: an unknown font, a canvas too large to allocate or an
/// unwritable folder all end up here.
public enum RenderError: Error, Equatable, CustomStringConvertible, Worded {
    /// A cairo call failed; `message` is cairo's status text (empty: none given).
    case cairo(call: String, message: String)
    /// The font family asked for (`--font`, `TAPLAB_FONT`) cannot be used.
    case font(FontProblem)
    /// A canvas size outside what TapPicture agrees to allocate.
    case invalidSize(width: Int, height: Int)
    /// The picture could not be written (see `SafeFile`).
    case file(FileWriteError)
    /// The PNG at `path` could not be read; `message` is cairo's status
    /// text (empty: cairo gave no surface at all).
    case pngFailed(path: String, message: String)
    /// The picture could not be encoded in `format` (a format's name, or
    /// the extension asked for).
    case encoding(format: String, EncodingProblem)

    /// The English text.
    public var description: String { text(in: .en) }

    public func text(in language: Language) -> String { PictureErrorWords.tables(language).renderError(self, language) }

}
