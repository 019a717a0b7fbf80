import ArgumentParser
import Foundation
import TapExplain
import TapKit
import TapLab
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

    @Option(help: ArgumentHelp("After the log, explain why this view, control, cell or recognizer (id, dumped address, or unique class) did or did not work in the script.", valueName: "ID"))
    var why: String?

    @OptionGroup var lang: TextLanguageOption

    func run() throws {
        let language = lang.language
        let loaded = try input.load(language: language, rebuildable: why != nil)
        let steps = try ScriptSteps.load(script, for: loaded, language: language)
        if steps.isEmpty {
            Terminal.say(CommandProblem.noScriptSteps(.replay), at: script ?? layout, language: language)
            if why != nil { throw ExitCode(1) }
        }
        let target = try why.map { try whyTarget($0, in: loaded) }
        let printer = LinePrinter(json: json, provenance: loaded.provenance)
        do {
            guard let target, let why else {
                _ = try TapLab.records(loaded.application, steps: steps, tracing: json, observer: printer)
                return
            }
            loaded.application.tracesHitTests = json
            guard let answer = try TapLab.why(target.1, in: loaded.application, steps: steps, observer: printer,
                                              provenance: loaded.provenance,
                                              rebuild: loaded.copyMaker(keep: ProcessLifetime.keep)) else {
                Terminal.error(CommandProblem.whyNoTouch(why: why, id: target.0), at: script ?? layout, language: language)
                throw ExitCode(1)
            }
            let named = why == target.0 ? why : "\(why) (\(target.0))"
            if json {
                Terminal.out(JSONText.object([("why", answer.json)]))
            } else {
                Terminal.out(answer.lines(in: language, named: named).joined(separator: "\n"))
            }
        } catch let problem as ScriptTimeline.Problem {
            Terminal.report([ExpectationChecker.scriptDiagnostic(problem, file: script ?? layout)], language: language)
            throw ExitCode(1)
        }
    }

    /// The view or recognizer `--why` names, with its id.
    private func whyTarget(_ name: String, in loaded: LoadedLayout) throws -> (String, WhyTarget) {
        switch loaded.lookUp(name) {
        case let .found(id, object):
            if let target = object.whyTarget { return (id, target) }
            Terminal.error(CommandProblem.whyNotCheckable(id: id, ObjectKind(object)), at: layout, language: lang.language)
        case let .ambiguous(ids):
            Terminal.error(CommandProblem.whyAmbiguous(name: name, ids: ids), at: layout, language: lang.language)
        case .unknown:
            let known = loaded.ids.filter { loaded.objects[$0]?.whyTarget != nil }
            Terminal.error(CommandProblem.whyUnknown(name: name, suggestion: NameSuggestion(name, among: known), known: known, layers: false),
                           at: layout, language: lang.language)
        }
        throw ExitCode(1)
    }

    /// Prints each record as it happens; a JSON walk notes a dumped view's
    /// own hit testing (`provenance`).
    final class LinePrinter: EventObserver {
        let json: Bool
        let provenance: ProvenanceTable
        init(json: Bool, provenance: ProvenanceTable) {
            self.json = json
            self.provenance = provenance
        }
        func record(_ entry: EventRecord) { Terminal.out(json ? entry.json(provenance: provenance) : entry.text) }
    }
}
