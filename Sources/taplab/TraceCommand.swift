import ArgumentParser
import Foundation
import TapKit
import TapLayout

/// `taplab trace LAYOUT --at x,y [--why ID] [--json]`
///
///     $ taplab trace Layouts/000-overlapping-buttons.yaml --at 200,300
///     hitTest at (200, 300)
///     main (200, 300) hitSubview -> button2: subview root returned button2
///       root (200, 300) hitSubview -> button2: subview green returned button2
///     ...
///     hit view: button2 (window main)
///     chain: button2 -> green -> root -> rootVC -> main -> application -> appDelegate
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print the hit-test walk at a point, the hit view and its responder chain.")

    @Argument(help: "A layout file.")
    var layout: String

    @Option(help: ArgumentHelp("The screen point in points, written x,y (e.g. 200,300).", valueName: "x,y"))
    var at: ScreenPoint

    @Option(help: ArgumentHelp("Explain why this view does not get the touch.", valueName: "ID"))
    var why: String?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func run() throws {
        let loaded = try Terminal.load(layout)
        if let why, loaded.objects[why] == nil {
            let known = loaded.ids.filter { loaded.objects[$0]?.view != nil || loaded.objects[$0].map(isLayer) == true }
            let hint = didYouMean(why, among: known)
            Terminal.err("\(layout): error: --why names unknown id '\(why)'\(hint); views and layers in this layout: \(known.joined(separator: ", "))")
            throw ExitCode(1)
        }
        let result = loaded.application.hitTest(at.point, traced: true)
        let chain = result.view?.responderChain.map(\.logName) ?? []
        let explanation = why.map { explain($0, in: loaded) }
        if json {
            Terminal.out(jsonOutput(result, chain: chain, explanation: explanation))
        } else {
            textOutput(result, chain: chain, explanation: explanation)
        }
    }

    private func isLayer(_ object: LayoutObject) -> Bool {
        if case .layer = object { return true }
        return false
    }

    private func explain(_ id: String, in loaded: LoadedLayout) -> HitTestExplanation {
        switch loaded.objects[id] {
        case let .view(view)?:
            return loaded.application.explainHit(of: view, at: at.point)
        case let .layer(layer)?:
            return loaded.application.explainHit(of: layer, at: at.point)
        case let .controller(controller)?:
            let viewID = controller.viewIfLoaded?.logName ?? "its view"
            return HitTestExplanation(rule: .notAView, culprit: id,
                message: "\(id) is a view controller, not a view: hit testing finds views only; \(id) hears of touches on \(viewID) through the responder chain")
        case let .recognizer(recognizer)?:
            return HitTestExplanation(rule: .notAView, culprit: id,
                message: "\(id) is a gesture recognizer: it sees touches whose hit-test view is \(recognizer.view?.logName ?? "its view") or one of its subviews")
        default:
            return HitTestExplanation(rule: .notAView, culprit: id,
                message: "\(id) is not a view: touches go to views, then up the chain to the application and its delegate")
        }
    }

    private func textOutput(_ result: UIApplication.HitTestResult, chain: [String], explanation: HitTestExplanation?) {
        Terminal.out("hitTest at (\(formatNumber(at.point.x)), \(formatNumber(at.point.y)))")
        for step in result.trace?.steps ?? [] { Terminal.out(step.text) }
        if let view = result.view {
            Terminal.out("hit view: \(view.logName) (window \(result.window?.logName ?? "?"))")
            Terminal.out("chain: " + chain.joined(separator: " -> "))
        } else {
            Terminal.out("hit view: none (no window returned a view)")
        }
        if let explanation, let why {
            Terminal.out("why \(why): [\(explanation.rule.rawValue)] \(explanation.message)")
        }
    }

    private func jsonOutput(_ result: UIApplication.HitTestResult, chain: [String], explanation: HitTestExplanation?) -> String {
        var fields: [(String, String)] = [
            ("point", JSONText.point(at.point)),
            ("window", result.window.map { JSONText.string($0.logName) } ?? "null"),
            ("hitView", result.view.map { JSONText.string($0.logName) } ?? "null"),
            ("walk", result.trace?.jsonSteps ?? "[]"),
            ("chain", JSONText.array(chain.map(JSONText.string))),
        ]
        if let explanation, let why {
            fields.append(("why", JSONText.object([
                ("view", JSONText.string(why)), ("rule", JSONText.string(explanation.rule.rawValue)),
                ("culprit", explanation.culprit.map(JSONText.string) ?? "null"),
                ("message", JSONText.string(explanation.message)),
            ])))
        }
        return JSONText.object(fields)
    }
}
