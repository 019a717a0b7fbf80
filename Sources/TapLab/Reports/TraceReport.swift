import Foundation
import TapExplain
import TapKit

/// What `TapLab.trace` found at a point: the hit-test walk, the hit view
/// and its responder chain, and, when asked, why another view was not hit.
/// `text` and `json` are exactly what `taplab trace` prints (SPEC 4).
///
///     let report = TapLab.trace(app, at: CGPoint(x: 200, y: 300), why: button1)
///     report.hitView?.accessibilityIdentifier   // "button2"
///     report.chain.map(\.logName)               // ["button2", "green", "root", "rootVC", "main", "application", "appDelegate"]
///     report.explanation?.rule                  // .outside (button1's hit shape leaves out (140, 120))
public struct TraceReport {
    /// The screen point, in points.
    public let point: CGPoint
    /// The view hit testing returned, nil when no window returned one.
    public let hitView: UIView?
    /// The window whose `hitTest` returned `hitView`.
    public let window: UIWindow?
    /// Every `hitTest(_:with:)` call, in call order, with its verdict.
    public let walk: HitTestTrace?
    /// The responder chain from the hit view to the application's delegate.
    public let chain: [UIResponder]
    /// False when the chain stops where the dump does not say what follows
    /// (its top view is not a window: SPEC 14).
    public let chainIsComplete: Bool
    /// Why the view asked about was not hit (nil when none was asked about).
    public let explanation: HitTestExplanation?
    /// Why it did or did not work once the tap was played (SPEC 12): past
    /// hit testing, with the fix, further rules and notes.
    public let why: WhyAnswer?
    /// Every view under the point, frontmost first (`--stack`), when asked.
    public let stack: [HitStackEntry]?
    /// The view asked about as the user named it, and its id, for the `why` line.
    let whyName: String?
    let whyID: String?
    /// Another view, the hit view, has the asked view's name.
    let whyNameIsShared: Bool
    /// The language of `lines` and `text` (`json` is always English).
    public let language: Language
    /// What a loaded dump said of its views: the walk notes their own hit
    /// testing, the chain stops where the dump does.
    let provenance: ProvenanceTable

    init(point: CGPoint, result: UIApplication.HitTestResult, explanation: HitTestExplanation?, why: WhyAnswer? = nil,
         stack: [HitStackEntry]? = nil, whyName: String?, whyID: String?, whyNameIsShared: Bool, language: Language,
         provenance: ProvenanceTable) {
        self.why = why
        self.stack = stack
        self.point = point
        hitView = result.view
        window = result.window
        walk = result.trace
        (chain, chainIsComplete) = result.view?.chainAsKnown(in: provenance) ?? ([], true)
        self.explanation = explanation
        self.whyName = whyName
        self.whyID = whyID
        self.whyNameIsShared = whyNameIsShared
        self.language = language
        self.provenance = provenance
    }

    /// The walk, the hit view and chain, and the `why` line, one line each,
    /// in `language`.
    public var lines: [String] {
        let s = ExplanationStrings.of(language)
        var lines = [s.reportHeader("(\(formatNumber(point.x)), \(formatNumber(point.y)))")]
        lines += walk?.steps.map { $0.text(in: language, provenance: provenance) } ?? []
        if let hitView {
            lines.append(s.reportHitView(hitView.logName, window?.logName ?? "?"))
            let known = chain.map(\.logName) + (chainIsComplete ? [] : [s.chainUnknownNext])
            lines.append(s.reportChain(known.joined(separator: " -> ")))
            if !chainIsComplete, let last = chain.last {
                // A named controller of the top view is the last responder known; the dump starts at its view.
                if let controller = last as? UIViewController, let top = controller.viewIfLoaded {
                    lines.append(s.noteChainStopsAfterController(top.logName, controller.logName))
                } else {
                    lines.append(s.noteChainStops(last.logName))
                }
            }
        } else {
            lines.append(s.reportNoHitView)
        }
        if let stack {
            let w = WhyStrings.of(language)
            lines += stack.map { w.lineStack($0.view.logName, $0.view.className, $0.verdict.name) }
            if stack.isEmpty { lines.append(w.stackEmpty("(\(formatNumber(point.x)), \(formatNumber(point.y)))")) }
        }
        if let whyID = whyID(s) {
            // The view as the user named it, and by its id when that was an address or a class.
            let named = whyName.map { $0 == self.whyID ? whyID : s.reportNamedWithID($0, whyID) } ?? whyID
            if let why {
                lines += why.lines(in: language, named: named)
            } else if let explanation {
                lines.append(s.reportWhy(named, explanation.rule.rawValue, explanation.message(in: language)))
            }
        }
        return lines
    }

    /// The id of the view asked about, saying so when the hit view shares its name.
    private func whyID(_ s: ExplanationStrings) -> String? {
        whyID.map { whyNameIsShared ? s.reportSharedName($0) : $0 }
    }

    /// `lines` joined, without a final newline.
    public var text: String { lines.joined(separator: "\n") }

    /// One JSON object: `point`, `window`, `hitView`, `class`, `walk`, `chain`
    /// and, when asked, `why` (SPEC 4). English keys and values in every
    /// `language`: it is for programs.
    public var json: String {
        var fields: [(String, String)] = [
            ("point", JSONText.point(point)),
            ("window", window.map { JSONText.string($0.logName) } ?? "null"),
            ("hitView", hitView.map { JSONText.string($0.logName) } ?? "null"),
            ("class", hitView.map { JSONText.string($0.className) } ?? "null"),
            ("walk", walk?.jsonSteps(provenance: provenance) ?? "[]"),
            ("chain", JSONText.array(chain.map { JSONText.string($0.logName) })),
        ]
        if !chainIsComplete { fields.append(("chainComplete", "false")) }
        if let stack {
            fields.append(("stack", JSONText.array(stack.map { entry in
                JSONText.object([
                    ("view", JSONText.string(entry.view.logName)), ("class", JSONText.string(entry.view.className)),
                    ("rule", JSONText.string(entry.verdict.name)), ("culprit", entry.culprit.map(JSONText.string) ?? "null"),
                ])
            })))
        }
        if let why {
            fields.append(("why", why.json))
        } else if let explanation, let whyID = whyID(.en) {
            fields.append(("why", JSONText.object([
                ("view", JSONText.string(whyID)), ("rule", JSONText.string(explanation.rule.rawValue)),
                ("culprit", explanation.culprit.map(JSONText.string) ?? "null"),
                ("message", JSONText.string(explanation.message)),
            ])))
        }
        return JSONText.object(fields)
    }
}
