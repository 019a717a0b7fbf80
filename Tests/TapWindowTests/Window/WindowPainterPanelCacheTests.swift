import Foundation
import TapKit
import TapPicture
@testable import TapWindow
import XCTest

/// The window's frames with cached panels (`WindowPainter(cachesPanels:)`)
/// against frames drawn afresh: the same pixels after every kind of input,
/// and a drag that redraws only the canvas and the event log.
final class WindowPainterPanelCacheTests: WindowModelTestCase {
    /// Draws `model` through `cached` (on its own canvas, kept between
    /// frames) and afresh; fails when a pixel differs. Returns what the
    /// cached painter said changed.
    @discardableResult
    private func assertSameFrame(_ model: WindowModel, _ cached: WindowPainter, _ canvas: OffscreenCanvas, _ what: String,
                                 line: UInt = #line) throws -> [CGRect]? {
        let changed = cached.draw(model)
        let fresh = try OffscreenCanvas(width: canvas.width, height: canvas.height)
        WindowPainter(renderer: SceneRenderer(canvas: fresh, fonts: try RenderFixture.fonts())).draw(model)
        let same = canvas.withUnsafeBytes { a, pitch in
            fresh.withUnsafeBytes { b, _ in memcmp(a, b, pitch * canvas.height) == 0 }
        }
        if !same {
            let differing = zip(canvas.argbPixels(), fresh.argbPixels()).filter { $0 != $1 }.count
            XCTFail("after \(what): \(differing) pixels differ from the frame drawn afresh", line: line)
        }
        return changed
    }

    func testFramesWithCachedPanelsAreTheFramesDrawnAfreshAfterEveryKindOfInput() throws {
        // (a short layout, and one whose notes run down to the log)
        for layout in ["000-overlapping-buttons.yaml", "000-walk-order.yaml"] {
            try checkFramesWithCachedPanels(layout)
        }
    }

    private func checkFramesWithCachedPanels(_ layout: String) throws {
        // Given the window on a layout, drawn through cached panels
        let (model, _) = try model([layout])
        let canvas = try OffscreenCanvas(width: Int(window.width), height: Int(window.height))
        let cached = WindowPainter(renderer: SceneRenderer(canvas: canvas, fonts: try RenderFixture.fonts()), cachesPanels: true)
        try assertSameFrame(model, cached, canvas, "the first frame")

        // When it is tapped, dragged, keyed, selected, scrolled and zoomed
        var now: TimeInterval = 1
        click(model, at: onButton2, now: now); now += 1
        try assertSameFrame(model, cached, canvas, "a tap")
        let start = windowPoint(model, CGPoint(x: 120, y: 200))
        model.handle(.mouseDown(x: start.x, y: start.y, button: .left, modifiers: [], clicks: 1), now: now)
        try assertSameFrame(model, cached, canvas, "a press")
        for step in 1...6 {
            now += 0.03
            model.handle(.mouseMoved(x: start.x + Double(step * 9), y: start.y + Double(step * 5), buttonsDown: true, modifiers: []), now: now)
            try assertSameFrame(model, cached, canvas, "move \(step) of a drag")
        }
        model.handle(.mouseUp(x: start.x + 54, y: start.y + 30, button: .left, modifiers: []), now: now + 0.05)
        now += 1
        try assertSameFrame(model, cached, canvas, "a release")
        for name in ["h", "o", "s", "l", "t", "z"] {
            key(model, name, now: now); now += 0.5
            try assertSameFrame(model, cached, canvas, "key \(name)")
        }
        model.select(model.treeRows[2].view)
        try assertSameFrame(model, cached, canvas, "a selection")
        let log = model.layout.logRect
        model.handle(.mouseMoved(x: Double(log.midX / model.pixelRatio), y: Double(log.midY / model.pixelRatio), buttonsDown: false, modifiers: []), now: now)
        model.handle(.mouseWheel(dx: 0, dy: 3), now: now + 0.1)
        try assertSameFrame(model, cached, canvas, "the log scrolled back")
        let before = model.layout.treePanel
        key(model, "+", now: now)
        let changed = try assertSameFrame(model, cached, canvas, "the canvas zoomed in, the panels moved")
        XCTAssertNotEqual(model.layout.treePanel, before)

        // Then (every frame matched, and) a layout that moved uploads everything
        XCTAssertNil(changed)
    }

    func testADragRedrawsOnlyTheCanvasAndTheLog() throws {
        // Given the window after a first frame, with every overlay on
        let (model, _) = try model()
        key(model, "a", now: 0.5)
        let canvas = try OffscreenCanvas(width: Int(window.width), height: Int(window.height))
        let cached = WindowPainter(renderer: SceneRenderer(canvas: canvas, fonts: try RenderFixture.fonts()), cachesPanels: true)
        let start = windowPoint(model, CGPoint(x: 120, y: 200))
        model.handle(.mouseDown(x: start.x, y: start.y, button: .left, modifiers: [], clicks: 1), now: 1)
        cached.draw(model)

        // When the finger moves
        var changes: [[CGRect]?] = []
        for step in 1...5 {
            model.handle(.mouseMoved(x: start.x + Double(step * 7), y: start.y, buttonsDown: true, modifiers: []), now: 1 + Double(step) * 0.03)
            changes.append(cached.draw(model))
        }

        // Then each frame names the canvas and at most the log as changed
        let layout = model.layout
        for changed in changes {
            let rects = try XCTUnwrap(changed)
            XCTAssertTrue(rects.first?.contains(layout.canvasRect) == true)
            XCTAssertTrue(rects.dropFirst().allSatisfy { $0 == layout.logRect }, "\(rects) beside the canvas \(layout.canvasRect)")
        }
    }
}
