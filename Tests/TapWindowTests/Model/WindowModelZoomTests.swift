import Foundation
import TapKit
import TapPicture
import TapWindow
import XCTest

/// SPEC 13's window in a room: `+`/`-` zoom the canvas, `0` fits it, F5
/// (and `taplab run --present`) presents.
final class WindowModelZoomTests: WindowModelTestCase {
    private let screen = CGSize(width: 390, height: 844)

    func testFitSetsAPhoneInsideAWindowShorterThanItAtAFractionalScale() {
        // Action: a 900-pixel window, which a 844-point phone does not fit at 1×
        let layout = WindowLayout(pixelSize: CGSize(width: 1440, height: 900), uiScale: 1, screenSize: screen, zoom: .fit)

        // Assertion: the whole screen shows, no scrolling, above the help bar
        XCTAssertLessThan(layout.viewport.scale, 1)
        XCTAssertFalse(layout.canvasScrolls)
        XCTAssertLessThanOrEqual(layout.screenRect.maxY, layout.helpRect.minY)
    }

    func testAZoomIsHeldBetweenTheFitAndFourTimes() {
        // Action
        let big = WindowLayout(pixelSize: CGSize(width: 1440, height: 900), uiScale: 1, screenSize: screen, zoom: .points(9))
        let small = WindowLayout(pixelSize: CGSize(width: 1440, height: 900), uiScale: 2, screenSize: screen, zoom: .points(0.01))
        let fit = WindowLayout(pixelSize: CGSize(width: 1440, height: 900), uiScale: 2, screenSize: screen, zoom: .fit)

        // Assertion
        XCTAssertEqual(big.viewport.scale, WindowLayout.maxZoom)
        XCTAssertEqual(small.viewport.scale, fit.viewport.scale, accuracy: 1e-9)
    }

    func testPlusMinusAndZeroZoomTheCanvasAndFitIt() throws {
        // Precondition: a window the phone fits at 1×
        let (model, _) = try model()
        model.resize(pixels: CGSize(width: 2400, height: 2000), points: CGSize(width: 2400, height: 2000))
        let before = model.layout.viewport.scale

        // Action and assertion: one step in, one step out, then fit
        key(model, "=", now: 1)
        XCTAssertGreaterThan(model.layout.viewport.scale, before)
        key(model, "-", now: 1.1)
        key(model, "-", now: 1.2)
        XCTAssertLessThan(model.layout.viewport.scale, before)
        key(model, "0", now: 1.3)
        XCTAssertEqual(model.canvasZoom, .fit)
        XCTAssertFalse(model.layout.canvasScrolls)
        XCTAssertGreaterThanOrEqual(model.layout.viewport.scale, before, "fitting a large window fills it")
    }

    func testF5PresentsWithTheInspectorHiddenTheCanvasFittedAndTextAtTwice() throws {
        // Precondition
        let (model, _) = try model()
        model.resize(pixels: CGSize(width: 1920, height: 1080), points: CGSize(width: 1920, height: 1080))
        let font = model.layout.fontPixelSize

        // Action
        key(model, "f5", now: 1)

        // Assertion
        XCTAssertTrue(model.isPresenting)
        XCTAssertEqual(model.layout.treePanel.width, 0)
        XCTAssertEqual(model.layout.fontPixelSize, 2 * font)
        XCTAssertFalse(model.layout.canvasScrolls)
        XCTAssertGreaterThan(model.layout.viewport.scale, 1, "a 1080-pixel projector shows the phone larger than 1×")
        XCTAssertGreaterThanOrEqual(model.scene?.minimumLabelPixels ?? 0, 22)
        key(model, "f5", now: 2)
        XCTAssertFalse(model.isPresenting)
        XCTAssertGreaterThan(model.layout.treePanel.width, 0)
    }
}
