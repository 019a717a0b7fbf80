import CGIF
import Foundation
import TapExplain

/// Why a picture or a recording could not be encoded in its format (the
/// reason of `RenderError.encoding`), as a typed value (`Worded`). What a
/// C library, the system or ffmpeg says (cairo's status, `strerror`,
/// giflib's error string, Foundation's description, ffmpeg's log) is
/// passed through as it comes.
public enum EncodingProblem: Worded, Equatable {
    /// The output's name is no picture's (a layout file, another extension).
    case outputName(OutputProblem)
    /// A figure larger, in points, than `format` can hold.
    case figureTooLarge(FigureKind, width: Int, height: Int, format: PictureFormat)
    /// A one-page timeline larger than `format` can hold.
    case timelineTooLarge(width: Int, height: Int, format: PictureFormat)
    /// A timeline of `pages` pages, one under the other, larger than `format` can hold.
    case timelinePagesTooLarge(pages: Int, width: Int, height: Int, format: PictureFormat)
    /// Several pages asked of a format that has one (only a PDF has pages).
    case pagesNotPDF(pages: Int)
    /// A PNG asked of the vector surfaces, which draw SVG and PDF only.
    case pngNotVector
    /// cairo's status text for a surface that failed.
    case cairo(String)
    /// ffmpeg, which MP4 and WebM need, is not on `PATH`.
    case ffmpegMissing
    /// The folder ffmpeg writes in could not be made (`reason`: Foundation's words).
    case temporaryFolder(reason: String)
    /// `executable` (ffmpeg) could not be started (`reason`: Foundation's words).
    case cannotStart(executable: String, reason: String)
    /// ffmpeg exited with `status`; `log` is what it printed (empty: nothing).
    case ffmpegFailed(status: Int32, log: String)
    /// A giflib call failed with giflib's error `code`.
    case gifCall(String, code: Int32)
    /// giflib could not read the GIF at `path` (its error `code`).
    case gifRead(path: String, code: Int32)
    /// A frame whose size is not the recording's.
    case frameSize(width: Int, height: Int, recordingWidth: Int, recordingHeight: Int)
    /// The frames' temporary file failed at `step` with `errno`.
    case frameSpill(SpillStep, errno: Int32)
    /// The canvas has no pixel memory to encode.
    case noPixels
    /// libpng could not make its writer.
    case libpngStart

    /// What the frames' temporary file (`FrameSpill`) was doing.
    public enum SpillStep: Sendable, Equatable {
        case create, write, read
    }

    public func text(in language: Language) -> String { PictureErrorWords.tables(language).encodingProblem(self, language) }

    /// giflib's words for an error `code` (nil: giflib has none).
    static func gifReason(_ code: Int32) -> String? {
        GifErrorString(code).map { String(cString: $0) }
    }

    /// The C library's words for `errno` (`strerror`).
    static func systemReason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
