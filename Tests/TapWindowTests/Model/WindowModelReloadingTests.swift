import Foundation
import TapKit
import TapLayout
import TapPicture
import TapWindow
import XCTest

/// The window model driven headlessly: gallery and reloading.
final class WindowModelReloadingTests: WindowModelTestCase {
    func testNextAndPreviousMoveThroughTheGalleryAndWrapAround() throws {
        // Given a gallery of three layouts
        let (model, source) = try model(["000-overlapping-buttons.yaml", "000-walk-order.yaml", "002-circle-button.yaml"])
        XCTAssertEqual(source.position, 0)
        // When n, right arrow, then b and left arrow are pressed
        key(model, "n", now: 1)
        XCTAssertEqual(source.position, 1)
        XCTAssertEqual(model.document?.path, "Layouts/000-walk-order.yaml")
        key(model, "right", now: 2)
        XCTAssertEqual(source.position, 2)
        key(model, "right", now: 3)
        // Then the gallery wraps around both ways
        XCTAssertEqual(source.position, 0)
        key(model, "b", now: 4)
        XCTAssertEqual(source.position, 2)
        key(model, "left", now: 5)
        XCTAssertEqual(source.position, 1)
        XCTAssertEqual(model.treeRows.first?.view.window, model.document?.application.windows.first)
    }

    func testMovingToAnotherLayoutCancelsTheTouchOnTheOldOne() throws {
        // Given a finger down on button2 in a gallery
        let (model, _) = try model(["000-overlapping-buttons.yaml", "000-walk-order.yaml"])
        let old = try XCTUnwrap(model.document?.application)
        let log = EventLog()
        let w = windowPoint(model, onButton2)
        model.handle(.mouseDown(x: w.x, y: w.y, button: .left, modifiers: [], clicks: 1), now: 1)
        model.onRecord = { log.record($0) }
        // When the next layout is shown
        key(model, "n", now: 2)
        // Then the old application's touch was cancelled, and the new one starts clean
        XCTAssertEqual(old.activeTouches.count, 0)
        XCTAssertTrue(log.lines.contains("touchesCancelled button2"), "\(log.lines)")
        XCTAssertTrue(model.logLines.isEmpty)
        XCTAssertNil(model.walk)
    }

    func testAFileThatStopsLoadingKeepsTheLastGoodVersionWithItsDiagnostic() throws {
        // Given a layout on screen with button2 selected
        let (model, source) = try model()
        let good = try XCTUnwrap(model.document?.application)
        model.select(view(model, "button2"))
        model.didDraw()
        // When the file is saved half-written and the next poll comes
        source.edit("title: Overlapping\nview:\n  id: root\n  subviews: [\n")
        model.tick(now: 1)
        // Then the same application is still on screen, with the diagnostic beside it
        XCTAssertTrue(model.document?.application === good)
        XCTAssertFalse(model.diagnostics.isEmpty)
        XCTAssertTrue(model.diagnostics[0].hasPrefix("Layouts/000-overlapping-buttons.yaml:"), model.diagnostics[0])
        XCTAssertTrue(model.status.contains("still showing the last version"), model.status)
        XCTAssertTrue(model.needsRedraw)
        // When the file is fixed
        source.edit("view:\n  id: root\n  subviews:\n    - {id: button2, class: button, frame: [0, 0, 100, 100]}\n")
        model.tick(now: 2)
        // Then the new version replaces it, the diagnostic is gone and the selection follows the id
        XCTAssertFalse(model.document?.application === good)
        XCTAssertTrue(model.diagnostics.isEmpty)
        XCTAssertEqual(model.selectedView?.logName, "button2")
        XCTAssertEqual(model.selectedView?.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    func testAReloadedLayoutIsHitTestedAgainWhereTheLastTouchWas() throws {
        // Given a tap on button2
        let (model, source) = try model()
        click(model, at: onButton2, now: 1)
        // When the file is edited so that nothing but root is there, and reloads
        source.edit("view:\n  id: root\n  subviews:\n    - {id: other, frame: [0, 0, 10, 10]}\n")
        model.tick(now: 2)
        // Then the walk at the same point ends in root
        XCTAssertEqual(model.walk?.hitView?.logName, "root")
        XCTAssertTrue(model.logLines.isEmpty, "no touch was sent: \(model.logLines)")
    }

    func testEachReloadIsReportedWithTheFileAndItsDiagnostics() throws {
        // Given the window on a layout, reporting reloads
        let (model, source) = try model()
        var reports: [(String, [String])] = []
        model.hooks.onReload = { reports.append(($0, $1)) }
        // When the file is saved broken, then fixed
        source.edit("view: {id: root\n")
        model.tick(now: 1)
        source.edit("view:\n  id: root\n")
        model.tick(now: 2)
        // Then the first report names the file, line and column, the second has none
        XCTAssertEqual(reports.map(\.0), [source.path, source.path])
        XCTAssertEqual(reports.first?.1.count, 1)
        XCTAssertTrue(reports.first?.1.first?.hasPrefix("\(source.path):2:1: error:") == true, "\(reports)")
        XCTAssertEqual(reports.last?.1, [])
    }

    func testTheWheelScrollsALongTree() throws {
        // Given a layout with a hundred views
        let views = (0..<100).map { "    - {id: v\($0), frame: [0, \($0 * 8), 390, 8]}" }.joined(separator: "\n")
        let source = MemoryLayouts([(path: "many.yaml", yaml: "view:\n  id: root\n  subviews:\n" + views + "\n")])
        let model = WindowModel(source: source, fonts: nil)
        model.resize(pixels: window, points: window)
        XCTAssertEqual(model.treeRows.count, 102)
        // When the wheel turns down over the tree, far too often
        let row = model.layout.treeRowRect(2)
        model.handle(.mouseMoved(x: Double(row.midX), y: Double(row.midY), buttonsDown: false, modifiers: []), now: 1)
        for i in 0..<100 { model.handle(.mouseWheel(dx: 0, dy: -1), now: 1 + Double(i) * 0.01) }
        // Then the tree shows its last rows and no further
        XCTAssertEqual(model.treeScroll, 102 - model.layout.visibleTreeRows)
        // When a canvas pick selects the first subview, the tree scrolls back to it
        model.perform(.pick)
        let w = windowPoint(model, CGPoint(x: 100, y: 4))
        model.handle(.mouseDown(x: w.x, y: w.y, button: .left, modifiers: [], clicks: 1), now: 3)
        XCTAssertEqual(model.selectedView?.logName, "v0")
        XCTAssertEqual(model.treeScroll, 2)
    }

    func testTheFileIsPolledTwiceASecondAndNothingRedrawsWhileIdle() throws {
        // Given a model that drew its first frame
        let (model, _) = try model()
        model.didDraw()
        // Then it wakes for the next poll, and a tick with nothing new does not ask for a frame
        XCTAssertEqual(model.nextWakeTime, WindowModel.pollInterval, accuracy: 1e-9)
        model.tick(now: 0.6)
        XCTAssertFalse(model.needsRedraw)
        XCTAssertEqual(model.nextWakeTime, 1.1, accuracy: 1e-9)
        // And moving the mouse without a button does not either
        model.handle(.mouseMoved(x: 100, y: 100, buttonsDown: false, modifiers: []), now: 0.7)
        XCTAssertFalse(model.needsRedraw)
    }
}
