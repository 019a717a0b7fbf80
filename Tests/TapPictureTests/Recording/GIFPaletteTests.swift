@testable import TapPicture
import XCTest

/// `GIFPalette`: a recording's colours, exact when few, median cut when many.
final class GIFPaletteTests: XCTestCase {
    func testFewColoursAreKeptExactlyInOrder() {
        // Action
        let palette = GIFPalette(histogram: [0xff0000: 10, 0x00ff00: 3, 0x000001: 1])

        // Assertion
        XCTAssertEqual(palette.colors, [0x000001, 0x00ff00, 0xff0000])
        XCTAssertEqual(palette.nearest(0x00fe01), 1)
    }

    func testManyColoursBecome255AndAFlatFillKeepsItsExactColour() {
        // Precondition: 4096 shades of green and blue in a ramp, and one large flat orange
        var histogram: [UInt32: Int] = [0xff9500: 100_000]
        for g in 0..<64 { for b in 0..<64 { histogram[UInt32(g * 4) << 8 | UInt32(b * 4), default: 0] += 1 } }

        // Action
        let palette = GIFPalette(histogram: histogram)

        // Assertion
        XCTAssertEqual(palette.colors.count, GIFPalette.maxColors)
        XCTAssertTrue(palette.colors.contains(0xff9500))
        XCTAssertEqual(palette.colors[Int(palette.nearest(0xff9500))], 0xff9500)
        XCTAssertLessThan(ColorBox.distance(palette.colors[Int(palette.nearest(0x008080))], 0x008080), 3 * 12 * 12,
                          "a ramp colour is close to its entry")
    }

    func testTheSameHistogramGivesTheSamePaletteWhateverItsInsertionOrder() {
        // Precondition: one histogram built forwards and one backwards
        let colors = (0..<2000).map { UInt32($0 * 7919 % 0xffffff) }
        var forwards: [UInt32: Int] = [:], backwards: [UInt32: Int] = [:]
        for (i, c) in colors.enumerated() { forwards[c] = i % 13 + 1 }
        for (i, c) in colors.enumerated().reversed() { backwards[c] = i % 13 + 1 }

        // Action and assertion
        XCTAssertEqual(GIFPalette(histogram: forwards).colors, GIFPalette(histogram: backwards).colors)
    }
}
