import Foundation
import TapExplain

extension JSONDumpProblem {
    static let english: @Sendable (JSONDumpProblem) -> String = { problem in
        switch problem {
        case .notAnObject(let what, let found): "\(what.english) must be an object, found \(found.english)"
        case .duplicateKey(let name, let line, let column): "duplicate key '\(name)' (the first is at line \(line), column \(column))"
        case .unknownKey(let name, let what, let suggestion): "unknown key '\(name)' in \(what.english) is ignored" + suggestion.english
        case .missingKey(let key, let what): "\(what.english) has no '\(key)'"
        case .wrongType(let key, let what, let expected, let found):
            "'\(key)' in \(what.english) must be \(expected.english), found \(found.english)"
                + (expected == .number ? nanHint(found) : "")
        case .belowMinimum(let key, let what, let minimum, let found):
            "'\(key)' in \(what.english) must be at least \(shown(minimum)), found \(shown(found))"
        case .aboveMaximum(let key, let what, let maximum, let found):
            "'\(key)' in \(what.english) must be at most \(shown(maximum)), found \(shown(found))"
        case .notWholeNumber(let key, let what, let found): "'\(key)' in \(what.english) must be a whole number, found \(shown(found))"
        case .wrongCount(let key, let what, let parts, let found):
            "'\(key)' in \(what.english) must be [\(parts.joined(separator: ", "))], found \(found) value\(found == 1 ? "" : "s")"
        case .partNotNumber(let key, let what, let part, let found):
            "'\(key)' in \(what.english): \(part) must be a number, found \(found.english)" + nanHint(found)
        case .negativePart(let key, let what, let part, let value): "'\(key)' in \(what.english) has a negative \(part) (\(shown(value)))"
        case .unknownName(let key, let what, let allowed, let found):
            "'\(key)' in \(what.english) takes \(allowed.joined(separator: ", ")), found '\(found)'"
        case .notAName(let key, let what, let allowed, let found):
            "'\(key)' in \(what.english) takes \(allowed.joined(separator: ", ")), found \(found.english)"
        case .notATapLabDump(let format): "'format' must be \"taplab-dump\", found \"\(format)\""
        case .unsupportedVersion(let version, let newest):
            "unsupported dump version \(shown(version)): this TapLab reads versions 1 and \(newest) "
                + "(dump again with the TapLabDump.swift in this TapLab's Tools/)"
        case .noWindows: "'windows' is empty: the dump has no views"
        case .emptyClass(let what): "'class' in \(what.english) is empty"
        case .unknownGestureType(let type, let what, let suggestion, let types):
            "unknown gesture type '\(type)' in \(what.english)" + suggestion.english + "; the types are \(types.joined(separator: ", "))"
        }
    }

    /// The dump helper writes NaN and infinity, which JSON cannot hold, as null.
    private static func nanHint(_ found: JSONKind) -> String {
        found == .null ? " (the app had NaN or infinity here)" : ""
    }
}
