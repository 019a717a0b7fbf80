import Foundation

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
