import Foundation

extension HitTestTrace.Step {
    /// `{view, depth, point, verdict, returned}` plus a `reason` sentence.
    public var json: String {
        JSONText.object([
            ("view", JSONText.string(viewID)), ("depth", String(depth)), ("point", JSONText.point(point)),
            ("verdict", JSONText.string(verdict.rawValue)),
            ("returned", returnedID.map(JSONText.string) ?? "null"), ("reason", JSONText.string(reason)),
        ])
    }

    /// One line of the text walk: indented by depth,
    /// `button2 (55, 25) hitSelf -> button2: point inside and no subview took it`.
    public var text: String {
        String(repeating: "  ", count: depth) + "\(viewID) (\(formatNumber(point.x)), \(formatNumber(point.y))) "
            + "\(verdict.rawValue) -> \(returnedID ?? "nil"): \(reason)"
    }
}

extension HitTestTrace {
    public var jsonSteps: String { JSONText.array(steps.map(\.json)) }
}
