import Foundation

/// What stops a YAML file from being composed (`ComposeProblem`), at a
/// 1-based line and column (`FILE:LINE:COLUMN` once the file is known).
struct YAMLProblem: Error {
    let line: Int
    let column: Int
    let problem: ComposeProblem

    init(_ problem: ComposeProblem, at mark: Mark) {
        (line, column, self.problem) = (mark.line, mark.column, problem)
    }

    /// The diagnostic this is in `file`.
    func diagnostic(file: String) -> LayoutDiagnostic {
        LayoutDiagnostic(file: file, line: line, column: column, problem: problem)
    }

    /// A syntax error as libyaml words it (`problem`, and the `context` it
    /// was in when that started elsewhere).
    static func syntax(_ problem: String, context: (text: String, mark: Mark)?, at found: Mark, in text: String) -> YAMLProblem {
        located(at: found, in: text) { mark in
            .syntax(problem, context: context?.text, contextStart: context.flatMap { $0.mark == mark ? nil : $0.mark })
        }
    }

    /// An `*alias` with no anchor before it.
    static func undefinedAlias(at found: Mark, in text: String) -> YAMLProblem {
        located(at: found, in: text) { _ in .undefinedAlias }
    }

    /// A second document, found at `found`.
    static func anotherDocument(at found: Mark, in text: String) -> YAMLProblem {
        let start = Mark(line: 1, column: 1)
        return located(at: found, in: text) { mark in .anotherDocument(streamStart: mark == start ? nil : start) }
    }

    /// A syntax problem at `found`, or a tab there (where YAML wants spaces).
    /// libyaml puts an error at the end of a file without a final line break
    /// one line past the last; it is moved to the end of the last line.
    private static func located(at found: Mark, in text: String, _ problem: (Mark) -> ComposeProblem) -> YAMLProblem {
        let last = LayoutLoader.end(of: text)
        let mark = found.line > last.line ? Mark(line: last.line, column: last.column) : found
        if LayoutLoader.character(at: found, in: text) == "\t" { return YAMLProblem(.tab, at: mark) }
        return YAMLProblem(problem(mark), at: mark)
    }

    /// Text libyaml cannot read (a control character, say), at a character
    /// offset.
    static func unreadable(_ problem: String, byte: Int, in text: String) -> YAMLProblem {
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: byte, limitedBy: text.utf8.endIndex)?.samePosition(in: text)
        let offset = index.map { text.distance(from: text.startIndex, to: $0) } ?? 0
        return YAMLProblem(.unreadable(problem, offset: offset), at: Mark(line: 1, column: 1))
    }

    /// One key written twice in a mapping: said at the repeat.
    static func duplicate(_ key: String, first: Mark, again: Mark) -> YAMLProblem {
        YAMLProblem(.duplicateKey(key, first: first), at: again)
    }

    /// Several keys written twice in one mapping, sorted: said at the first one's first place.
    static func duplicates(_ keys: [String], first: Mark) -> YAMLProblem {
        YAMLProblem(.duplicateKeys(keys), at: first)
    }

    /// Text past `LayoutLoader.maxFileBytes` (a file read from disk is refused before reading).
    static func tooLarge(bytes: Int) -> YAMLProblem {
        YAMLProblem(.tooLarge(bytes: bytes, limit: LayoutLoader.maxFileBytes), at: Mark(line: 1, column: 1))
    }

    static func tooDeep(at mark: Mark) -> YAMLProblem {
        YAMLProblem(.tooDeep(limit: LayoutLoader.maxYAMLNesting), at: mark)
    }

    static func keyOverLimit(at mark: Mark) -> YAMLProblem {
        YAMLProblem(.keyOverLimit(limit: YAMLComposer.maxKeyNodes), at: mark)
    }

    /// The alias at `mark` brings the text aliases bring back past `YAMLComposer.maxAliasedBytes`.
    static func aliasedTextOverLimit(at mark: Mark) -> YAMLProblem {
        YAMLProblem(.aliasedTextOverLimit(limit: YAMLComposer.maxAliasedBytes), at: mark)
    }

    static func nodesOverLimit(at mark: Mark) -> YAMLProblem {
        YAMLProblem(.nodesOverLimit(limit: YAMLComposer.maxExpandedNodes), at: mark)
    }
}
