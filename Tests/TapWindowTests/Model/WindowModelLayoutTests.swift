import Foundation
import TapKit
import TapLayout
import TapPicture
import TapWindow
import XCTest

/// The window model driven headlessly: window layout.
final class WindowModelLayoutTests: WindowModelTestCase {
    func testTheCanvasIsAtTheTopLeftAndTheInspectorBesideIt() {
        // Given a 1280×900 window and a 390×844 screen
        let layout = WindowLayout(pixelSize: CGSize(width: 1280, height: 900), uiScale: 1, screenSize: CGSize(width: 390, height: 844))
        // Then the canvas starts at the padding, shows the screen at scale 1 (scrolling the rest) and is left of both inspector columns
        XCTAssertEqual(layout.canvasRect.origin, CGPoint(x: 8, y: 8))
        XCTAssertEqual(layout.viewport.scale, 1)
        XCTAssertEqual(layout.canvasRect.width, 390)
        XCTAssertEqual(layout.canvasRect.height + layout.maxCanvasScroll.y, 844)
        XCTAssertLessThan(layout.canvasRect.maxX, layout.treePanel.minX)
        XCTAssertLessThan(layout.treePanel.maxX, layout.notesPanel.minX)
        XCTAssertLessThanOrEqual(layout.canvasRect.maxY, layout.helpRect.minY)
        XCTAssertTrue(layout.chips.allSatisfy { layout.helpRect.contains($0.rect) })
        XCTAssertGreaterThan(layout.visibleTreeRows, 10)
    }

    func testOnAHiDPIDisplayMouseCoordinatesAreScaledToPixels() throws {
        // Given a window of 1280×900 points drawn with 2560×1800 pixels
        let (model, _) = try model()
        model.resize(pixels: CGSize(width: 2560, height: 1800), points: window)
        XCTAssertEqual(model.pixelRatio, 2)
        XCTAssertEqual(model.layout.fontPixelSize, 24)
        // When the mouse clicks on button2, in window points
        click(model, at: onButton2, now: 1)
        // Then the touch lands on button2
        XCTAssertTrue(model.logLines.contains("hitTest 1 -> button2"), "\(model.logLines)")
        XCTAssertEqual(model.canvasRectInPoints.minX, 8)
    }

    func testANarrowWindowStacksTheInspectorAndATinyOneStillLaysOut() {
        let narrow = WindowLayout(pixelSize: CGSize(width: 700, height: 700), uiScale: 1, screenSize: CGSize(width: 390, height: 844))
        XCTAssertEqual(narrow.treePanel.minX, narrow.notesPanel.minX)
        XCTAssertLessThan(narrow.treePanel.maxY, narrow.notesPanel.minY)
        for size in [CGSize.zero, CGSize(width: 1, height: 1), CGSize(width: 50, height: 2000)] {
            let tiny = WindowLayout(pixelSize: size, uiScale: 1, screenSize: CGSize(width: 390, height: 844))
            XCTAssertGreaterThan(tiny.viewport.scale, 0)
            XCTAssertGreaterThanOrEqual(tiny.visibleTreeRows, 0)
            XCTAssertGreaterThanOrEqual(tiny.treePanel.width, 0)
        }
    }
}
