import Foundation
import TapKit
import TapPicture
import TapWindow
import XCTest

/// The window model driven headlessly: the canvas at a whole scale of at
/// least one, scrolled when the window is too small.
final class WindowModelCanvasScaleTests: WindowModelTestCase {
    let screen = CGSize(width: 390, height: 844)

    /// The pinch layout in a window 600 pixels high, the pointer on the canvas.
    private func shortWindowWithThePointerOnTheCanvas() throws -> WindowModel {
        let (model, _) = try model(["109-pinch-and-rotate.yaml"])
        model.resize(pixels: CGSize(width: 1280, height: 600), points: CGSize(width: 1280, height: 600))
        let w = windowPoint(model, CGPoint(x: 195, y: 200))
        model.handle(.mouseMoved(x: w.x, y: w.y, buttonsDown: false, modifiers: []), now: 1)
        return model
    }

    func testTheCanvasScaleIsNeverBelowOne() {
        for (pixels, ui) in [(CGSize(width: 1280, height: 900), 1.0), (CGSize(width: 320, height: 240), 1), (CGSize(width: 700, height: 500), 1),
                             (CGSize(width: 2560, height: 1800), 2), (CGSize(width: 1, height: 1), 1)] {
            // Action
            let layout = WindowLayout(pixelSize: pixels, uiScale: ui, screenSize: screen)

            // Assertion
            let pointsPerPoint = layout.viewport.scale / layout.uiScale
            XCTAssertGreaterThanOrEqual(pointsPerPoint, 1, "\(pixels)")
            XCTAssertEqual(pointsPerPoint, pointsPerPoint.rounded(), "\(pixels) has an odd scale \(pointsPerPoint)")
        }
    }

    func testALargeWindowScalesTheCanvasByAWholeNumber() {
        // Action
        let layout = WindowLayout(pixelSize: CGSize(width: 2400, height: 2000), uiScale: 1, screenSize: screen)

        // Assertion
        XCTAssertEqual(layout.viewport.scale, 2)
        XCTAssertFalse(layout.canvasScrolls)
        XCTAssertEqual(layout.canvasRect.size, CGSize(width: 780, height: 1688))
    }

    func testASmallWindowScrollsTheCanvasAndTheInspectorTakesTheWidthBesideIt() {
        // Action
        let layout = WindowLayout(pixelSize: CGSize(width: 1280, height: 600), uiScale: 1, screenSize: screen)

        // Assertion
        XCTAssertEqual(layout.viewport.scale, 1)
        XCTAssertTrue(layout.canvasScrolls)
        XCTAssertEqual(layout.canvasRect.width, 390)
        XCTAssertLessThanOrEqual(layout.canvasRect.maxY, layout.helpRect.minY)
        XCTAssertEqual(layout.maxCanvasScroll.y, 844 - layout.canvasRect.height)
        XCTAssertEqual(layout.treePanel.minX, layout.canvasRect.maxX + 2 * layout.padding)
        XCTAssertEqual(layout.notesPanel.maxX, 1280 - layout.padding)
        XCTAssertGreaterThan(layout.notesPanel.width, layout.treePanel.width, "the log's long chains get the wider column")
        XCTAssertEqual(layout.logRect.maxY, layout.notesPanel.maxY)
    }

    func testTheWheelOverTheCanvasScrollsItAndAClickStillLandsOnTheViewUnderThePointer() throws {
        // Precondition
        let model = try shortWindowWithThePointerOnTheCanvas()

        // Action: scroll down twenty notches (more than there is), then click the photo2 point now in sight
        model.handle(.mouseWheel(dx: 0, dy: -20), now: 1.1)
        let scrolled = model.canvasScroll
        let photo2 = windowPoint(model, CGPoint(x: 300, y: 740))
        click(model, at: CGPoint(x: 300, y: 740), now: 2)

        // Assertion: the scroll is clamped to the screen, the point is inside the canvas and the touch hit photo2
        XCTAssertEqual(scrolled.y, model.layout.maxCanvasScroll.y)
        XCTAssertGreaterThan(scrolled.y, 0)
        XCTAssertTrue(model.canvasRectInPoints.contains(CGPoint(x: photo2.x, y: photo2.y)))
        XCTAssertTrue(model.layout.canvasRect.contains(CGPoint(x: photo2.x, y: photo2.y)))
        XCTAssertEqual(model.canvasPoint(CGPoint(x: photo2.x, y: photo2.y)), CGPoint(x: 300, y: 740))
        XCTAssertEqual(model.logLines.first, "hitTest 1 -> photo2")
        XCTAssertEqual(model.canvasRectInPoints.minY, model.layout.padding - scrolled.y)
    }

    func testTheWheelScrollsTheCanvasBackUpButNotPastItsTop() throws {
        // Precondition
        let model = try shortWindowWithThePointerOnTheCanvas()
        model.handle(.mouseWheel(dx: 0, dy: -2), now: 1.1)
        let down = model.canvasScroll.y

        // Action
        model.handle(.mouseWheel(dx: 0, dy: 20), now: 1.2)

        // Assertion
        XCTAssertEqual(down, 80)
        XCTAssertEqual(model.canvasScroll, .zero)
    }
}
