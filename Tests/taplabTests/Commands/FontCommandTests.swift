import Foundation
import XCTest

/// `--font`: a family whose Latin glyphs are empty drew pictures with no
/// words and no warning (issue 26); it is refused, naming the way out.
final class FontCommandTests: XCTestCase {
    /// DejaVu Sans with every glyph emptied (its `loca` offsets all zero) and
    /// its family renamed, in place and at the same length, to "Empty Glyph";
    /// returns a fontconfig file that adds it to the system's fonts.
    private func emptyGlyphFont() throws -> String {
        let source = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        guard var font = FileManager.default.contents(atPath: source).map([UInt8].init) else { throw XCTSkip("no \(source)") }
        func u16(_ at: Int) -> Int { Int(font[at]) << 8 | Int(font[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        var tables: [String: (offset: Int, length: Int)] = [:]
        for i in 0..<u16(4) {
            let entry = 12 + 16 * i
            tables[String(decoding: font[entry..<entry + 4], as: UTF8.self)] = (u32(entry + 8), u32(entry + 12))
        }
        let loca = try XCTUnwrap(tables["loca"])
        for i in loca.offset..<(loca.offset + loca.length) { font[i] = 0 }
        for (old, new) in [("DejaVu Sans", "Empty Glyph"), ("DejaVuSans", "EmptyGlyph")] {
            // The name table holds both UTF-8 and big-endian UTF-16 copies.
            func utf16BigEndian(_ text: String) -> [UInt8] { text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xff)] } }
            let pairs: [([UInt8], [UInt8])] = [(Array(old.utf8), Array(new.utf8)), (utf16BigEndian(old), utf16BigEndian(new))]
            for (from, to) in pairs {
                var at = 0
                while let range = font[at...].firstRange(of: from) {
                    font.replaceSubrange(range, with: to)
                    at = range.upperBound
                }
            }
        }
        let folder = try makeTemporaryFolder("taplab-fonts")
        try Data(font).write(to: folder.appendingPathComponent("EmptyGlyph.ttf"))
        let config = folder.appendingPathComponent("fonts.conf")
        try """
            <?xml version="1.0"?>
            <fontconfig>
              <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
              <dir>\(folder.path)</dir>
              <cachedir>\(folder.path)/cache</cachedir>
            </fontconfig>
            """.write(to: config, atomically: true, encoding: .utf8)
        return config.path
    }

    func testAFontWhoseLatinGlyphsAreEmptyIsRefusedInsteadOfDrawingAPictureWithNoWords() throws {
        // Given a font family that draws nothing for Latin letters
        let config = try emptyGlyphFont()
        let output = try makeTemporaryFolder("taplab-fonts").appendingPathComponent("shot.png").path
        let environment = ProcessInfo.processInfo.environment.merging(["FONTCONFIG_FILE": config]) { $1 }
        // When a shot asks for it, and for the default
        let refused = try TapLabProcess.run(["shot", "Layouts/000-overlapping-buttons.yaml", "-o", output, "--font", "Empty Glyph"],
                                            environment: environment)
        let drawn = try TapLabProcess.run(["shot", "Layouts/000-overlapping-buttons.yaml", "-o", output], environment: environment)
        // Then the empty font is an error naming the way out, and no picture is written with it
        XCTAssertEqual(refused.status, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--font"), refused.stderr)
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
    }
}
