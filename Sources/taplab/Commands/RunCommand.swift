import ArgumentParser
import Foundation
import TapExplain
import TapKit
import TapPicture
import TapWindow

/// `taplab run [PATH] [--log] [--exit-after S] [--lang zh|en] [--present]`, and bare `taplab`: the
/// interactive window on a layout file or a folder of them (the gallery;
/// default Layouts/). Needs a display; `taplab shot` is the headless way.
///
///     $ taplab run Layouts/000-overlapping-buttons.yaml --log
///     hitTest 1 -> button2
///     touchesBegan button2
///     ...
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the window on a layout or a folder of layouts (default: Layouts/).",
        discussion: """
            Mouse: one finger on the canvas; Alt+drag is a two-finger pinch/rotate around a centre \
            (the canvas centre until Alt+Shift+drag moves both fingers and the centre together). \
            Keys (all listed in the window's help line): overlays \(Overlay.allCases.map { String($0.key) }.joined(separator: " ")); \
            p pick; 1 hidden, 2 alpha, 3 interaction, 4 clips, 5 enabled (selected view); s step through the walk; \
            esc; n/right next and b/left previous layout; k shake; f12 or ctrl+s screenshot; \
            6 touches, 7 gestures, 8 controls, 9 scroll hide or show lines of the event log; pgup/pgdn scroll it back; \
            other keys are presses. \
            Editing the open file reloads it. Without a display: xvfb-run -a taplab run PATH, or taplab shot.
            """)

    @Argument(help: ArgumentHelp("A layout file or a folder of them (default: Layouts/), or a view-hierarchy dump.", valueName: "PATH"))
    var path: String?

    @Flag(help: "Print the event log to stdout as it happens (and the canvas position to stderr).")
    var log = false

    @Option(help: ArgumentHelp("The font family for text (default DejaVu Sans, or TAPLAB_FONT); Chinese falls back to an installed CJK font.", valueName: "NAME"))
    var font: String?

    @Option(name: .customLong("exit-after"), parsing: .unconditional, help: ArgumentHelp("Close the window after S seconds.", valueName: "S"))
    var exitAfter: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Replay the layout's script N times when the window opens, then print the peak memory (r replays it again).", valueName: "N"))
    var replay: Int?

    @OptionGroup var lang: TextLanguageOption

    @Flag(name: .customLong("frame-times"), help: "When the window closes, print how long its frames took to draw (median, 95th percentile, slowest).")
    var frameTimes = false

    @Flag(help: "Present on a projector: inspector hidden, canvas fitted to the window, badges and the log at 2× (F5 toggles it).")
    var present = false

    func validate() throws {
        if let replay, replay < 1 || replay > 1_000_000 {
            throw ValidationError(OptionProblem.replay(replay).text(in: lang.language))
        }
        if let exitAfter, !(exitAfter.isFinite && exitAfter > 0) {
            throw ValidationError(OptionProblem.exitAfter(exitAfter).text(in: lang.language))
        }
    }

    func run() throws {
        let language = lang.language
        guard let target = path ?? LayoutsFolder.locate() else {
            Terminal.error(CommandProblem.noLayoutsFolder, language: language)
            throw ExitCode(1)
        }
        let library: LayoutLibrary
        do { library = try LayoutLibrary(path: target, language: language) } catch {
            Terminal.error(error.problem, language: language)
            throw ExitCode(1)
        }
        let fonts: FontSet
        do { fonts = try FontSet(family: font) } catch {
            Terminal.error(failure: error, language: language)
            throw ExitCode(1)
        }
        for line in library.diagnostics { Terminal.err(line) }
        let model = WindowModel(source: library, fonts: fonts, language: language)
        if log { model.onRecord = { Terminal.out($0.text) } }
        model.hooks.onScreenshot = { Terminal.out($0) }
        if let replay { model.replaysOnStart = replay }
        if present { model.startPresenting() }
        model.hooks.onReplayFinished = { times in
            Terminal.say(CommandStatus.replayed(times: times, peakBytes: ProcessMemory.peak), language: language)
        }
        model.hooks.onProblem = { Terminal.err($0) }
        model.hooks.onReload = { path, diagnostics in
            if diagnostics.isEmpty { Terminal.say(CommandStatus.reloaded(path: path), language: language) }
            for line in diagnostics { Terminal.err(line) }
        }
        var options = InteractiveWindow.Options(exitAfter: exitAfter)
        if frameTimes { options.onFrameTimes = { Terminal.err($0.summary) } }
        if log {
            options.onCanvasChange = { Terminal.err(InteractiveWindow.Options.canvasLine($0, scale: $1, shown: $2)) }
        }
        do {
            try InteractiveWindow.run(model, fonts: fonts, options: options)
        } catch {
            let shown = path ?? "Layouts"
            Terminal.error(CommandProblem.needsDisplay(reason: "\(error)", shown: shown), language: language)
            throw ExitCode(1)
        }
    }
}
