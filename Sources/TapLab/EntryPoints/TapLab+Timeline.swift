import Foundation
import TapFiles
import TapExplain
import TapKit
import TapLayout
import TapPicture

extension TapLab {
    /// Plays a touch script (SPEC 3's `script:` list) on the application in
    /// virtual time and draws its event log as a sequence diagram, as
    /// `taplab timeline` does: a lane per finger, recognizer, responder and
    /// control, time across in the script's seconds, deliveries held by
    /// `delaysTouchesBegan` / `delaysTouchesEnded` / `delaysContentTouches`
    /// as orange spans, recognizer states as bands, `require(toFail:)` waits
    /// and `cancelsTouchesInView` as arrows. PNG, SVG or PDF by the path's
    /// extension; the same calls give the same bytes. `style` sets the
    /// theme, an exact size and whether chain-only responders get lanes.
    ///
    ///     let app = try TapLab.load("Layouts/001-gesture-puzzle.yaml")
    ///     try TapLab.timeline(app, script: "- tap: [195, 400]", to: "puzzle.svg", language: .zh)
    ///
    /// Writes safely as `shot` does (`force` to replace a file TapLab did not
    /// write). Throws `TapLabError` for a bad script or an unwritable path.
    public static func timeline(_ application: UIApplication, script: String, to path: String,
                                language: Language = .en, title: String = "", style: TimelineStyle = TimelineStyle(),
                                force: Bool = false) throws {
        if let problem = PictureWriter.outputProblem(path, force: force, forceName: "force: true") {
            throw TapLabError(EntryPointProblem.output(problem))
        }
        let steps: [ScriptStep]
        do {
            steps = try ScriptFile.load(text: script, file: "<script>", for: LoadedLayout(application: application))
        } catch {
            throw TapLabError(error)
        }
        try drawTimeline(steps, on: application, title: title, language: language, style: style, fonts: try fonts(), to: path,
                         force: force, forceName: "force: true", scriptName: "<script>")
    }

    /// The timeline of `steps` played on `application`, in `format`'s bytes
    /// (what `drawTimeline` writes; the gallery compares it).
    package static func encodeTimeline(_ steps: [ScriptStep], on application: UIApplication, title: String, language: Language,
                                       style: TimelineStyle, fonts: FontSet, format: PictureFormat,
                                       scriptName: String) throws -> (data: Data, size: PixelSize) {
        let facts: TimelineFacts
        do {
            facts = try TimelineRecorder.play(steps, on: application)
        } catch {
            throw TapLabError(EntryPointProblem.diagnostics([ExpectationChecker.scriptDiagnostic(error, file: scriptName)]))
        }
        do {
            return try TimelinePicture.encode(facts, title: title, language: language, fonts: fonts, format: format, style: style)
        } catch {
            throw TapLabError(EntryPointProblem.cannotDrawTimeline(error))
        }
    }

    /// Writes the timeline of `steps` to `path` (`TapLab.timeline`): the
    /// path is checked first, then `encodeTimeline` draws it.
    package static func drawTimeline(_ steps: [ScriptStep], on application: UIApplication, title: String, language: Language,
                                     style: TimelineStyle = TimelineStyle(), fonts: FontSet,
                                     to path: String, force: Bool, forceName: String, scriptName: String) throws {
        guard let format = PictureFormat(path: path), !PictureWriter.isLayoutName(path) else {
            throw TapLabError(EntryPointProblem.output(PictureWriter.pathProblem(path) ?? .pictureExtension(path: path, extension: "")))
        }
        do { try SafeFile.checkReplaceable(path, force: force) } catch {
            throw TapLabError(EntryPointProblem.output(.file(error.worded(force: forceName))))
        }
        let picture = try encodeTimeline(steps, on: application, title: title, language: language, style: style, fonts: fonts,
                                         format: format, scriptName: scriptName)
        do { try SafeFile.write(picture.data, to: path, force: force) } catch {
            throw TapLabError(EntryPointProblem.output(.file(error.worded(force: forceName))))
        }
    }
}
