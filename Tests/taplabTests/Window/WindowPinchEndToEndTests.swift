import Foundation
import XCTest

/// Issue 16's "done means" for the window that follows a gesture: under a
/// virtual display, the gallery's pinch-and-rotate layout is pinched on a
/// photo with the mouse as the iOS Simulator does it — Alt+Shift+drag
/// carries the pinch centre onto the photo, then Alt+drag spreads the two
/// fingers around it. Skipped when xvfb-run or xdotool is not installed.
final class WindowPinchEndToEndTests: XCTestCase {
    func testAltDragOnAPhotoCentredByAltShiftDragBeginsItsPinch() throws {
        let layout = TapLabProcess.repositoryRoot.appendingPathComponent("Layouts/109-pinch-and-rotate.yaml").path
        let folder = try makeTemporaryFolder("taplab-window-pinch")

        // Given the window on the pinch-and-rotate layout (photo2 fills (45, 450)–(345, 750); the canvas centre is (195, 422))
        let window = try RealWindow.open([layout], in: folder, exitAfter: 30, screen: "1400x1000x24")
        let stdout = window.stdout

        // When Alt+Shift+drag carries the pinch centre from the canvas centre down to photo2's middle
        try window.move(to: 195, 422, then: ["keydown", "alt", "keydown", "shift", "mousedown", "1"])
        for y in stride(from: 442.0, through: 600, by: 20) { try window.move(to: 195, y) }
        try window.move(to: 195, 600, then: ["mouseup", "1", "keyup", "shift"])
        stdout.wait(timeout: 10, "the two-finger pan to end") { $0.contains("touchesEnded root") }
        // And Alt+drag spreads the fingers from 40 pt either side of it to 120 pt
        try window.move(to: 155, 600, then: ["mousedown", "1"])
        for x in stride(from: 145.0, through: 75, by: -10) { try window.move(to: x, 600) }
        try window.move(to: 75, 600, then: ["mouseup", "1", "keyup", "alt"])

        // Then both fingers landed on photo2 and its pinch recognizer began, not the other photo's
        stdout.wait(timeout: 10, "photo2's pinch to begin") { $0.contains("gesture zoom2 began") }
        XCTAssertTrue(stdout.text.contains("hitTest 1 -> photo2\nhitTest 2 -> photo2"), stdout.text)
        XCTAssertFalse(stdout.text.contains("gesture zoom began"), stdout.text)
        XCTAssertEqual(try window.close(), 0, window.stderr.text)
    }
}
