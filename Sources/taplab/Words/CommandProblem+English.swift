import Foundation
import TapExplain
import TapLayout

extension CommandProblem {
    static let english: @Sendable (CommandProblem, Language) -> String = { problem, language in
        switch problem {
        case .noSuchFileOrFolder:
            "no such file or folder"
        case let .unreadable(reason):
            reason.text(in: language)
        case .noLayoutFilesToCheck:
            "no layout files in this folder (check reads .yaml and .yml files; give a dump by its own path)"
        case let .onTarget(reason):
            "--on: \(reason.text(in: language))"
        case .noLayoutsHere:
            "no .yaml layouts here"
        case let .galleryStep(step, error):
            "\(name(step)): \(error.text(in: language))"
        case .outOfDate:
            "out of date"
        case .regenerateGallery:
            "run `make gallery` to regenerate the gallery"
        case .notADump:
            "this is not a view-hierarchy dump (no `<UIView: 0x…; frame = (…)>` lines, no TapLabDump JSON); layout files need no import"
        case .importOverDump:
            "this is the dump being imported; TapLab never writes the file it reads — choose another -o"
        case let .importedLayoutEdited(path):
            "cannot write \(path): it was edited since taplab imported it (its checksum no longer matches); "
                + "choose another -o, or pass --force to replace it and lose the edits"
        case let .importedLayoutTooOld(path):
            "cannot write \(path): it was imported by an older TapLab, without the checksum that tells whether it was edited since; "
                + "choose another -o, or pass --force to replace it"
        case let .importTooLarge(bytes, limit):
            "its layout would be \(LayoutLoader.megabytes(bytes)), over the \(LayoutLoader.megabytes(limit)) a layout file may be, "
                + "so it is not written; trace, replay and shot read the dump itself"
        case .noScriptSteps(.draw):
            "no script steps, so there is nothing to draw; give --script FILE with steps such as `- tap: [x, y]`"
        case .noScriptSteps(.record):
            "no script steps, so there is nothing to record; give --script FILE with steps such as `- tap: [x, y]`"
        case .noScriptSteps(.replay):
            "no script steps, so nothing happens; give --script FILE with steps such as `- tap: [x, y]` or `- tap: {on: ID}`"
        case let .whyNoTouch(why, id):
            "--why \(why): the script has no touch, so there is nothing to answer; give it a step such as `- tap: {on: \(id)}`"
        case let .whyNotCheckable(id, kind):
            "--why '\(id)' is \(kind.text(in: .en)): only a view, control, cell or gesture recognizer does something a script can check"
        case let .whyAmbiguous(name, ids):
            "--why '\(name)' names \(ids.count) views (\(ids.prefix(8).joined(separator: ", "))); give one id or address"
        case let .whyUnknown(name, suggestion, known, layers):
            "--why names unknown id '\(name)'\(suggestion.text(in: language)); views\(layers ? ", layers" : "") and recognizers in this layout: "
                + "\(known.prefix(60).joined(separator: ", "))\(known.count > 60 ? ", …" : "")"
        case .noLayoutsFolder:
            "no Layouts/ folder here or beside the program; give one: taplab run PATH"
        case let .noSuchPath(path):
            "\(path): no such file or folder"
        case let .noLayoutsInFolder(path):
            "\(path): no .yaml layouts in this folder"
        case let .needsDisplay(reason, shown):
            """
            \(reason). taplab run needs a display.
              On a machine without one, run it under a virtual display:  xvfb-run -a taplab run \(shown)
              or render pictures headless instead:                       taplab shot LAYOUT -o FILE.png
            """
        case let .cannotWrite(stream, code):
            "cannot write \(stream == .output ? "standard output" : "standard error"): \(String(cString: strerror(code)))"
        }
    }

    private static func name(_ step: GalleryStep) -> String {
        switch step {
        case .timeline: "timeline"
        case .recording: "recording"
        case .lessonSlides: "lesson slides"
        case .figures: "figures"
        }
    }
}
