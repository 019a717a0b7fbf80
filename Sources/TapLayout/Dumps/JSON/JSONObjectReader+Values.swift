import Foundation

/// Typed members: each returns nil (having reported why) when the value is
/// missing but required, or of the wrong type, or out of range.
extension JSONObjectReader {
    func bool(_ key: String, required: Bool = true) -> Bool? {
        guard let node = node(key, required: required) else { return nil }
        guard case let .bool(value) = tree[node].value else {
            wrongType(key, node, expected: .trueOrFalse)
            return nil
        }
        return value
    }

    func string(_ key: String, required: Bool = true) -> String? {
        guard let node = node(key, required: required) else { return nil }
        guard case let .string(value) = tree[node].value else {
            wrongType(key, node, expected: .string)
            return nil
        }
        return value
    }

    func number(_ key: String, required: Bool = true, minimum: Double = -.infinity, maximum: Double = .infinity) -> Double? {
        guard let node = node(key, required: required) else { return nil }
        guard case let .number(value) = tree[node].value else {
            wrongType(key, node, expected: .number)
            return nil
        }
        guard value >= minimum else {
            report.error(.belowMinimum(key: key, in: what, minimum: minimum, found: value), at: tree[node].position)
            return nil
        }
        guard value <= maximum else {
            report.error(.aboveMaximum(key: key, in: what, maximum: maximum, found: value), at: tree[node].position)
            return nil
        }
        return value
    }

    func integer(_ key: String, required: Bool = true, minimum: Int, maximum: Int = 999_999_999) -> Int? {
        guard let value = number(key, required: required, minimum: Double(minimum), maximum: Double(maximum)) else { return nil }
        guard value == value.rounded(), value < 1e9 else {
            report.error(.notWholeNumber(key: key, in: what, found: value), at: place(of: key))
            return nil
        }
        return Int(value)
    }

    /// A fixed-length list of numbers such as `bounds`; `parts` names each
    /// element for messages, and those in `nonNegative` may not be below 0.
    func numbers(_ key: String, parts: [String], nonNegative: Set<String> = []) -> [Double]? {
        guard let items = array(key, required: true) else { return nil }
        guard items.count == parts.count else {
            report.error(.wrongCount(key: key, in: what, parts: parts, found: items.count), at: place(of: key))
            return nil
        }
        var values: [Double] = []
        for (item, part) in zip(items, parts) {
            guard case let .number(value) = tree[item].value else {
                report.error(.partNotNumber(key: key, in: what, part: part, found: tree.kind(of: item)), at: tree[item].position)
                return nil
            }
            guard value >= 0 || !nonNegative.contains(part) else {
                report.error(.negativePart(key: key, in: what, part: part, value: value), at: tree[item].position)
                return nil
            }
            values.append(value)
        }
        return values
    }

    func object(_ key: String, required: Bool = true) -> Int? {
        guard let node = node(key, required: required) else { return nil }
        guard case .object = tree[node].value else {
            wrongType(key, node, expected: .object)
            return nil
        }
        return node
    }

    func array(_ key: String, required: Bool = true) -> [Int]? {
        guard let node = node(key, required: required) else { return nil }
        guard case let .array(items) = tree[node].value else {
            wrongType(key, node, expected: .list)
            return nil
        }
        return items
    }

    /// A list of names from `allowed`; an unknown name is an error.
    func names(_ key: String, allowed: [String], required: Bool = false) -> [String]? {
        guard let items = array(key, required: required) else { return nil }
        var names: [String] = []
        for item in items {
            guard case let .string(name) = tree[item].value, allowed.contains(name) else {
                let problem: JSONDumpProblem = if case let .string(name) = tree[item].value {
                    .unknownName(key: key, in: what, allowed: allowed, found: name)
                } else {
                    .notAName(key: key, in: what, allowed: allowed, found: tree.kind(of: item))
                }
                report.error(problem, at: tree[item].position)
                return nil
            }
            names.append(name)
        }
        return names
    }
}
