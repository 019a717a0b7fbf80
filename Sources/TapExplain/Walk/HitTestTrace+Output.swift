import Foundation
import TapKit

extension HitTestTrace.Step {
    /// `{view, depth, point, verdict, returned}` plus a `reason` sentence,
    /// in English whatever the language of the text: JSON is for programs.
    /// For a tree no dump made; `json(provenance:)` for a loaded dump's.
    public var json: String { json(provenance: ProvenanceTable()) }

    /// The same, its reason noting where a dumped view's class would have
    /// decided with its own code (what `provenance` says of the view).
    public func json(provenance: ProvenanceTable) -> String {
        let returned = returnedID.map(JSONText.string) ?? "null"
        let fields: [(String, String)] = [
            ("view", JSONText.string(viewID)), ("class", JSONText.string(view?.className ?? "")),
            ("depth", String(depth)), ("point", JSONText.point(point)),
            ("verdict", JSONText.string(verdict.rawValue)),
            ("returned", returned),
            ("reason", JSONText.string(reason + customCodeNote(.en, provenance: provenance))),
        ]
        return JSONText.object(fields)
    }

    /// One line of the text walk: indented by depth,
    /// `button2 (55, 25) hitSelf -> button2: point inside and no subview took it`.
    public var text: String { text(in: .en) }

    /// The line in `language`; the view, point, verdict and returned view
    /// are the same in every language; the reason is `ExplanationStrings.of(language)`'s.
    /// `provenance`: what a loaded dump says of its views (empty for a tree
    /// a program built), for the note on a class's own hit testing.
    public func text(in language: Language, provenance: ProvenanceTable = ProvenanceTable()) -> String {
        let s = ExplanationStrings.of(language)
        return String(repeating: "  ", count: depth) + "\(viewID) (\(formatNumber(point.x)), \(formatNumber(point.y))) "
            + "\(verdict.rawValue) -> \(returnedID ?? "nil"): \(reason(s))" + customCodeNote(s, provenance: provenance)
    }

    /// For a dumped view whose class overrides hit testing (SPEC 9): TapLab
    /// cannot run the app's code, so the verdict is UIKit's default rule.
    /// A class UIKit gives its own hit testing (a bar, a SwiftUI hosting
    /// view) is noted the same way, with the method it decides in.
    func customCodeNote(_ s: ExplanationStrings, provenance: ProvenanceTable) -> String {
        guard let view, let dumped = provenance[view], let name = view.appClassName else { return "" }
        if dumped.overriddenMethods.isEmpty, UIKitOwnership.ownsHitTesting(name.printed) {
            return s.ownHitTesting(name.readable)
        }
        guard !dumped.overriddenMethods.isEmpty else { return "" }
        let methods = dumped.overriddenMethods.map { $0 == "hitTest" ? "hitTest(_:with:)" : "point(inside:with:)" }
        return s.customCode(name.readable, methods.joined(separator: s.and))
    }
}

extension HitTestTrace {
    /// The walk's steps as a JSON array, for a tree no dump made.
    public var jsonSteps: String { jsonSteps(provenance: ProvenanceTable()) }

    /// The same, noting a dumped view's own hit testing (`provenance`).
    public func jsonSteps(provenance: ProvenanceTable) -> String {
        JSONText.array(steps.map { $0.json(provenance: provenance) })
    }
}
