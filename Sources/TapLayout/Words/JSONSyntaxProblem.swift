import Foundation
import TapExplain

/// Why a helper JSON dump does not parse, as a typed value (`Worded`): the
/// parser stops at the first, and says where (`JSONSyntaxError`). Every
/// sentence starts "invalid JSON: ", so that a paste of the wrong thing is
/// told apart from a dump with a wrong value.
public enum JSONSyntaxProblem: Worded, Equatable {
    /// Containers nested deeper than `limit` (`JSONParser.maxNesting`).
    case nestedTooDeep(limit: Int)
    case expectedObjectSeparator(found: JSONFound)
    case expectedArraySeparator(found: JSONFound)
    /// Something follows the document's last value.
    case textAfterDocument(found: JSONFound)
    /// `{"a": 1,}`.
    case trailingComma
    case expectedKey(found: JSONFound)
    case expectedColon(found: JSONFound)
    case expectedValue(found: JSONFound)
    /// A word that starts like `true`, `false` or `null` but is not it.
    case expectedLiteral(String)
    case numberExpectedDigit(found: JSONFound)
    case numberLeadingZero
    case numberExpectedFraction(found: JSONFound)
    case numberExpectedExponent(found: JSONFound)
    /// A number no Double holds (`1e999`), its first 40 characters.
    case numberOutOfRange(String)
    case lineBreakInString
    case controlCharacterInString
    case unterminatedString
    /// A backslash before what no escape starts with.
    case invalidEscape(found: JSONFound)
    case unpairedHighSurrogate
    case loneLowSurrogate
    case expectedHexDigits(found: JSONFound)

    public func text(in language: Language) -> String { LayoutWords.tables(language).jsonSyntaxProblem(self) }

}
