import Foundation
import TapKit
import TapLayout
import TapPicture
import TapWindow
import XCTest

/// The window model driven headlessly: bad input.
final class WindowModelBadInputTests: WindowModelTestCase {
    func testOddEventOrdersAndSizesDoNotBreakTheModel() throws {
        // Given a layout
        let (model, _) = try model()
        let w = windowPoint(model, onButton2)
        // When events come in orders and places SDL should not send
        let events: [InputEvent] = [
            .mouseUp(x: w.x, y: w.y, button: .left, modifiers: []),
            .mouseMoved(x: w.x, y: w.y, buttonsDown: true, modifiers: []),
            .fingerMoved(id: 7, x: 0.5, y: 0.5),
            .fingerUp(id: 7, x: 0.5, y: 0.5),
            .keyUp(name: "space", modifiers: []),
            .mouseDown(x: -50, y: -50, button: .left, modifiers: [], clicks: 1),
            .mouseUp(x: 99_999, y: 99_999, button: .left, modifiers: []),
            .mouseDown(x: .nan, y: .infinity, button: .left, modifiers: [], clicks: 1),
            .mouseDown(x: w.x, y: w.y, button: .left, modifiers: [], clicks: 1),
            .mouseDown(x: w.x, y: w.y, button: .left, modifiers: [], clicks: 2),
            .windowResized(width: 0, height: 0),
            .mouseMoved(x: w.x, y: w.y, buttonsDown: true, modifiers: []),
            .mouseWheel(dx: .nan, dy: 1e300),
            .fingerDown(id: 3, x: .nan, y: 2),
            .windowResized(width: 1280, height: 900),
            .mouseMoved(x: w.x, y: w.y, buttonsDown: false, modifiers: []),
            .keyDown(name: "", modifiers: [], isRepeat: false),
            .mouseLeftWindow, .windowExposed, .windowFocusGained,
        ]
        for (i, event) in events.enumerated() { model.handle(event, now: 1 + Double(i) * 0.1) }
        model.resize(pixels: CGSize(width: -5, height: CGFloat.nan), points: .zero)
        model.tick(now: 10)
        model.resize(pixels: window, points: window)
        // Then no touch is left behind and a normal click still works
        XCTAssertEqual(model.document?.application.activeTouches.count, 0)
        click(model, at: onButton2, now: 20)
        XCTAssertEqual(model.logLines.suffix(6).first, "hitTest 1 -> button2")
    }
}
