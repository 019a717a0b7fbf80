import Foundation

extension EventRecord {
    /// The record as one JSON object (SPEC 5 `--json`), keys in a fixed order
    /// so that output is stable and diffable.
    public var json: String {
        var fields: [(String, String)] = [("t", formatNumber(CGFloat(t), decimals: 4)), ("event", JSONText.string(kind.rawValue))]
        if let first = touches.first {
            fields.append(("touch", String(first)))
            if touches.count > 1 { fields.append(("touches", "[" + touches.map(String.init).joined(separator: ",") + "]")) }
        }
        if kind == .hitTest { fields.append(("view", view.map(JSONText.string) ?? "null")) }
        else if let view { fields.append(("view", JSONText.string(view))) }
        if let responder { fields.append(("responder", JSONText.string(responder))) }
        if let recognizer { fields.append(("recognizer", JSONText.string(recognizer))) }
        if let state { fields.append(("state", JSONText.string(state))) }
        if let other { fields.append(("other", JSONText.string(other))) }
        if let requirement { fields.append(("requirement", JSONText.string(requirement.rawValue))) }
        if let control { fields.append(("control", JSONText.string(control))) }
        if let name { fields.append(("name", JSONText.string(name))) }
        if let offset { fields.append(("offset", "[\(JSONText.number(offset.x)),\(JSONText.number(offset.y))]")) }
        if let walk { fields.append(("walk", walk.jsonSteps)) }
        return JSONText.object(fields)
    }
}

/// Minimal, dependency-free JSON text building with stable key order.
public enum JSONText {
    public static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    public static func number(_ v: CGFloat) -> String {
        v.isFinite ? formatNumber(v) : "null"
    }

    public static func number(_ v: Double) -> String { number(CGFloat(v)) }

    public static func point(_ p: CGPoint) -> String { "[\(number(p.x)),\(number(p.y))]" }

    public static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    public static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
}
