import Foundation
import TapExplain
import TapPicture

/// What a command reports it did — a file written, a layout checked, a
/// summary, a line of progress — as a typed value (`Worded`) worded in the
/// command's `--lang` (or the locale's).
enum CommandStatus: Worded, Equatable {
    case wrote(path: String)
    case wroteSized(path: String, PixelSize)
    case wroteRecording(path: String, PixelSize, frames: Int, fps: Int, seconds: Double)
    /// `check`: a layout that loads and meets its expectations.
    case checkPassed(file: String, expectations: Int)
    case checkFailed(file: String)
    case checkSummary(passed: Int, failed: Int)
    case galleryUpToDate(layouts: Int)
    case wroteGallery(page: String, pictures: Int, images: String)
    /// `import`: how many views the layout has, from which dump, read how.
    case imported(views: Int, dump: String, format: String)
    /// The file name the diagnostics of an imported layout printed to stdout give.
    case importedLayoutName
    case createdPlayground(folder: String, root: String)
    case playgroundNext(folder: String, name: String)
    /// `run --replay N`; `peakBytes` nil when the system does not say.
    case replayed(times: Int, peakBytes: Int?)
    /// The window read the file again after it changed.
    case reloaded(path: String)
    case recordingProgress(path: String, frame: Int, total: Int)

    func text(in language: Language) -> String { CommandWords.tables(language).commandStatus(self) }
}
