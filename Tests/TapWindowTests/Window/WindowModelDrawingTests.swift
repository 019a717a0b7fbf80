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
}
