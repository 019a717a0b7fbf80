import ArgumentParser
import Foundation
import TapExplain
import TapKit
import TapLab
import TapLayout

/// `taplab trace LAYOUT --at x,y [--why ID] [--json] [--lang zh|en]`
///
///     $ taplab trace Layouts/000-overlapping-buttons.yaml --at 200,300
///     hitTest at (200, 300)
///     main (200, 300) hitSubview -> button2: subview root returned button2
///       root (200, 300) hitSubview -> button2: subview green returned button2
///     ...
///     hit view: button2 (window main)
///     chain: button2 -> green -> root -> rootVC -> main -> application -> appDelegate
///
/// With `--lang zh` the same report is written from TapExplain's Chinese
/// tables (`ExplanationStrings.zh`); ids, verdicts and the chain stay as they are.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print the hit-test walk at a point, the hit view and its responder chain.")

    @OptionGroup var input: LayoutArgument
    var layout: String { input.layout }

    // `.unconditional`: the next word is the point even when it starts with
    // a minus (`--at -1,30`): dumps put windows at negative coordinates.
    @Option(parsing: .unconditional, help: ArgumentHelp("The screen point in points, written x,y (e.g. 200,300 or -5,10).", valueName: "x,y"))
    var at: ScreenPoint?

    @Option(help: ArgumentHelp("Tap the centre of the visible part of this view (id, dumped address, or a class only one view has).", valueName: "ID"))
    var on: String?

    @Option(help: ArgumentHelp("Play a tap at the point and explain why this view, control, cell or recognizer (id, dumped address, or unique class) did or did not work.", valueName: "ID"))
    var why: String?

    @Flag(help: "List every view whose hit area contains the point, frontmost first, with what hit testing did with it.")
    var stack = false

    @Flag(help: "Print one JSON object instead of text (English keys and values whatever --lang says: it is for programs).")
    var json = false

    @OptionGroup var lang: TextLanguageOption

    func validate() throws {
        switch (at, on) {
        case (nil, nil): throw ValidationError(OptionProblem.tracePoint.text(in: lang.language))
        case (.some, .some): throw ValidationError(OptionProblem.notBoth("--at", "--on").text(in: lang.language))
        default: break
        }
    }

    func run() throws {
        let loaded = try input.load(language: lang.language, rebuildable: why != nil)
        let point = try tapPoint(in: loaded)
        var explanation: (String, HitTestExplanation?, WhyTarget?)?
        if let why {
            switch loaded.lookUp(why) {
            case let .found(id, object):
                // A view or recognizer is answered by playing the tap; a layer or controller by hit testing alone.
                let hit = object.view.map { loaded.application.explainHit(of: $0, at: point) }
                explanation = object.whyTarget.map { (id, hit, $0) } ?? (id, explain(object, id: id, in: loaded, at: point), nil)
            case .ambiguous, .unknown:
                let known = loaded.ids.filter { id in loaded.objects[id].map { $0.whyTarget != nil || isLayer($0) } ?? false }
                if case let .ambiguous(ids) = loaded.lookUp(why) {
                    Terminal.error(CommandProblem.whyAmbiguous(name: why, ids: ids), at: layout, language: lang.language)
                } else {
                    Terminal.error(CommandProblem.whyUnknown(name: why, suggestion: NameSuggestion(why, among: known), known: known, layers: true),
                                   at: layout, language: lang.language)
                }
                throw ExitCode(1)
            }
        }
        let report = TapLab.trace(loaded.application, at: point, why: explanation?.2, explanation: explanation?.1, stack: stack,
                                  whyName: why, whyID: explanation?.0, language: lang.language, provenance: loaded.provenance,
                                  rebuild: loaded.copyMaker(keep: ProcessLifetime.keep))
        Terminal.out(json ? report.json : report.text)
    }

    /// `--at`, or the centre of the visible part of `--on`'s view (printed, so the point can be reused).
    private func tapPoint(in loaded: LoadedLayout) throws -> CGPoint {
        if let at { return at.point }
        guard let on else { return .zero }
        switch loaded.tapTarget(on: on) {
        case let .success(target):
            let point = target.point
            if let note = target.note(in: lang.language) { Terminal.note("--on: " + note, at: layout, language: lang.language) }
            if !json {
                let s = ExplanationStrings.of(lang.language), at = "(\(formatNumber(point.x)), \(formatNumber(point.y)))"
                Terminal.out(target.isOnScreen ? s.reportTapOn(on, at) : s.reportTapOnFrame(on, at))
            }
            return point
        case let .failure(error):
            Terminal.error(CommandProblem.onTarget(error.problem), at: layout, language: lang.language)
            throw ExitCode(1)
        }
    }

    private func isLayer(_ object: LayoutObject) -> Bool {
        if case .layer = object { return true }
        return false
    }

    private func explain(_ object: LayoutObject, id: String, in loaded: LoadedLayout, at point: CGPoint) -> HitTestExplanation {
        switch object {
        case let .layer(layer):
            return loaded.application.explainHit(of: layer, at: point)
        case let .controller(controller):
            let viewID = controller.viewIfLoaded?.logName
            return HitTestExplanation(rule: .notAView, culprit: id) { $0.whyController(id, viewID ?? $0.itsView) }
        default:
            return HitTestExplanation(rule: .notAView, culprit: id) { $0.whyNotAView(id) }
        }
    }
}
