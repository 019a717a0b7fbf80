import Foundation
import TapExplain
import TapFiles

/// Why a picture or a recording cannot be written where it was asked, as
/// a typed value (`Worded`): the one place these sentences are written,
/// for the command line and the library alike. Most are found before
/// anything is drawn (`PictureWriter.outputProblem`, `RecordingFormat.pathProblem`);
/// the file system's may also come from the write itself.
public enum OutputProblem: Worded, Equatable {
    /// The output names a layout file, which TapLab never writes.
    case layoutFile(path: String, OutputKind)
    /// A picture's name whose extension is not `.png`, `.svg` or `.pdf` (`""`: none).
    case pictureExtension(path: String, extension: String)
    /// A recording's name whose extension is not `.gif`, `.mp4` or `.webm`
    /// (`""`: none); `advised` adds what to give instead.
    case recordingExtension(path: String, extension: String, advised: Bool)
    /// The file system's reason (a folder, a link, a foreign file, …).
    case file(FileWriteProblem)
    /// An MP4 or WebM needs ffmpeg, which is not on `PATH`.
    case ffmpegMissing(path: String)

    /// What an output is, for the extensions to offer.
    public enum OutputKind: Sendable, Equatable {
        case picture, recording
    }

    public func text(in language: Language) -> String { PictureErrorWords.tables(language).outputProblem(self, language) }

}
