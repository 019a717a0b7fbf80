import Foundation
import XCTest
import TapKit
import TapLayout
import TapRender

/// Nothing quadratic on input people can write, in drawing: a label twice
/// as long costs about twice the work. The work is counted (`DrawingWork`:
/// scalars visited while splitting text by font), never timed.
final class RenderComplexityTests: XCTestCase {
    private func label(_ characters: Int) -> String {
        // Latin and Chinese mixed, so the text splits into many runs by font.
        let text = String((0..<characters).map { $0 % 7 == 3 ? "界" : Character(UnicodeScalar(97 + $0 % 26)!) })
        return """
            title: t
            difficulty: 1
            description: d
            screen: {width: 390, height: 844}
            view:
              id: root
              subviews:
              - {id: l, class: label, frame: [0, 0, 390, 40], text: "\(text)"}
            """
    }

    func testALabelTwiceAsLongCostsTwiceTheWork() throws {
        // Given labels of n and 2n characters
        var counts: [Int] = []
        for n in [20_000, 40_000] {
            let scene = RenderFixture.scene(try RenderFixture.layout(label(n)))
            // When each is drawn
            DrawingWork.text.reset()
            _ = try RenderFixture.picture(scene)
            counts.append(DrawingWork.text.value)
        }
        // Then the work grew with the text, and about doubled
        XCTAssertGreaterThanOrEqual(counts[0], 20_000, "\(counts)")
        XCTAssertLessThanOrEqual(Double(counts[1]) / Double(counts[0]), 2.3, "\(counts)")
    }
}
