import Foundation
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
    /// Why the view asked about was not hit (nil when none was asked about).
    public let explanation: HitTestExplanation?
    /// The view asked about as the user named it, and its id, for the `why` line.
    let whyName: String?
    let whyID: String?

    init(point: CGPoint, result: UIApplication.HitTestResult, explanation: HitTestExplanation?,
         whyName: String?, whyID: String?) {
        self.point = point
        hitView = result.view
        window = result.window
        walk = result.trace
        chain = result.view?.responderChain ?? []
        self.explanation = explanation
        self.whyName = whyName
        self.whyID = whyID
    }

    /// The walk, the hit view and chain, and the `why` line, one line each.
    public var lines: [String] {
        var lines = ["hitTest at (\(formatNumber(point.x)), \(formatNumber(point.y)))"]
        lines += walk?.steps.map(\.text) ?? []
        if let hitView {
            lines.append("hit view: \(hitView.logName) (window \(window?.logName ?? "?"))")
            lines.append("chain: " + chain.map(\.logName).joined(separator: " -> "))
        } else {
            lines.append("hit view: none (no window returned a view)")
        }
        if let explanation, let whyID {
            // The view as the user named it, and by its id when that was an address or a class.
            let named = whyName.map { $0 == whyID ? whyID : "\($0) (\(whyID))" } ?? whyID
            lines.append("why \(named): [\(explanation.rule.rawValue)] \(explanation.message)")
        }
        return lines
    }

    /// `lines` joined, without a final newline.
    public var text: String { lines.joined(separator: "\n") }

    /// One JSON object: `point`, `window`, `hitView`, `class`, `walk`, `chain`
    /// and, when asked, `why` (SPEC 4).
    public var json: String {
        var fields: [(String, String)] = [
            ("point", JSONText.point(point)),
            ("window", window.map { JSONText.string($0.logName) } ?? "null"),
            ("hitView", hitView.map { JSONText.string($0.logName) } ?? "null"),
            ("class", hitView.map { JSONText.string($0.className) } ?? "null"),
            ("walk", walk?.jsonSteps ?? "[]"),
            ("chain", JSONText.array(chain.map { JSONText.string($0.logName) })),
        ]
        if let explanation, let whyID {
            fields.append(("why", JSONText.object([
                ("view", JSONText.string(whyID)), ("rule", JSONText.string(explanation.rule.rawValue)),
                ("culprit", explanation.culprit.map(JSONText.string) ?? "null"),
                ("message", JSONText.string(explanation.message)),
            ])))
        }
        return JSONText.object(fields)
    }
}
