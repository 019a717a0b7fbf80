import Foundation
import TapExplain

extension JSONSyntaxProblem {
    static let english: @Sendable (JSONSyntaxProblem) -> String = { problem in
        "invalid JSON: " + sentence(problem)
    }

    private static func sentence(_ problem: JSONSyntaxProblem) -> String {
        switch problem {
        case .nestedTooDeep(let limit): "nested more than \(limit) levels deep (the limit)"
        case .expectedObjectSeparator(let found): "expected ',' or '}' after an object member, found \(found.english)"
        case .expectedArraySeparator(let found): "expected ',' or ']' after an array element, found \(found.english)"
        case .textAfterDocument(let found): "unexpected \(found.english) after the end of the document"
        case .trailingComma: "expected a key after ',', found '}' (a trailing comma)"
        case .expectedKey(let found): "expected a key in double quotes, found \(found.english)"
        case .expectedColon(let found): "expected ':' after the key, found \(found.english)"
        case .expectedValue(let found): "expected a value (an object, array, string, number, true, false or null), found \(found.english)"
        case .expectedLiteral(let word): "expected '\(word)'"
        case .numberExpectedDigit(let found): "invalid number: expected a digit, found \(found.english)"
        case .numberLeadingZero: "invalid number: a number does not start with 0"
        case .numberExpectedFraction(let found): "invalid number: expected a digit after '.', found \(found.english)"
        case .numberExpectedExponent(let found): "invalid number: expected a digit in the exponent, found \(found.english)"
        case .numberOutOfRange(let text): "number \(text) is out of range"
        case .lineBreakInString: "unterminated string (a line break in a string is written \\n)"
        case .controlCharacterInString: "a control character in a string must be escaped as \\u00XX"
        case .unterminatedString: "unterminated string"
        case .invalidEscape(.character(let c)): "invalid escape '\\\(c)' in a string"
        case .invalidEscape(let found): "invalid escape: '\\' before \(found.english) in a string"
        case .unpairedHighSurrogate: "invalid \\u escape: a high surrogate must be followed by a low one"
        case .loneLowSurrogate: "invalid \\u escape: a lone low surrogate"
        case .expectedHexDigits(let found): "invalid \\u escape: expected 4 hexadecimal digits, found \(found.english)"
        }
    }
}
