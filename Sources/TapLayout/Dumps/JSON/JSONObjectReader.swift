import Foundation

/// Reads one JSON object's members by name. Every problem is reported where
/// it is: a value of the wrong type at the value, a missing key at the
/// object's `{`. A value with a problem reads as nil, so reading goes on and
/// one pass finds every problem in the dump.
struct JSONObjectReader {
    let tree: JSONTree
    let report: DumpReport
    let position: DumpPosition
    /// What the object is, in messages: the screen, view UIButton-0x1.
    var what: JSONSubject
    private var members: [String: Int] = [:]
    private var keys: [(name: String, node: Int)] = []

    init?(_ node: Int, in tree: JSONTree, what: JSONSubject, report: DumpReport) {
        self.tree = tree
        self.report = report
        self.what = what
        position = tree[node].position
        guard case let .object(pairs) = tree[node].value else {
            report.error(.notAnObject(what, found: tree.kind(of: node)), at: tree[node].position)
            return nil
        }
        // The first key node of each name, so a duplicate is reported
        // without searching the pairs again (a search per duplicate made an
        // object of repeated keys quadratic).
        var firstKeys: [String: Int] = [:]
        LoaderWork.dump.add(pairs.count)
        for (key, value) in pairs {
            guard case let .string(name) = tree[key].value else { continue }
            if let first = firstKeys[name] {
                let at = tree[first].position
                report.error(.duplicateKey(name, line: at.line, column: at.column), at: tree[key].position)
            } else {
                members[name] = value
                firstKeys[name] = key
                keys.append((name, key))
            }
        }
    }

    /// Keys a newer helper may write are not errors, but a typo should not
    /// pass unnoticed either.
    func warnAboutUnknownKeys(known: [String]) {
        for (name, node) in keys where !known.contains(name) {
            report.warning(.unknownKey(name, in: what, NameSuggestion(name, among: known)), at: tree[node].position)
        }
    }

    /// The value's node; nil when absent (or null, for an optional key).
    func node(_ key: String, required: Bool) -> Int? {
        guard let node = members[key] else {
            if required { report.error(.missingKey(key, in: what), at: position) }
            return nil
        }
        if !required, case .null = tree[node].value { return nil }
        return node
    }

    func has(_ key: String) -> Bool { members[key] != nil }

    func wrongType(_ key: String, _ node: Int, expected: JSONExpected) {
        report.error(.wrongType(key: key, in: what, expected: expected, found: tree.kind(of: node)), at: tree[node].position)
    }

    /// Where the key's value is, or the object when it has none.
    func place(of key: String) -> DumpPosition {
        members[key].map { tree[$0].position } ?? position
    }
}
