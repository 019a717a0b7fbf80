import Foundation

extension EventRecord {
    /// The record as one JSON object (SPEC 5 `--json`), keys in a fixed order
    /// so that output is stable and diffable.
    public var json: String {
        var fields: [(String, String)] = [("t", formatNumber(CGFloat(t), decimals: 4)), ("event", JSONText.string(kind.rawValue))]
        func touches(_ ids: [Int]) {
            guard let first = ids.first else { return }
            fields.append(("touch", String(first)))
            if ids.count > 1 { fields.append(("touches", "[" + ids.map(String.init).joined(separator: ",") + "]")) }
        }
        switch event {
        case let .hitTest(touch, view, walk):
            touches([touch])
            fields.append(("view", view.map(JSONText.string) ?? "null"))
            if let walk { fields.append(("walk", walk.jsonSteps)) }
        case let .touches(_, responder, ids):
            touches(ids)
            fields.append(("responder", JSONText.string(responder)))
        case let .presses(_, responder, key):
            fields += [("responder", JSONText.string(responder)), ("name", JSONText.string(key))]
        case let .motion(_, responder, motion):
            fields += [("responder", JSONText.string(responder)), ("name", JSONText.string(motion.logName))]
        case let .gesture(recognizer, state, isDiscrete, values, _):
            fields += [("recognizer", JSONText.string(recognizer)),
                       ("state", JSONText.string(EventRecord.stateName(state, isDiscrete: isDiscrete)))]
            fields += values?.fields.map { ($0.name, $0.value.json) } ?? []
        case let .stopsWaiting(recognizer, other, requirement):
            fields += [("recognizer", JSONText.string(recognizer)), ("other", JSONText.string(other)),
                       ("requirement", JSONText.string(requirement.rawValue))]
        case let .action(recognizer):
            fields.append(("recognizer", JSONText.string(recognizer)))
        case let .control(control, event, value):
            fields += [("view", JSONText.string(control)), ("control", JSONText.string(control)),
                       ("name", JSONText.string(event.name))]
            if let value { fields.append((value.name, value.json)) }
        case let .scroll(view, offset):
            fields += [("view", JSONText.string(view)), ("offset", "[\(JSONText.number(offset.x)),\(JSONText.number(offset.y))]")]
        case let .list(_, list, row):
            fields += [("view", JSONText.string(list)), ("row", String(row))]
        }
        return JSONText.object(fields)
    }
}

/// Minimal, dependency-free JSON text building with stable key order.
public enum JSONText {
    public static func string(_ s: String) -> String {
        var out = ""
        append(string: s, to: &out)
        return out
    }

    /// `s` as a JSON string, added to `out`: an object's keys and values go
    /// into one growing string rather than a string each (a 50,000-view
    /// trace's walk has thousands of them).
    static func append(string s: String, to out: inout String) {
        // Ids and class names need no escapes: copied whole, not scalar by scalar.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += "\""
            out += s
            out += "\""
            return
        }
        out += "\""
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
        out += "\""
    }

    public static func number(_ v: CGFloat) -> String {
        v.isFinite ? formatNumber(v) : "null"
    }

    public static func number(_ v: Double) -> String { number(CGFloat(v)) }

    public static func point(_ p: CGPoint) -> String { "[\(number(p.x)),\(number(p.y))]" }

    public static func object(_ fields: [(String, String)]) -> String {
        var out = "{"
        for (n, (key, value)) in fields.enumerated() {
            if n > 0 { out += "," }
            append(string: key, to: &out)
            out += ":"
            out += value
        }
        out += "}"
        return out
    }

    public static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
}
