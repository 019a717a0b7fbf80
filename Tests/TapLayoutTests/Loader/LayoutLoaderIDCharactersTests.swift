import XCTest
@testable import TapLayout

/// Which ids hold a control character (a line break or control would split
/// the event log's lines): Unicode's definition, for every character.
final class LayoutLoaderIDCharactersTests: XCTestCase {
    /// The definition, written as code points: C0 (U+0000–U+001F), DEL and
    /// C1 with NEL (U+007F–U+009F), the line and paragraph separators.
    private func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    func testEveryCharacterAloneAndInsideAnIdIsAControlExactlyWhenUnicodeSaysSo() {
        // Given every character of the first planes' start, and some beyond
        let scalars = (0..<0x3100).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{1F600}", "\u{E0001}", "\u{10FFFD}"]
        for scalar in scalars {
            let character = String(scalar)
            // When it is an id on its own, or inside an ASCII one, or after a non-ASCII one
            for id in [character, "button" + character + "2", "é" + character, character + "é"] {
                // Then it holds a control character exactly when the definition says so
                XCTAssertEqual(LayoutLoader.hasControlCharacters(id), isControl(scalar), "U+\(String(scalar.value, radix: 16)) in \(id.debugDescription)")
            }
        }
    }

    func testIdsWithoutControlsPassWhateverTheirScript() {
        for id in ["button2", "root.contentView", "保存按钮", "UIButton-0x7f03", "", "e\u{301}"] {
            XCTAssertFalse(LayoutLoader.hasControlCharacters(id), id)
        }
    }
}
