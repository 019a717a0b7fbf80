import Foundation

/// What stops a YAML file from being composed, worded for the user, at
/// a 1-based line and column (`FILE:LINE:COLUMN` once the file is known).
struct YAMLProblem: Error {
    let line: Int
    let column: Int
    let message: String

    init(_ message: String, at mark: Mark) {
        (line, column, self.message) = (mark.line, mark.column, message)
    }

    /// A syntax error as libyaml words it (`problem`, and the `context` it
    /// was in when that started elsewhere), or a tab where YAML wants spaces.
    /// libyaml puts an error at the end of a file without a final line break
    /// one line past the last; it is moved to the end of the last line.
    static func syntax(_ problem: String, context: (text: String, mark: Mark)?, at found: Mark, in text: String) -> YAMLProblem {
        let last = LayoutLoader.end(of: text)
        let mark = found.line > last.line ? Mark(line: last.line, column: last.column) : found
        if LayoutLoader.character(at: found, in: text) == "\t" {
            return YAMLProblem("invalid YAML: a tab character here; YAML indents with spaces only", at: mark)
        }
        var where_ = ""
        if let context {
            let started = (context.mark.line, context.mark.column) != (mark.line, mark.column)
                ? " that starts at line \(context.mark.line), column \(context.mark.column)" : ""
            where_ = " (\(context.text)\(started))"
        }
        return YAMLProblem("invalid YAML: \(problem)\(where_)", at: mark)
    }

    /// Text libyaml cannot read (a control character, say), at a character
    /// offset.
    static func unreadable(_ problem: String, byte: Int, in text: String) -> YAMLProblem {
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: byte, limitedBy: text.utf8.endIndex)?.samePosition(in: text)
        let offset = index.map { text.distance(from: text.startIndex, to: $0) } ?? 0
        return YAMLProblem("invalid YAML text: \(problem) at byte \(offset)", at: Mark(line: 1, column: 1))
    }

    /// One key written twice in a mapping: said at the repeat.
    static func duplicate(_ key: String, first: Mark, again: Mark) -> YAMLProblem {
        YAMLProblem("duplicate key '\(key)': it is already set at line \(first.line), column \(first.column)", at: again)
    }

    /// Several keys written twice in one mapping, sorted: said at the first one's first place.
    static func duplicates(_ keys: [String], first: Mark) -> YAMLProblem {
        YAMLProblem("duplicate key '\(keys.joined(separator: "', '"))' in mapping: each key may appear once", at: first)
    }

    /// Text past `LayoutLoader.maxFileBytes` (a file read from disk is refused before reading).
    static func tooLarge(bytes: Int) -> YAMLProblem {
        YAMLProblem("text is \(LayoutLoader.megabytes(bytes)); layouts are limited to \(LayoutLoader.megabytes(LayoutLoader.maxFileBytes))",
                    at: Mark(line: 1, column: 1))
    }

    static func tooDeep(at mark: Mark) -> YAMLProblem {
        let limit = LayoutLoader.maxYAMLNesting
        return YAMLProblem("invalid YAML: nested more than \(limit) levels deep (the limit); "
            + "each view nests a mapping and a 'subviews' list, so views can nest about \(limit / 2) deep", at: mark)
    }

    static func keyOverLimit(at mark: Mark) -> YAMLProblem {
        YAMLProblem("mapping keys that are aliases or collections expand to more than \(YAMLComposer.maxKeyNodes) YAML nodes "
            + "by this key (the limit); keys are plain names", at: mark)
    }

    static func nodesOverLimit(at mark: Mark) -> YAMLProblem {
        let limit = YAMLComposer.maxExpandedNodes
        return YAMLProblem("too large: more than \(limit) YAML nodes once aliases are expanded (the limit is \(limit))", at: mark)
    }
}
