import Foundation
@testable import TapPicture
import XCTest

/// The legend drawn in less room than it needs, as the window's notes
/// panel gives it above the event log: whole lines only.
final class InfoStripTests: XCTestCase {
    func testAStripShorterThanItsHeightDrawsOnlyTheLinesThatFitWhole() throws {
        // Given seed 000 after its tap, and its legend's full height at 400 px wide
        let scene = RenderFixture.scene(try RenderFixture.layout(file: "000-overlapping-buttons.yaml"), taps: [CGPoint(x: 200, y: 300)])
        let text = TextMeasurer(fonts: try RenderFixture.fonts())
        let strip = InfoStrip(text: text, scale: 1, language: .en)
        let full = strip.height(scene, overlays: .all, width: 400)
        let lineHeight = text.lineHeight(size: strip.pixelSize).rounded(.up)

        // When it is drawn in full, and in the full height less half a line
        func lines(height: CGFloat) -> [(string: String, box: CGRect, color: RGBA)] {
            let recorder = RecordingPainter(text: text, output: PixelRect(x0: 0, y0: 0, x1: 400, y1: 2000))
            strip.draw(scene, overlays: .all, in: CGRect(x: 0, y: 0, width: 400, height: height), with: recorder)
            return recorder.texts
        }
        let all = lines(height: full)
        let cut = lines(height: full - lineHeight / 2 - strip.padding / 2)

        // Then the full strip has every line, and the cut one all but the last, none crossing its bottom
        XCTAssertGreaterThan(all.count, 3)
        XCTAssertEqual(cut.map(\.string), all.dropLast().map(\.string))
        XCTAssertTrue(cut.allSatisfy { $0.box.minY + lineHeight <= full - lineHeight / 2 - strip.padding / 2 })
    }
}
