import Foundation
import SeedExamples
import XCTest

/// An example's `--window` in a real window: a click that only the enlarged
/// `point(inside:with:)` override accepts reaches the button.
final class ExampleWindowTests: XCTestCase {
    func testAClickOutsideTheFrameButInsideTheEnlargedAreaTapsTheButton() throws {
        // Given seed 000's enlarged button in its window, under a virtual display
        let window = try ExampleWindow("seed000-enlarged-button", exitAfter: 10)
        // Precondition: (177, 282) is outside small's frame [180, 285, 30, 30], inside its area grown by 10
        let small = EnlargedButtonExample.make().keyWindow!.rootViewController!.view!.subviews[0].subviews[0]
        XCTAssertFalse(small.convert(small.bounds, to: nil).contains(CGPoint(x: 177, y: 282)))

        // When the point is clicked
        try window.click(at: 177, 282)

        // Then the touch went to small, which sent its touchUpInside
        try window.wait(10, "the click on small") { window.stdout.contains("control small touchUpInside") }
        XCTAssertTrue(window.stdout.contains("hitTest 1 -> small"), window.stdout)
        // And the log came as it happened, while the window was open (TapLab.run does not buffer it)
        XCTAssertTrue(window.isRunning, "the log arrived only when the program exited")
        // And the window closes by itself after --exit-after, cleanly
        XCTAssertEqual(window.exitStatus(within: 30), 0, window.stderr)
    }
}
