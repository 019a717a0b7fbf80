import XCTest
@testable import TapRender

/// The renderer's fonts ship in Assets/, so pictures look the same on every machine.
final class FontLocatorTests: XCTestCase {
    func testTheBundledLatinFontIsFound() throws {
        // Given the package's Assets folder
        let folder = try XCTUnwrap(FontLocator.assetsFolder)
        // When the latin font is looked up
        let font = try XCTUnwrap(FontLocator.latinFont)
        // Then it is the bundled DejaVu Sans and the file exists
        XCTAssertTrue(font.hasPrefix(folder.path))
        XCTAssertTrue(font.hasSuffix("DejaVuSans.ttf"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: font))
    }
}
