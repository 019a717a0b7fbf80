import Foundation
import XCTest
@testable import TapLayout

/// A diagnostic names the mistake without echoing a pasted megabyte.
final class LayoutDiagnosticTests: XCTestCase {
    func testAQuotedValueOfTenThousandCharactersIsShownCutWithItsLength() {
        // Precondition: a colour pasted from the wrong clipboard
        let yaml = "view:\n  id: root\n  color: " + String(repeating: "x", count: 10_000) + "\n"

        // Action
        let messages = diagnostics(of: yaml)

        // Assertion: one short line that still says what was wrong and how long the value was
        XCTAssertEqual(messages.count, 1)
        let message = messages.first ?? ""
        XCTAssertLessThan(message.count, 300, message)
        XCTAssertTrue(message.contains("(10000 characters)"), message)
        XCTAssertTrue(message.hasPrefix("test.yaml:3:10: error: color: unknown colour 'xxx"), message)
    }

    func testShortQuotesAndTextWithoutQuotesAreKeptAsTheyAre() {
        // Action and assertion
        for message in ["unknown key 'colour' in view (did you mean 'color'?)", "no quotes at all", "it's one apostrophe"] {
            XCTAssertEqual(LayoutDiagnostic.capped(message), message)
        }
    }
}
