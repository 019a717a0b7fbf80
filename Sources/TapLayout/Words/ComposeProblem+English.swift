import Foundation

extension ComposeProblem {
    static let english: @Sendable (ComposeProblem) -> String = { problem in
        func started(_ mark: Mark?) -> String { mark.map { " that starts at line \($0.line), column \($0.column)" } ?? "" }
        return switch problem {
        case .outOfMemory: "invalid YAML: out of memory"
        case .libyamlOutOfMemory: "invalid YAML: libyaml ran out of memory"
        case .tab: "invalid YAML: a tab character here; YAML indents with spaces only"
        case let .syntax(problem, context, start): "invalid YAML: \(problem)" + (context.map { " (\($0)\(started(start)))" } ?? "")
        case .undefinedAlias: "invalid YAML: found undefined alias"
        case let .anotherDocument(start): "invalid YAML: but found another document (expected a single document in the stream\(started(start)))"
        case let .unreadable(problem, offset): "invalid YAML text: \(problem) at byte \(offset)"
        case let .duplicateKey(key, first): "duplicate key '\(key)': it is already set at line \(first.line), column \(first.column)"
        case let .duplicateKeys(keys): "duplicate key '\(keys.joined(separator: "', '"))' in mapping: each key may appear once"
        case let .tooLarge(bytes, limit): "text is \(LayoutLoader.megabytes(bytes)); layouts are limited to \(LayoutLoader.megabytes(limit))"
        case let .tooDeep(limit):
            "invalid YAML: nested more than \(limit) levels deep (the limit); "
                + "each view nests a mapping and a 'subviews' list, so views can nest about \(limit / 2) deep"
        case let .keyOverLimit(limit):
            "mapping keys that are aliases or collections expand to more than \(limit) YAML nodes by this key (the limit); keys are plain names"
        case let .nodesOverLimit(limit): "too large: more than \(limit) YAML nodes once aliases are expanded (the limit is \(limit))"
        case let .aliasedTextOverLimit(limit):
            "too large: with this alias, aliases bring back more than \(LayoutLoader.megabytes(limit)) of text "
                + "(each *alias repeats its anchor's text; the limit is \(LayoutLoader.megabytes(limit))); write long text once"
        }
    }
}
