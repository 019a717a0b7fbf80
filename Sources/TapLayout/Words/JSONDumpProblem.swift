import Foundation
import TapExplain

/// What is wrong with the content of a helper JSON dump that parses, as a
/// typed value (`Worded`): a value of the wrong type or out of range, a key
/// missing, unknown or repeated, a format or version TapLab does not read.
/// `JSONSubject` says which object of the dump each is about.
public enum JSONDumpProblem: Worded, Equatable {
    case notAnObject(JSONSubject, found: JSONKind)
    /// `key` again; the first is at `line`, `column`.
    case duplicateKey(String, line: Int, column: Int)
    /// A warning: a key the reader skips (a newer helper's, or a typo).
    case unknownKey(String, in: JSONSubject, NameSuggestion)
    case missingKey(String, in: JSONSubject)
    /// A null where a number is expected is the helper's NaN or infinity, and said so.
    case wrongType(key: String, in: JSONSubject, expected: JSONExpected, found: JSONKind)
    case belowMinimum(key: String, in: JSONSubject, minimum: Double, found: Double)
    /// Over what a layout may say (alpha over 1, 12 touches): refused as
    /// the loader would refuse it in the imported layout, but here, in the dump.
    case aboveMaximum(key: String, in: JSONSubject, maximum: Double, found: Double)
    case notWholeNumber(key: String, in: JSONSubject, found: Double)
    /// A list of numbers such as `bounds` of the wrong length; `parts` names its elements.
    case wrongCount(key: String, in: JSONSubject, parts: [String], found: Int)
    case partNotNumber(key: String, in: JSONSubject, part: String, found: JSONKind)
    case negativePart(key: String, in: JSONSubject, part: String, value: Double)
    /// A name outside `allowed` in a list of names (`direction`, `overrides`).
    case unknownName(key: String, in: JSONSubject, allowed: [String], found: String)
    /// A value that is not a name in a list of names.
    case notAName(key: String, in: JSONSubject, allowed: [String], found: JSONKind)
    /// `format` is not `taplab-dump`.
    case notATapLabDump(format: String)
    /// A `version` other than 1 and `newest`.
    case unsupportedVersion(Double, newest: Int)
    case noWindows
    case emptyClass(in: JSONSubject)
    /// A recognizer `type` TapLab does not have, of the view `in`.
    case unknownGestureType(String, in: JSONSubject, NameSuggestion, types: [String])

    public func text(in language: Language) -> String { LayoutWords.tables(language).jsonDumpProblem(self) }

    /// A number as messages print it: 4, -0.5, 1e+20.
    static func shown(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
