import Foundation
import TapKit
import TapExplain

/// Typed, located access to a composed YAML tree. Every accessor reports a
/// problem as a diagnostic at the offending node and returns nil, so a
/// loader can carry on and report every problem in the file at once.
final class YAMLReader {
    let file: String
    private(set) var diagnostics: [LayoutDiagnostic] = []
    /// Nodes visited; YAML aliases can make a small file a huge tree.
    private var visited = 0
    static let maxNodes = 2_000_000
    /// Coordinates beyond this are certainly mistakes. It is far from the
    /// screen because a list's cells are placed in its content: a
    /// 100,000-row table scrolled to its middle has cells at y = 2,500,000
    /// (a double still holds such a value to a millionth of a point).
    static let maxMagnitude: CGFloat = 1_000_000_000
    /// `maxMagnitude` as messages write it.
    static let maxMagnitudeText = "±1,000,000,000"

    /// Each diagnostic's place and message, to its index; how many times more each came.
    private var reported: [String: Int] = [:]
    private var repeats: [Int: Int] = [:]

    /// Past this many problems the rest of a file is checked but not reported.
    static let maxDiagnostics = 100
    /// Problems found after the first `maxDiagnostics`.
    private(set) var suppressed = 0

    private let text: String
    /// The last line and the column after its last character: no diagnostic
    /// points past them (worked out at the first problem).
    private lazy var end: (line: Int, column: Int) = LayoutLoader.end(of: text)

    init(file: String, text: String) {
        self.file = file
        self.text = text
    }

    /// Every diagnostic, sorted by position so that they read from the top of
    /// the file down, and a last line counting those left out.
    var sortedDiagnostics: [LayoutDiagnostic] {
        var sorted: [LayoutDiagnostic] = []
        let lines = repeats.isEmpty ? [] : AliasUses.lines(of: text)
        for (index, diagnostic) in diagnostics.enumerated()
            .sorted(by: { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }) {
            sorted.append(diagnostic)
            if repeats[index] != nil { sorted += AliasUses.notes(for: diagnostic, in: lines) }
        }
        if suppressed > 0 {
            sorted.append(LayoutDiagnostic(file: file, line: sorted.last?.line ?? 1, column: sorted.last?.column ?? 1,
                                           problem: ReaderProblem.tooManyErrors(notShown: suppressed, limit: Self.maxDiagnostics)))
        }
        return sorted
    }

    /// An English sentence not yet in the word tables (the loader's, while they move; none may remain).
    func error(_ problem: some Worded, at node: Node?) {
        error(problem, mark: node?.mark)
    }

    /// A value's problem (the overload lets `.notText(…)` name its type).
    func error(_ problem: ValueProblem, at node: Node?) {
        error(problem, mark: node?.mark)
    }

    func error(_ problem: some Worded, mark: Mark?) {
        error(problem, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// Whether errors are no longer shown: a message that is costly to
    /// word (a "did you mean" over every id) need not be worded.
    var isFull: Bool { diagnostics.count >= Self.maxDiagnostics }

    func error(_ problem: some Worded, line: Int, column: Int) {
        guard diagnostics.count < Self.maxDiagnostics else {
            suppressed += 1
            return
        }
        let (line, column) = line > end.line ? end : (line, column)
        // A node reached again through a YAML alias has the same problem at
        // the same place: say it once, with where it is used again as notes.
        let key = "\(line):\(column):\(problem.english)"
        if let first = reported[key] {
            repeats[first, default: 0] += 1
            return
        }
        reported[key] = diagnostics.count
        diagnostics.append(LayoutDiagnostic(file: file, line: line, column: column, problem: problem))
    }

    /// Counts a visited node; false once the file has expanded past the limit.
    func visit(_ node: Node) -> Bool {
        visited += 1
        LoaderWork.yaml.add(1)
        if visited == Self.maxNodes + 1 {
            error(ReaderProblem.tooManyNodes(limit: Self.maxNodes), at: node)
        }
        return visited <= Self.maxNodes
    }

    // MARK: Shapes

    /// The pairs of a mapping, with the keys it allows checked.
    func mapping(_ node: Node, _ what: ValueSubject, allowed: [String]) -> MappingView? {
        guard visit(node) else { return nil }
        guard case let .mapping(mapping) = node else {
            error(.notMapping(what, found: found(node)), at: node)
            return nil
        }
        var entries: [(String, Node, Node)] = []
        var rejected = 0
        for (key, value) in mapping {
            guard let name = key.scalar?.string else {
                error(.keyNotName(in: what), at: key)
                rejected += 1
                continue
            }
            guard Self.isAllowed(name, allowed) else {
                // The search only for an error that will be shown.
                error(.unknownKey(name, in: what, suggestion: isFull ? nil : .closest(to: name, among: allowed)), at: key)
                rejected += 1
                continue
            }
            entries.append((name, key, value))
        }
        return MappingView(node: node, entries: entries, rejectedKeys: rejected)
    }

    /// Whether `name` is one of `allowed` (the schema's key lists, as sets:
    /// every key of every mapping in a file is checked).
    private static func isAllowed(_ name: String, _ allowed: [String]) -> Bool {
        if allowed == LayoutSchema.viewKeys { return viewKeySet.contains(name) }
        return allowed.contains(name)
    }
    private static let viewKeySet = Set(LayoutSchema.viewKeys)

    func sequence(_ node: Node, _ what: ValueSubject) -> [Node]? {
        guard visit(node) else { return nil }
        guard case let .sequence(seq) = node else {
            error(.notList(what, found: found(node)), at: node)
            return nil
        }
        return Array(seq)
    }

    /// What `node` is, as "found …" says it (a scalar cut to its first 40 characters).
    func found(_ node: Node) -> FoundValue {
        switch node {
        case .mapping: return .mapping
        case .sequence: return .list
        case let .scalar(s): return isNull(node) ? .nothing : .text(String(s.string.prefix(40)))
        }
    }

    // MARK: Scalars

    func string(_ node: Node, _ what: ValueSubject) -> String? {
        guard visit(node) else { return nil }
        guard case let .scalar(s) = node else {
            error(.notText(what, found: found(node)), at: node)
            return nil
        }
        return s.string
    }

    func isNull(_ node: Node) -> Bool {
        guard case let .scalar(s) = node else { return false }
        return s.tag.hasSuffix(":null") || (s.style == .plain && ["null", "Null", "NULL", "~", ""].contains(s.string))
    }

    func number(_ node: Node, _ what: ValueSubject, min lower: CGFloat? = nil, max upper: CGFloat? = nil) -> CGFloat? {
        guard visit(node) else { return nil }
        guard case let .scalar(s) = node, s.style == .plain, case let text = s.string,
              let value = Self.yamlFloat(text) ?? Self.double(text) else {
            error(.notNumber(what, found: found(node)), at: node)
            return nil
        }
        guard value.isFinite else {
            error(.notFinite(what, written: s.string), at: node)
            return nil
        }
        let v = CGFloat(value)
        guard abs(v) <= Self.maxMagnitude else {
            error(.tooLarge(what, written: s.string), at: node)
            return nil
        }
        if let lower, v < lower {
            error(.belowMinimum(what, minimum: lower, written: s.string), at: node)
            return nil
        }
        if let upper, v > upper {
            error(.aboveMaximum(what, maximum: upper, written: s.string), at: node)
            return nil
        }
        return v
    }

    /// A number as YAML writes it, `_` separators allowed. Swift's parser
    /// is tried on the text as it is first: most numbers have no `_`.
    static func double(_ text: String) -> Double? {
        if let value = Double(text) { return value }
        guard text.contains("_") else { return nil }
        return Double(text.replacingOccurrences(of: "_", with: ""))
    }

    /// YAML's spellings of the special floats (`.nan`, `.inf`, `-.Inf`, ...),
    /// which Swift's `Double(_:)` does not read.
    static func yamlFloat(_ text: String) -> Double? {
        // Every such word starts with `.`, `+` or `-`: other numbers skip
        // the twelve comparisons (each a call in the debug build).
        guard let first = text.utf8.first, first == UInt8(ascii: ".") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") else { return nil }
        switch text {
        case ".nan", ".NaN", ".NAN": return .nan
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        default: return nil
        }
    }

    func integer(_ node: Node, _ what: ValueSubject, min lower: Int, max upper: Int) -> Int? {
        guard let v = number(node, what, min: CGFloat(lower), max: CGFloat(upper)) else { return nil }
        guard v == v.rounded() else {
            error(.notWhole(what, value: v), at: node)
            return nil
        }
        return Int(v)
    }

    func bool(_ node: Node, _ what: ValueSubject) -> Bool? {
        guard visit(node) else { return nil }
        guard case let .scalar(s) = node, s.style == .plain else {
            error(.notBool(what, found: found(node)), at: node)
            return nil
        }
        switch s.string {
        case "true", "True", "TRUE", "yes", "Yes", "on": return true
        case "false", "False", "FALSE", "no", "No", "off": return false
        default:
            error(.notBool(what, found: .text(s.string)), at: node)
            return nil
        }
    }

    func numbers(_ node: Node, _ what: ValueSubject, count: Int, shape: String) -> [CGFloat]? {
        guard visit(node) else { return nil }
        guard case let .sequence(list) = node else {
            error(.notNumberList(what, count: count, shape: shape, found: found(node)), at: node)
            return nil
        }
        // (`endIndex`, the count, since the sequence starts at 0: `count` is
        // another generic call in debug)
        guard list.endIndex == count else {
            let items = Array(list)
            let typo = FullWidthTypo.first(in: items.compactMap { $0.scalar?.string })
            error(.wrongCount(what, count: count, shape: shape, items: items.count, typo: typo), at: node)
            return nil
        }
        // A loop over positions, not `Array(list).compactMap`: in the debug
        // build those generic calls were half of reading a frame (a 100,000-view
        // file's `check` in `LimitCommandTests`). Every item is read, so each
        // bad one is reported.
        var values: [CGFloat] = []
        values.reserveCapacity(count)
        var position = 0
        while position < count {
            if let value = number(list[position], what) { values.append(value) }
            position += 1
        }
        return values.count == count ? values : nil
    }

    func point(_ node: Node, _ what: ValueSubject) -> CGPoint? {
        numbers(node, what, count: 2, shape: "[x, y]").map { CGPoint(x: $0[0], y: $0[1]) }
    }

    /// `[x, y, w, h]` with a non-negative size.
    func rect(_ node: Node, _ what: ValueSubject) -> CGRect? {
        guard let v = numbers(node, what, count: 4, shape: "[x, y, width, height]") else { return nil }
        guard v[2] >= 0, v[3] >= 0 else {
            error(.negativeFrameSize(what, width: v[2], height: v[3]), at: node)
            return nil
        }
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    func size(_ node: Node, _ what: ValueSubject) -> CGSize? {
        guard let v = numbers(node, what, count: 2, shape: "[width, height]") else { return nil }
        guard v[0] >= 0, v[1] >= 0 else {
            error(.negativeSize(what), at: node)
            return nil
        }
        return CGSize(width: v[0], height: v[1])
    }

    func color(_ node: Node, _ what: ValueSubject) -> UIColor? {
        guard let text = string(node, what) else { return nil }
        if text.isEmpty {
            // `color: #fff` unquoted: YAML reads `#` as the start of a comment.
            error(.emptyColor(what), at: node)
            return nil
        }
        switch ColorParser.parse(text, suggesting: !isFull) {
        case let .success(color): return color
        case let .failure(problem):
            error(.badColor(what, problem), at: node)
            return nil
        }
    }

    func oneOf(_ node: Node, _ what: ValueSubject, _ choices: [String]) -> String? {
        guard let text = string(node, what) else { return nil }
        guard choices.contains(text) else {
            if let name = uikitName(text, among: choices) {
                error(.uikitChoice(what, choices: choices, found: text, name: name), at: node)
                return nil
            }
            error(.notChoice(what, choices: choices, found: text, suggestion: isFull ? nil : .closest(to: text, among: choices)), at: node)
            return nil
        }
        return text
    }
}
