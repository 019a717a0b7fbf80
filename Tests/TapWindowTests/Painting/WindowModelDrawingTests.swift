import Foundation
import TapKit
import TapLayout
import TapPicture
import TapWindow
import XCTest

/// The window model driven headlessly: drawing.
final class WindowModelDrawingTests: WindowModelTestCase {
    func testTheWholeWindowDrawsHeadlessly() throws {
        // Given a tapped layout with overlays, a selection and stepping
        let (model, _) = try model()
        click(model, at: onButton2, now: 1)
        key(model, "h", now: 2)
        key(model, "s", now: 2.1)
        model.select(model.treeRows[3].view)
        // When the window is drawn offscreen
        let canvas = try OffscreenCanvas(width: 1280, height: 900)
        WindowPainter(renderer: SceneRenderer(canvas: canvas, fonts: try RenderFixture.fonts())).draw(model)
        // Then the canvas shows the layout (root's colour) and the selected tree row is highlighted
        let inCanvas = model.layout.viewport.pixel(for: CGPoint(x: 200, y: 700))
        XCTAssertEqual(canvas.pixel(x: Int(inCanvas.x), y: Int(inCanvas.y)), RGBA(hex: 0xf2f2f7))
        let row = model.layout.treeRowRect(3)
        XCTAssertNotEqual(canvas.pixel(x: Int(row.maxX) - 3, y: Int(row.midY)), canvas.pixel(x: Int(row.maxX) - 3, y: Int(model.layout.treeRowRect(6).midY)))
        if let out = ProcessInfo.processInfo.environment["TAPLAB_WINDOW_PNG"] { try PictureWriter.write(canvas, to: out) }
    }

    func testTheWindowDrawsARoundButtonsEdgeAntiAliased() throws {
        // Given the gallery's round button (a red circle on the root's light grey) in the window
        let (model, _) = try model(["002-circle-button.yaml"])
        // When the window is drawn offscreen, as each frame is before it goes to SDL
        let canvas = try OffscreenCanvas(width: 1280, height: 900)
        WindowPainter(renderer: SceneRenderer(canvas: canvas, fonts: try RenderFixture.fonts())).draw(model)
        // Then along the circle's diagonal, between the grey outside and the red inside, there are blends
        let outside = model.layout.viewport.pixel(for: CGPoint(x: 122, y: 302))
        let inside = model.layout.viewport.pixel(for: CGPoint(x: 160, y: 340))
        let steps = Int(inside.x - outside.x)
        let line = (0...max(0, steps)).compactMap { i in canvas.pixel(x: Int(outside.x) + i, y: Int(outside.y) + i) }
        XCTAssertEqual(line.first, RGBA(hex: 0xf2f2f7), "the line does not start outside the circle")
        XCTAssertEqual(line.last, RGBA(hex: 0xff3b30), "the line does not end inside the circle")
        let blends = line.filter { $0 != RGBA(hex: 0xf2f2f7) && $0 != RGBA(hex: 0xff3b30) }
        XCTAssertGreaterThanOrEqual(blends.count, 1, "the circle's edge goes from grey to red with nothing between")
        XCTAssertLessThanOrEqual(blends.count, 4, "the edge is blurred over more than a few pixels")
    }
}
