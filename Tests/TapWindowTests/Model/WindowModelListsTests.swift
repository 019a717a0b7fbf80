import Foundation
import TapKit
import TapLayout
import TapPicture
import TapWindow
import XCTest

/// The window model driven headlessly: a list selects under the mouse, and
/// the window logs it and draws the selected row grey.
final class WindowModelListsTests: WindowModelTestCase {
    func testAClickOnATableRowSelectsItLogsItAndTheWindowDrawsItGrey() throws {
        // Given the gallery's table in the window
        let (model, _) = try model(["122-table-selection.yaml"])
        let table = try XCTUnwrap(view(model, "table") as? UITableView)

        // When row 2 (y 220...280 on screen) is clicked and the clock runs on
        click(model, at: CGPoint(x: 100, y: 250), now: 1)
        model.tick(now: 2)
        let canvas = try OffscreenCanvas(width: 1280, height: 900)
        WindowPainter(renderer: SceneRenderer(canvas: canvas, fonts: try RenderFixture.fonts())).draw(model)

        // Then the row is selected and drawn grey, and the row above stays white
        XCTAssertEqual(table.selectedRows, [2])
        XCTAssertTrue(model.log.entries.contains { $0.kind == .select && $0.text == "select table 2" }, "\(model.logLines)")
        let selected = model.layout.viewport.pixel(for: CGPoint(x: 300, y: 250))
        let plain = model.layout.viewport.pixel(for: CGPoint(x: 300, y: 130))
        XCTAssertEqual(canvas.pixel(x: Int(plain.x), y: Int(plain.y)), RGBA(255, 255, 255))
        let grey = try XCTUnwrap(canvas.pixel(x: Int(selected.x), y: Int(selected.y)))
        XCTAssertLessThan(grey.r, 230)
    }
}
