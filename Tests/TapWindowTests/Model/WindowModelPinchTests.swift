import Foundation
import TapKit
import TapPicture
import TapWindow
import XCTest

/// The window model driven headlessly: two fingers from the mouse on the
/// gallery's pinch-and-rotate layout (photo2 fills (45, 450)–(345, 750)).
final class WindowModelPinchTests: WindowModelTestCase {
    let canvasCentre = CGPoint(x: 195, y: 422)
    let photo2Centre = CGPoint(x: 195, y: 600)

    func drag(_ model: WindowModel, _ points: [CGPoint], modifiers: InputEvent.Modifiers, now: TimeInterval) {
        guard let first = points.first, let last = points.last else { return }
        var w = windowPoint(model, first)
        model.handle(.mouseDown(x: w.x, y: w.y, button: .left, modifiers: modifiers, clicks: 1), now: now)
        for (i, p) in points.dropFirst().enumerated() {
            w = windowPoint(model, p)
            model.handle(.mouseMoved(x: w.x, y: w.y, buttonsDown: true, modifiers: modifiers), now: now + 0.05 * Double(i + 1))
        }
        w = windowPoint(model, last)
        model.handle(.mouseUp(x: w.x, y: w.y, button: .left, modifiers: modifiers), now: now + 0.05 * Double(points.count))
    }

    func testAltShiftDragPutsTheCentreOnAPhotoAndAltDragPinchesIt() throws {
        // Precondition: the pinch layout, the centre carried from the canvas centre onto photo2
        let (model, _) = try model(["109-pinch-and-rotate.yaml"])
        drag(model, stride(from: 422, through: 600, by: 20).map { CGPoint(x: 195, y: $0) } + [photo2Centre],
             modifiers: [.alt, .shift], now: 1)

        // Action: Alt+drag from 40 pt left of the centre outwards
        drag(model, stride(from: 155, through: 75, by: -10).map { CGPoint(x: $0, y: 600) }, modifiers: .alt, now: 3)

        // Assertion: both touches hit photo2 and its pinch began (its rotation failed: no turn)
        XCTAssertEqual(model.logLines.filter { $0.hasPrefix("hitTest") }.suffix(2), ["hitTest 1 -> photo2", "hitTest 2 -> photo2"])
        XCTAssertTrue(model.logLines.contains { $0.hasPrefix("gesture zoom2 ended") }, "\(model.logLines)")
        XCTAssertTrue(model.logLines.contains { $0.hasPrefix("gesture zoom2 began") }, "\(model.logLines)")
        XCTAssertFalse(model.logLines.contains { $0.hasPrefix("gesture zoom began") })
    }

    func testHoldingAltOverTheCanvasShowsBothFingersAndTheCentre() throws {
        // Precondition
        let (model, _) = try model(["109-pinch-and-rotate.yaml"])
        let w = windowPoint(model, CGPoint(x: 145, y: 422))
        model.handle(.mouseMoved(x: w.x, y: w.y, buttonsDown: false, modifiers: []), now: 1)
        let before = model.pinchFingers

        // Action
        model.didDraw()
        model.handle(.keyDown(name: "left alt", modifiers: .alt, isRepeat: false), now: 1.1)
        let held = model.pinchFingers
        let redraws = model.needsRedraw
        model.handle(.keyUp(name: "left alt", modifiers: []), now: 1.2)

        // Assertion: the fingers appear where a press would put them, and go with Alt
        XCTAssertNil(before)
        XCTAssertEqual(held?.fingers, [CGPoint(x: 145, y: 422), CGPoint(x: 245, y: 422)])
        XCTAssertEqual(held?.center, canvasCentre)
        XCTAssertEqual(held?.isTouching, false)
        XCTAssertTrue(redraws)
        XCTAssertNil(model.pinchFingers)
        XCTAssertFalse(model.logLines.contains { $0.hasPrefix("presses") }, "Alt is a modifier, not a press")
    }

    func testTheFingersAndTheCentreAreDrawnOnTheCanvas() throws {
        // Precondition: Alt held with the pointer 60 pt left of the centre, on root's grey
        let (model, _) = try model(["109-pinch-and-rotate.yaml"])
        let w = windowPoint(model, CGPoint(x: 135, y: 425))
        model.handle(.mouseMoved(x: w.x, y: w.y, buttonsDown: false, modifiers: .alt), now: 1)

        // Action
        let canvas = try OffscreenCanvas(width: 1280, height: 900)
        WindowPainter(renderer: SceneRenderer(canvas: canvas, fonts: try RenderFixture.fonts())).draw(model)

        // Assertion: each finger's ring and the centre's cross are drawn over root's grey; off them it stays grey
        let grey = RGBA(hex: 0xf2f2f7)
        let v = model.layout.viewport
        let ring1 = v.pixel(for: CGPoint(x: 135 + 18, y: 425)), ring2 = v.pixel(for: CGPoint(x: 255 - 18, y: 425))
        let cross = v.pixel(for: CGPoint(x: 195, y: 422)), away = v.pixel(for: CGPoint(x: 195, y: 436))
        XCTAssertNotEqual(canvas.pixel(x: Int(ring1.x), y: Int(ring1.y)), grey)
        XCTAssertNotEqual(canvas.pixel(x: Int(ring2.x), y: Int(ring2.y)), grey)
        XCTAssertNotEqual(canvas.pixel(x: Int(cross.x), y: Int(cross.y)), grey)
        XCTAssertEqual(canvas.pixel(x: Int(away.x), y: Int(away.y)), grey)
    }

    func testAnotherLayoutPutsTheCentreBackInTheMiddle() throws {
        // Precondition: the centre carried onto photo2
        let (model, _) = try model(["109-pinch-and-rotate.yaml", "000-overlapping-buttons.yaml"])
        drag(model, [canvasCentre, photo2Centre], modifiers: [.alt, .shift], now: 1)

        // Action
        key(model, "n", now: 2)
        key(model, "b", now: 2.1)
        let w = windowPoint(model, CGPoint(x: 100, y: 100))
        model.handle(.mouseMoved(x: w.x, y: w.y, buttonsDown: false, modifiers: .alt), now: 3)

        // Assertion
        XCTAssertEqual(model.pinchFingers?.center, canvasCentre)
    }
}
