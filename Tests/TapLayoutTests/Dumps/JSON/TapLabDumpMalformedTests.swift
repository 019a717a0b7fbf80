import Foundation
import XCTest
@testable import TapLayout

/// Bad dumps are refused with diagnostics that point at the problem, and
/// never crash: one test per kind of mistake, each with the exact text
/// `taplab` prints.
final class TapLabDumpMalformedTests: XCTestCase {
    func testTextThatIsNotJSONIsRefusedAtItsFirstCharacter() {
        XCTAssertEqual(dumpDiagnostics("hello"), [
            "dump.json:1:1: error: invalid JSON: expected a value (an object, array, string, number, true, false or null), found 'h'",
        ])
    }

    func testAnEmptyFileIsRefusedAtItsEnd() {
        XCTAssertEqual(dumpDiagnostics("\n"), [
            "dump.json:2:1: error: invalid JSON: expected a value (an object, array, string, number, true, false or null), found the end of the file",
        ])
    }

    func testADumpCutOffBeforeItsEndSaysWhereTheFileEnded() {
        let cut = String(HandWrittenDump.valid.dropLast(3))
        XCTAssertEqual(dumpDiagnostics(cut), [
            "dump.json:7:100: error: invalid JSON: expected ',' or '}' after an object member, found the end of the file",
        ])
    }

    func testATrailingCommaIsNamed() {
        let text = #"{"format": "taplab-dump", "version": 1,}"#
        XCTAssertEqual(dumpDiagnostics(text), ["dump.json:1:40: error: invalid JSON: expected a key after ',', found '}' (a trailing comma)"])
    }

    func testAMissingColonAndAnUnquotedKeyArePointedAt() {
        XCTAssertEqual(dumpDiagnostics(#"{"format" "taplab-dump"}"#), ["dump.json:1:11: error: invalid JSON: expected ':' after the key, found '\"'"])
        XCTAssertEqual(dumpDiagnostics("{format: 1}"), ["dump.json:1:2: error: invalid JSON: expected a key in double quotes, found 'f'"])
    }

    func testBrokenStringsAreRefusedWhereTheyGoWrong() {
        XCTAssertEqual(dumpDiagnostics("{\"id\": \"a\nb\"}"), [
            "dump.json:1:8: error: invalid JSON: unterminated string (a line break in a string is written \\n)",
        ])
        XCTAssertEqual(dumpDiagnostics(#"{"id": "a\qb"}"#), ["dump.json:1:10: error: invalid JSON: invalid escape '\\q' in a string"])
        XCTAssertEqual(dumpDiagnostics(#"{"id": "\ud800x"}"#), [
            "dump.json:1:9: error: invalid JSON: invalid \\u escape: a high surrogate must be followed by a low one",
        ])
        XCTAssertEqual(dumpDiagnostics("{\"id\": \"a\u{1}\"}"), [
            "dump.json:1:10: error: invalid JSON: a control character in a string must be escaped as \\u00XX",
        ])
    }

    func testNumbersOutsideJSONsGrammarOrADoublesRangeAreRefused() {
        XCTAssertEqual(dumpDiagnostics(#"{"version": 01}"#), ["dump.json:1:13: error: invalid JSON: invalid number: a number does not start with 0"])
        XCTAssertEqual(dumpDiagnostics(#"{"version": 1.}"#), ["dump.json:1:15: error: invalid JSON: invalid number: expected a digit after '.', found '}'"])
        XCTAssertEqual(dumpDiagnostics(#"{"version": 1e999}"#), ["dump.json:1:13: error: invalid JSON: number 1e999 is out of range"])
        XCTAssertEqual(dumpDiagnostics(#"{"version": NaN}"#), [
            "dump.json:1:13: error: invalid JSON: expected a value (an object, array, string, number, true, false or null), found 'N'",
        ])
    }

    func testColumnsCountCharactersNotBytes() {
        XCTAssertEqual(dumpDiagnostics(#"{"id": "café", ]"#), ["dump.json:1:16: error: invalid JSON: expected a key in double quotes, found ']'"])
    }

    func testTextAfterTheDocumentIsRefused() {
        XCTAssertEqual(dumpDiagnostics(HandWrittenDump.valid + "\n{}"), [
            "dump.json:8:1: error: invalid JSON: unexpected '{' after the end of the document",
        ])
    }

    func testAHundredThousandDeepNestingIsRefusedAtTheLimitWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(dumpDiagnostics(deep), ["dump.json:1:10001: error: invalid JSON: nested more than 10000 levels deep (the limit)"])
    }
}
