import Foundation

/// Reads one JSON object's members by name. Every problem is reported where
/// it is: a value of the wrong type at the value, a missing key at the
/// object's `{`. A value with a problem reads as nil, so reading goes on and
/// one pass finds every problem in the dump.
struct JSONObjectReader {
    let tree: JSONTree
    let report: DumpReport
    let position: DumpPosition
    /// What the object is, in messages: "the screen", "view UIButton-0x1".
    var what: String
    private var members: [String: Int] = [:]
    private var keys: [(name: String, node: Int)] = []

    init?(_ node: Int, in tree: JSONTree, what: String, report: DumpReport) {
        self.tree = tree
        self.report = report
        self.what = what
        position = tree[node].position
        guard case let .object(pairs) = tree[node].value else {
            report.error("\(what) must be an object, found \(tree.kind(of: node))", at: tree[node].position)
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
                report.error("duplicate key '\(name)' (the first is at line \(at.line), column \(at.column))", at: tree[key].position)
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
            report.warning("unknown key '\(name)' in \(what) is ignored" + didYouMean(name, among: known),
                           at: tree[node].position)
        }
    }

    /// The value's node; nil when absent (or null, for an optional key).
    func node(_ key: String, required: Bool) -> Int? {
        guard let node = members[key] else {
            if required { report.error("\(what) has no '\(key)'", at: position) }
            return nil
        }
        if !required, case .null = tree[node].value { return nil }
        return node
    }

    func has(_ key: String) -> Bool { members[key] != nil }

    func wrongType(_ key: String, _ node: Int, expected: String) {
        let hint = expected.contains("number") ? nullHint(node) : ""
        report.error("'\(key)' in \(what) must be \(expected), found \(tree.kind(of: node))\(hint)", at: tree[node].position)
    }

    /// The dump helper writes NaN and infinity, which JSON cannot hold, as null.
    func nullHint(_ node: Int) -> String {
        if case .null = tree[node].value { return " (the app had NaN or infinity here)" }
        return ""
    }

    /// Where the key's value is, or the object when it has none.
    func place(of key: String) -> DumpPosition {
        members[key].map { tree[$0].position } ?? position
    }

    /// A number as messages print it: 4, -0.5, 1e+20.
    func show(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
