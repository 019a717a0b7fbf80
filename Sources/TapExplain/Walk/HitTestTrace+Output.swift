import Foundation
import TapKit

extension HitTestTrace.Step {
    /// `{view, depth, point, verdict, returned}` plus a `reason` sentence,
    /// in English whatever the language of the text: JSON is for programs.
    public var json: String {
        let returned = returnedID.map(JSONText.string) ?? "null"
        let fields: [(String, String)] = [
            ("view", JSONText.string(viewID)), ("class", JSONText.string(view?.className ?? "")),
            ("depth", String(depth)), ("point", JSONText.point(point)),
            ("verdict", JSONText.string(verdict.rawValue)),
            ("returned", returned),
            ("reason", JSONText.string(reason + customCodeNote(.en))),
        ]
        return JSONText.object(fields)
    }

    /// One line of the text walk: indented by depth,
    /// `button2 (55, 25) hitSelf -> button2: point inside and no subview took it`.
    public var text: String { text(in: .en) }

    /// The line in `language`; the view, point, verdict and returned view
    /// are the same in every language; the reason is `ExplanationStrings.of(language)`'s.
    public func text(in language: Language) -> String {
        let s = ExplanationStrings.of(language)
        return String(repeating: "  ", count: depth) + "\(viewID) (\(formatNumber(point.x)), \(formatNumber(point.y))) "
            + "\(verdict.rawValue) -> \(returnedID ?? "nil"): \(reason(s))" + customCodeNote(s)
    }

    /// For a dumped view whose class overrides hit testing (SPEC 9): TapLab
    /// cannot run the app's code, so the verdict is UIKit's default rule.
    /// A class UIKit gives its own hit testing (a bar, a SwiftUI hosting
    /// view) is noted the same way, with the method it decides in.
    func customCodeNote(_ s: ExplanationStrings) -> String {
        guard let identity = view?.appIdentity else { return "" }
        if identity.overriddenMethods.isEmpty, UIView.doesOwnHitTesting(identity.className) {
            return s.ownHitTesting(identity.shownClassName)
        }
        guard !identity.overriddenMethods.isEmpty else { return "" }
        let methods = identity.overriddenMethods.map { $0 == "hitTest" ? "hitTest(_:with:)" : "point(inside:with:)" }
        return s.customCode(identity.shownClassName, methods.joined(separator: s.and))
    }
}

extension HitTestTrace {
    public var jsonSteps: String { JSONText.array(steps.map(\.json)) }
}
