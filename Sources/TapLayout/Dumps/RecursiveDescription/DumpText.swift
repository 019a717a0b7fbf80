import Foundation

/// A dump's text as Unicode scalars with the start of every line, so that a
/// reader can scan across line breaks (a label's text may contain them) and
/// still say where anything is as line and column.
///
/// lldb's `p` and cycript's bare `recursiveDescription()` print the dump as one
/// quoted string with `\n` escapes (`(NSString *) $1 = 0x… @"<UIWindow: …>\n   | <UIView: …>"`);
/// such text is unescaped first, and its line numbers count the unescaped breaks.
struct DumpText {
    let scalars: [Unicode.Scalar]
    /// Index in `scalars` of the first character of each line.
    let lineStarts: [Int]
    /// Whether `\n` escapes were turned into line breaks.
    let wasUnescaped: Bool

    init(_ text: String) {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        wasUnescaped = DumpText.isEscapedString(scalars)
        if wasUnescaped { scalars = DumpText.unescape(scalars) }
        var starts = [0]
        for (i, s) in scalars.enumerated() where s == "\n" { starts.append(i + 1) }
        self.scalars = scalars
        lineStarts = starts
    }

    var lineCount: Int { lineStarts.count }

    /// The line's scalars without its break (and without a CR before it).
    func line(_ n: Int) -> ArraySlice<Unicode.Scalar> {
        let start = lineStarts[n]
        var end = n + 1 < lineStarts.count ? lineStarts[n + 1] - 1 : scalars.count
        if end > start, scalars[end - 1] == "\r" { end -= 1 }
        return scalars[start..<end]
    }

    /// 1-based line and column of a scalar index.
    func position(of index: Int) -> DumpPosition {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        return DumpPosition(line: lo + 1, column: index - lineStarts[lo] + 1)
    }

    /// The first view is followed by escaped breaks before view lines
    /// (`>>\n   | <UIView: 0x`) and by no real break before one.
    private static func isEscapedString(_ s: [Unicode.Scalar]) -> Bool {
        var i = 0
        var sawView = false
        while i + 1 < s.count {
            if s[i] == "<", !sawView, DescriptionEntry.startsViewLine(s, at: i) { sawView = true }
            if sawView, s[i] == "\n", DescriptionEntry.startsViewLine(s, at: i + 1) { return false }
            if sawView, s[i] == "\\", s[i + 1] == "n" {
                var j = i + 2
                while j < s.count, s[j] == " " || s[j] == "|" || s[j] == "\t" { j += 1 }
                if j < s.count, s[j] == "<" { return true }
            }
            i += 1
        }
        return false
    }

    private static func unescape(_ s: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(s.count)
        var i = 0
        while i < s.count {
            if s[i] == "\\", i + 1 < s.count {
                switch s[i + 1] {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "\"", "\\", "'": out.append(s[i + 1])
                default: out.append(s[i]); out.append(s[i + 1])
                }
                i += 2
            } else {
                out.append(s[i])
                i += 1
            }
        }
        return out
    }
}
