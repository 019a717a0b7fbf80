import Foundation
import XCTest
@testable import TapLayout

/// Addresses are matched however they are written (`0X07482950`,
/// `7482950`): `NameIndex.address` is checked against the rule written
/// here with Characters, on names of every shape.
final class NameIndexTests: XCTestCase {
    /// The rule: lowercase, without `0x`; leading zeros dropped when every
    /// character left is a hex digit; `0x` in front.
    private func oracle(_ name: String) -> String {
        var rest = Substring(name.lowercased())
        if rest.hasPrefix("0x") { rest = rest.dropFirst(2) }
        guard !rest.isEmpty, rest.allSatisfy(\.isHexDigit) else { return "0x" + rest }
        let trimmed = rest.drop { $0 == "0" }
        return "0x" + (trimmed.isEmpty ? "0" : trimmed)
    }

    func testEveryNameNormalisesAsTheRuleSays() {
        // Precondition: names as people write addresses, and odd ones.
        var generator = SystemRandomNumberGenerator()
        let pieces = ["0", "0x", "0X", "7f", "A0", "ff", "g", "-", "x", "00", "É", "１", "ａ", " ", "Z9"]
        var names = ["", "0x", "0x0", "0X07482950", "7482950", "0x7F8A1C000230", "UIView-0x1", "０ｘ１"]
        for _ in 0..<5_000 {
            names.append((0..<Int.random(in: 1...5, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "0" }.joined())
        }
        for name in names {
            // Action and assertion
            XCTAssertEqual(NameIndex.address(name), oracle(name), "'\(name)'")
        }
    }
}
