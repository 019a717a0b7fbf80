import Foundation
import TapKit
import TapPicture
@testable import TapWindow
import XCTest

/// The window's frames with cached panels (`WindowPainter(cachesPanels:)`)
/// against frames drawn afresh: the same pixels after every kind of input,
/// both on the frame's canvas and in what reaches the screen when only the
/// rectangles `draw` names are uploaded; and a drag that redraws only the
/// canvas and the event log.
final class WindowPainterPanelCacheTests: WindowModelTestCase {
    /// A window's frame canvas with cached panels, and the texture it
    /// uploads to, kept as `WindowFrame` keeps them.
    private final class CachedWindow {
        let canvas: OffscreenCanvas
        let painter: WindowPainter
        /// The screen: only the rectangles a frame names are copied in.
        var texture: [UInt32]

        init(size: CGSize) throws {
            canvas = try OffscreenCanvas(width: Int(size.width), height: Int(size.height))
            painter = WindowPainter(renderer: SceneRenderer(canvas: canvas, fonts: try RenderFixture.fonts()), cachesPanels: true)
            texture = [UInt32](repeating: 0, count: canvas.width * canvas.height)
        }

        /// Draws a frame and uploads what it says changed (everything when nil).
        @discardableResult
        func present(_ model: WindowModel) -> [CGRect]? {
            let changed = painter.draw(model)
            let full = CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
            canvas.withUnsafeBytes { pixels, pitch in
                texture.withUnsafeMutableBytes { screen in
                    for rect in changed ?? [full] {
                        let x0 = max(0, Int(rect.minX.rounded(.down))), x1 = min(canvas.width, Int(rect.maxX.rounded(.up)))
                        let y0 = max(0, Int(rect.minY.rounded(.down))), y1 = min(canvas.height, Int(rect.maxY.rounded(.up)))
                        guard x1 > x0 else { continue }
                        for y in y0..<max(y0, y1) {
                            memcpy(screen.baseAddress! + y * canvas.width * 4 + x0 * 4, pixels + y * pitch + x0 * 4, (x1 - x0) * 4)
                        }
                    }
                }
            }
            return changed
        }
    }

    /// Presents `model` through `window` and draws it afresh; fails when a
    /// pixel of the canvas or of the screen differs. Returns what changed.
    @discardableResult
    private func assertSameFrame(_ model: WindowModel, _ window: CachedWindow, _ what: String, line: UInt = #line) throws -> [CGRect]? {
        let changed = window.present(model)
        let canvas = window.canvas
        let fresh = try OffscreenCanvas(width: canvas.width, height: canvas.height)
        WindowPainter(renderer: SceneRenderer(canvas: fresh, fonts: try RenderFixture.fonts())).draw(model)
        // (Compared as bytes first: rows of 32-bit pixels have no padding.)
        fresh.withUnsafeBytes { expected, pitch in
            let count = pitch * fresh.height
            let canvasSame = canvas.withUnsafeBytes { pixels, _ in memcmp(pixels, expected, count) == 0 }
            let screenSame = window.texture.withUnsafeBytes { memcmp($0.baseAddress!, expected, count) == 0 }
            let pixels: [(String, Bool, () -> [UInt32])] = [("canvas", canvasSame, canvas.argbPixels), ("screen", screenSame, { window.texture })]
            for (name, same, read) in pixels where !same {
                let differing = zip(read(), fresh.argbPixels()).filter { $0 != $1 }.count
                XCTFail("after \(what): \(differing) pixels of the \(name) differ from the frame drawn afresh", line: line)
            }
        }
        return changed
    }

    func testFramesWithCachedPanelsAreTheFramesDrawnAfreshAfterEveryKindOfInput() throws {
        // (a short layout and one whose notes run down to the log; a big
        // window and a small one, whose panels are stacked and cramped)
        for (layout, size) in [("000-overlapping-buttons.yaml", window), ("000-walk-order.yaml", window),
                               ("000-walk-order.yaml", CGSize(width: 560, height: 330))] {
            try checkFramesWithCachedPanels(layout, size: size)
        }
    }

    private func checkFramesWithCachedPanels(_ layout: String, size: CGSize) throws {
        // Given the window on a layout, drawn through cached panels
        let (model, _) = try model([layout])
        model.resize(pixels: size, points: size)
        let window = try CachedWindow(size: size)
        try assertSameFrame(model, window, "the first frame")

        // When it is tapped, dragged, keyed, selected, scrolled and zoomed
        var now: TimeInterval = 1
        click(model, at: onButton2, now: now); now += 1
        try assertSameFrame(model, window, "a tap")
        let start = windowPoint(model, CGPoint(x: 120, y: 200))
        model.handle(.mouseDown(x: start.x, y: start.y, button: .left, modifiers: [], clicks: 1), now: now)
        try assertSameFrame(model, window, "a press")
        for step in 1...6 {
            now += 0.03
            model.handle(.mouseMoved(x: start.x + Double(step * 9), y: start.y + Double(step * 5), buttonsDown: true, modifiers: []), now: now)
            try assertSameFrame(model, window, "move \(step) of a drag")
        }
        model.handle(.mouseUp(x: start.x + 54, y: start.y + 30, button: .left, modifiers: []), now: now + 0.05)
        now += 1
        try assertSameFrame(model, window, "a release")
        for name in ["h", "o", "s", "l", "t", "z", "p"] {
            key(model, name, now: now); now += 0.5
            try assertSameFrame(model, window, "key \(name)")
        }
        if model.treeRows.count > 2 { model.select(model.treeRows[2].view) }
        try assertSameFrame(model, window, "a selection")
        let log = model.layout.logRect
        model.handle(.mouseMoved(x: Double(log.midX / model.pixelRatio), y: Double(log.midY / model.pixelRatio), buttonsDown: false, modifiers: []), now: now)
        model.handle(.mouseWheel(dx: 0, dy: 3), now: now + 0.1)
        try assertSameFrame(model, window, "the log scrolled back")
        let before = model.layout.treePanel
        key(model, "+", now: now + 1)
        let changed = try assertSameFrame(model, window, "the canvas zoomed in")

        // Then (every frame matched, and) when the zoom moved the panels, everything is uploaded
        if model.layout.treePanel != before { XCTAssertNil(changed) }
    }

    func testADragRedrawsOnlyTheCanvasAndTheLog() throws {
        // Given the window after a first frame, with every overlay on
        let (model, _) = try model()
        key(model, "a", now: 0.5)
        let window = try CachedWindow(size: self.window)
        let start = windowPoint(model, CGPoint(x: 120, y: 200))
        model.handle(.mouseDown(x: start.x, y: start.y, button: .left, modifiers: [], clicks: 1), now: 1)
        window.present(model)

        // When the finger moves
        var changes: [[CGRect]?] = []
        for step in 1...5 {
            model.handle(.mouseMoved(x: start.x + Double(step * 7), y: start.y, buttonsDown: true, modifiers: []), now: 1 + Double(step) * 0.03)
            changes.append(window.present(model))
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
