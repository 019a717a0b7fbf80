import Foundation
import XCTest
@testable import TapKit

/// `JSONText.string` must give back exactly the string when a JSON parser
/// (Foundation's, the oracle) reads it — plain ids copied whole, and
/// quotes, backslashes, control characters and Chinese escaped or kept.
final class JSONTextTests: XCTestCase {
    func testEveryStringReadsBackAsItself() throws {
        // Precondition: strings of plain and awkward characters.
        var generator = SystemRandomNumberGenerator()
        let pieces = ["UIView-0x7f8a", "cell", "\"", "\\", "\n", "\r", "\t", "\u{01}", "\u{1F}", "\u{7F}", "你好", "🙂", " ", "/"]
        var strings = ["", "UITableViewCellContentView-0x7f8a1dabcd30"]
        for _ in 0..<2_000 {
            strings.append((0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined())
        }
        for s in strings {
            // Action
            let json = "[" + JSONText.string(s) + "]"
            // Assertion
            let read = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
            XCTAssertEqual(read, [s], json)
        }
    }
}
