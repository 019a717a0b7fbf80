import ArgumentParser
import Foundation
import TapKit
import TapLayout

/// `taplab replay LAYOUT [--script FILE] [--json]`: run the script in
/// virtual time and print the event log (SPEC 5).
///
///     $ taplab replay Layouts/000-overlapping-buttons.yaml
///     hitTest 1 -> button2
///     touchesBegan button2
///     control button2 touchDown
///     touchesEnded button2
///     control button2 touchUpInside
///     control button2 primaryActionTriggered
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run a layout's touch script in virtual time and print the event log.")

    @OptionGroup var input: LayoutArgument
    var layout: String { input.layout }

    @Option(help: ArgumentHelp("A script file to run instead of the layout's own script.", valueName: "FILE"))
    var script: String?

    @Flag(help: "Print one JSON object per line instead of text.")
    var json = false

    func run() throws {
        let loaded = try input.load()
        let steps = try ScriptSteps.load(script, for: loaded)
        if steps.isEmpty {
            Terminal.err("\(script ?? layout): no script steps, so nothing happens; give --script FILE with steps such as `- tap: [x, y]` or `- tap: {on: ID}`")
        }
        let printer = LinePrinter(json: json)
        loaded.application.tracesHitTests = json
        do {
            _ = try ScriptRunner.run(steps, on: loaded.application, observer: printer)
        } catch {
            Terminal.err(ExpectationChecker.scriptDiagnostic(error, file: script ?? layout).description)
            throw ExitCode(1)
        }
    }

    /// Prints each record as it happens.
    final class LinePrinter: EventObserver {
        let json: Bool
        init(json: Bool) { self.json = json }
        func record(_ entry: EventRecord) { Terminal.out(json ? entry.json : entry.text) }
    }
}
