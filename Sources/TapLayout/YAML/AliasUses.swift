import Foundation

/// Where a YAML anchor is used again, found in the text: a problem inside
/// an anchored node is reported once, where it is written, with a note at
/// each `*alias` that brings it back. Read only when a problem repeats.
enum AliasUses {
    /// The text's lines, split once for all the notes of a file.
    static func lines(of text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = [[]]
        for c in text.unicodeScalars {
            if c == "\n" { lines.append([]) } else { lines[lines.count - 1].append(c) }
        }
        return lines
    }

    static func notes(for diagnostic: LayoutDiagnostic, in lines: [[Unicode.Scalar]]) -> [LayoutDiagnostic] {
        guard let anchor = nearestAnchor(before: diagnostic, in: lines) else { return [] }
        var notes: [LayoutDiagnostic] = []
        for (n, line) in lines.enumerated() {
            for column in occurrences(of: "*" + anchor, in: line) {
                notes.append(LayoutDiagnostic(file: diagnostic.file, line: n + 1, column: column + 1,
                                              problem: ReaderProblem.usedAgain(anchor: anchor), severity: .note))
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
        guard line.count >= t.count, line.contains(t[0]) else { return [] }
        var found: [Int] = []
        for i in 0...(line.count - t.count) where line[i] == t[0] && line[i..<(i + t.count)].elementsEqual(t) {
            let after = i + t.count
            if after == line.count || !isNameCharacter(line[after]) { found.append(i) }
        }
        return found
    }

    private static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
        !(c == " " || c == "," || c == "[" || c == "]" || c == "{" || c == "}" || c == "\t" || c == "\r")
    }
}
