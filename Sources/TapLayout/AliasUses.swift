import Foundation

/// Where a YAML anchor is used again, found in the text: a problem inside
/// an anchored node is reported once, where it is written, with a note at
/// each `*alias` that brings it back. Read only when a problem repeats.
enum AliasUses {
    static func notes(for diagnostic: LayoutDiagnostic, in text: String) -> [LayoutDiagnostic] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        guard let anchor = nearestAnchor(before: diagnostic, in: lines) else { return [] }
        var notes: [LayoutDiagnostic] = []
        for (n, line) in lines.enumerated() {
            for column in occurrences(of: "*" + anchor, in: line) {
                notes.append(LayoutDiagnostic(file: diagnostic.file, line: n + 1, column: column + 1,
                                              message: "used again here through the alias *\(anchor)", severity: .note))
            }
        }
        return notes
    }

    /// The name of the last `&anchor` written at or before the diagnostic.
    private static func nearestAnchor(before d: LayoutDiagnostic, in lines: [[Unicode.Scalar]]) -> String? {
        var n = min(d.line, lines.count) - 1
        // An anchored node's problem is reported at its `&` (the node's start).
        var limit = d.column
        while n >= 0 {
            let line = lines[n]
            var i = min(limit, line.count) - 1
            while i >= 0 {
                if line[i] == "&", i + 1 < line.count, isNameCharacter(line[i + 1]) {
                    var j = i + 1
                    while j < line.count, isNameCharacter(line[j]) { j += 1 }
                    return String(String.UnicodeScalarView(line[(i + 1)..<j]))
                }
                i -= 1
            }
            n -= 1
            limit = Int.max
        }
        return nil
    }

    /// Columns (0-based) where `token` stands as a whole alias.
    private static func occurrences(of token: String, in line: [Unicode.Scalar]) -> [Int] {
        let t = Array(token.unicodeScalars)
        guard line.count >= t.count else { return [] }
        var found: [Int] = []
        for i in 0...(line.count - t.count) where Array(line[i..<(i + t.count)]) == t {
            let after = i + t.count
            if after == line.count || !isNameCharacter(line[after]) { found.append(i) }
        }
        return found
    }

    private static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
        !(c == " " || c == "," || c == "[" || c == "]" || c == "{" || c == "}" || c == "\t" || c == "\r")
    }
}
