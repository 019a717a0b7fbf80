import Foundation
import TapExplain
import TapFiles
import TapKit
import TapLayout
import TapPicture
import TapWindow

extension TapLab {
    /// Opens the interactive window on the application — the same window as
    /// `taplab run`: the mouse is a finger (Alt+drag two), every overlay key,
    /// the inspector, pick mode, stepping through the walk (`s`), live
    /// toggles of the selected view, screenshots (F12). Returns when the
    /// window is closed (or after `exitAfter` seconds).
    ///
    ///     try TapLab.run(app)
    ///     try TapLab.run(app, title: "Round button", script: "- tap: {on: round}", log: true)
    ///
    /// `title` and `notes` head the inspector; `script` is what the `r` key
    /// replays; `log` prints each SPEC 5 event-log line to standard output
    /// as it happens, and to standard error the `canvas: x=... scale=...`
    /// lines `taplab run --log` prints (where to click). Needs a display
    /// (`xvfb-run -a` gives one); throws `TapLabError` without one, or for a
    /// bad script. `language` is that of the window's help line, inspector
    /// and status line (English unless asked: `language: .zh`).
    public static func run(_ application: UIApplication, title: String = "", notes: String = "", script: String? = nil,
                           log: Bool = false, exitAfter: TimeInterval? = nil, language: Language = .en) throws {
        let loaded = LoadedLayout(application: application, title: title, description: notes)
        var playback: TimelinePlayback?
        if let script {
            do {
                playback = TimelinePlayback(try ScriptFile.load(text: script, file: "<script>", for: loaded))
            } catch {
                throw TapLabError(error)
            }
        }
        let name = title.isEmpty ? (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "program") : title
        let document = WindowDocument(application: application, screenSize: loaded.screenSize, title: title,
                                      description: notes, path: name, owner: loaded, script: playback,
                                      provenance: LoadedProvenance.of(application))
        let fonts = try self.fonts()
        let model = WindowModel(source: ProgramDocumentSource(document), fonts: fonts, language: language)
        // Unbuffered, as `taplab run` writes: a program piped into another
        // sees each line as it happens. A line a closed or full stream
        // refuses is dropped: the window is the program's, and stays open.
        if log { model.onRecord = { try? StandardStream.output.write($0.text + "\n") } }
        model.hooks.onScreenshot = { try? StandardStream.output.write($0 + "\n") }
        model.hooks.onProblem = { try? StandardStream.error.write($0 + "\n") }
        var options = InteractiveWindow.Options(exitAfter: exitAfter)
        if log {
            // Where the canvas is, for a program or test that clicks on it (as `taplab run --log`).
            options.onCanvasChange = { try? StandardStream.error.write(InteractiveWindow.Options.canvasLine($0, scale: $1, shown: $2) + "\n") }
        }
        do {
            try InteractiveWindow.run(model, fonts: fonts, options: options)
        } catch {
            throw TapLabError(EntryPointProblem.noDisplay(reason: "\(error)"))
        }
    }
}
