import Foundation
import TapExplain
import TapFiles
import TapLayout
import TapLab

/// What a command says went wrong, on standard error, as a typed value
/// (`Worded`) worded in the command's `--lang` (or the locale's). The
/// place (`FILE:`, `FILE:1:1:`) and the severity word are the terminal's
/// to add (`Terminal.error`).
enum CommandProblem: Worded, Equatable {
    case noSuchFileOrFolder
    /// A path that cannot be opened, and why.
    case unreadable(PathProblem)
    /// `check` on a folder without `.yaml` or `.yml` files.
    case noLayoutFilesToCheck
    /// `--on` names no one view, and why.
    case onTarget(NameProblem)
    /// `gallery` on a folder without layouts.
    case noLayoutsHere
    /// A part of the gallery that could not be made.
    case galleryStep(GalleryStep, ErrorWords)
    /// A gallery file that differs from what `make gallery` writes.
    case outOfDate
    case regenerateGallery
    /// `import` of a file that is not a view-hierarchy dump.
    case notADump
    /// `import -o` naming the dump itself.
    case importOverDump
    /// `import -o` naming a layout imported before and edited since.
    case importedLayoutEdited(path: String)
    /// `import -o` naming a layout imported without the checksum.
    case importedLayoutTooOld(path: String)
    /// A dump whose layout would be `bytes` long, over the `limit` a layout
    /// file may be (said at the dump: the layout is never written).
    case importTooLarge(bytes: Int, limit: Int)
    /// A command with no script to play.
    case noScriptSteps(ScriptUse)
    /// `replay --why` on a script without a touch.
    case whyNoTouch(why: String, id: String)
    /// `--why` naming something that does nothing a script can check.
    case whyNotCheckable(id: String, ObjectKind)
    case whyAmbiguous(name: String, ids: [String])
    /// `--why` naming nothing; `suggestion` is the loader's " (did you
    /// mean 'x'?)" or empty, `known` what may be named (`layers`: layers too).
    case whyUnknown(name: String, suggestion: NameSuggestion, known: [String], layers: Bool)
    /// Bare `taplab run` with no `Layouts/` to find.
    case noLayoutsFolder
    case noSuchPath(String)
    case noLayoutsInFolder(String)
    /// The window could not open; `reason` is SDL's words.
    case needsDisplay(reason: String, shown: String)
    /// Standard output or error refused a write (`errno`: a full disk,
    /// `/dev/full`, a closed stream); the command stops with exit 1.
    case cannotWrite(StandardStream, errno: Int32)

    /// The part of the gallery a failure was in.
    enum GalleryStep: Sendable, Equatable {
        case timeline, recording, lessonSlides, figures
    }

    /// What a command would have done with script steps.
    enum ScriptUse: Sendable, Equatable {
        case draw, record, replay
    }

    func text(in language: Language) -> String { CommandWords.tables(language).commandProblem(self, language) }
}
