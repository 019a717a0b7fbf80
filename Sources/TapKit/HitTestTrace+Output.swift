import Foundation

extension HitTestTrace.Step {
    /// `{view, depth, point, verdict, returned}` plus a `reason` sentence.
    public var json: String {
        JSONText.object([
            ("view", JSONText.string(viewID)), ("class", JSONText.string(view?.className ?? "")),
            ("depth", String(depth)), ("point", JSONText.point(point)),
            ("verdict", JSONText.string(verdict.rawValue)),
            ("returned", returnedID.map(JSONText.string) ?? "null"), ("reason", JSONText.string(reason + customCodeNote)),
        ])
    }

    /// One line of the text walk: indented by depth,
    /// `button2 (55, 25) hitSelf -> button2: point inside and no subview took it`.
    public var text: String {
        String(repeating: "  ", count: depth) + "\(viewID) (\(formatNumber(point.x)), \(formatNumber(point.y))) "
            + "\(verdict.rawValue) -> \(returnedID ?? "nil"): \(reason)" + customCodeNote
    }

    /// For a dumped view whose class overrides hit testing (SPEC 9): TapLab
    /// cannot run the app's code, so the verdict is UIKit's default rule.
    var customCodeNote: String {
        guard let identity = view?.appIdentity, !identity.overriddenMethods.isEmpty else { return "" }
        let methods = identity.overriddenMethods.map { $0 == "hitTest" ? "hitTest(_:with:)" : "point(inside:with:)" }
        return " [custom code here: \(identity.className) overrides \(methods.joined(separator: " and ")); TapLab uses the default rule]"
    }
}

extension HitTestTrace {
    public var jsonSteps: String { JSONText.array(steps.map(\.json)) }
}
