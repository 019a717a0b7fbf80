import Foundation
import XCTest
@testable import TapLayout

/// The numbers of a dump's values (`frame = (16 100.5; 200 -0.333)`) are
/// read by a fast path of the reader's own; the standard library's
/// `Double(String)` is the oracle it must agree with, bit for bit.
final class DescriptionValueTests: XCTestCase {
    func testEveryTokenReadsAsTheStandardLibraryReadsIt() {
        // Precondition: tokens of the shapes dumps print, and of every shape that must fall back.
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789") + ["."]
        var tokens = ["0", "-0", "5.", ".5", "-.5", ".", "-", "+5", "007", "1e3", "1E-2", "inf", "-inf", "nan", "0x1p3",
                      "59.666666666666664", "123456789012345", "1234567890123456", "0.1", "390", "-16.5", "12\r", "1 2", "", "1.2.3"]
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...18, using: &generator)
            var token = Bool.random(using: &generator) ? "-" : ""
            for _ in 0..<length { token.append(alphabet.randomElement(using: &generator) ?? "0") }
            tokens.append(token)
        }
        for token in tokens {
            // Action
            let read = Array(token.utf8).withUnsafeBufferPointer { DescriptionValue.number($0) }
            // Assertion: the same double, or both nil (NaN compared by its bits).
            let oracle = Double(token)
            XCTAssertEqual(read?.bitPattern, oracle?.bitPattern, "'\(token)'")
        }
    }

    func testAFrameSplitByALineBreakReadsEitherWay() {
        // A wrapped paste: the break stood for a space, or split a number.
        XCTAssertEqual(DescriptionValue.rect("(0 0; 320\n568)"), CGRect(x: 0, y: 0, width: 320, height: 568))
        XCTAssertEqual(DescriptionValue.numbers("(0 59.6666\n66666666664; 1 2)", count: 4)?[1], 59.666666666666664)
    }
}
