import Foundation
import TapKit
import TapLayout
import TapPicture
import TapWindow
import XCTest

/// The window model driven headlessly: touches.
final class WindowModelTouchesTests: WindowModelTestCase {
    func testAClickOnTheCanvasIsATouchOnTheViewUnderIt() throws {
        // Given the overlapping buttons
        let (model, _) = try model()
        // When the canvas is clicked where button2 is
        click(model, at: onButton2, now: 1)
        // Then the log shows button2 hit and its touch-up-inside
        XCTAssertTrue(model.logLines.contains("hitTest 1 -> button2"), "\(model.logLines)")
        XCTAssertTrue(model.logLines.contains("control button2 touchUpInside"), "\(model.logLines)")
        XCTAssertEqual(model.walk?.hitView?.logName, "button2")
        XCTAssertEqual(model.lastTouchPoint.map { ($0.x - onButton2.x).magnitude < 0.01 }, true)
    }

    func testEveryRecordIsPassedOnAsItHappens() throws {
        // Given a model whose records go to a list (as --log prints them)
        let (model, _) = try model()
        var printed: [String] = []
        model.onRecord = { printed.append($0.text) }
        // When the canvas is clicked
        click(model, at: onButton2, now: 1)
        // Then every log line was passed on, in order
        XCTAssertEqual(printed, model.logLines)
    }

    func testAltDragIsTwoFingersMirroredAroundTheCanvasCentre() throws {
        // Given a layout
        let (model, _) = try model()
        // When the mouse goes down with Alt held
        let w = windowPoint(model, CGPoint(x: 100, y: 200))
        model.handle(.mouseDown(x: w.x, y: w.y, button: .left, modifiers: .alt, clicks: 1), now: 1)
        // Then two touches began, the second mirrored around the screen's centre
        XCTAssertEqual(model.document?.application.activeTouches.count, 2)
        let locations = model.document?.application.activeTouches.map(\.screenLocation) ?? []
        XCTAssertEqual(locations.last.map { ($0.x - 290).magnitude < 0.5 && ($0.y - 644).magnitude < 0.5 }, true, "\(locations)")
        model.handle(.mouseUp(x: w.x, y: w.y, button: .left, modifiers: .alt), now: 1.1)
        XCTAssertEqual(model.document?.application.activeTouches.count, 0)
    }

    func testLosingFocusInTheMiddleOfATouchCancelsIt() throws {
        // Given a finger (the mouse) down on button2
        let (model, _) = try model()
        let w = windowPoint(model, onButton2)
        model.handle(.mouseDown(x: w.x, y: w.y, button: .left, modifiers: [], clicks: 1), now: 1)
        // When the window loses focus
        model.handle(.windowFocusLost, now: 1.2)
        // Then the touch is cancelled, and the late mouse-up changes nothing
        XCTAssertEqual(model.logLines.last { $0.hasPrefix("touches") }, "touchesCancelled button2")
        model.handle(.mouseUp(x: w.x, y: w.y, button: .left, modifiers: []), now: 1.3)
        XCTAssertFalse(model.logLines.contains("touchesEnded button2"))
        XCTAssertEqual(model.document?.application.activeTouches.count, 0)
    }

    func testResizingTheWindowInTheMiddleOfATouchCancelsIt() throws {
        // Given a finger down on button2
        let (model, _) = try model()
        let w = windowPoint(model, onButton2)
        model.handle(.mouseDown(x: w.x, y: w.y, button: .left, modifiers: [], clicks: 1), now: 1)
        // When the window is resized
        model.handle(.windowResized(width: 1000, height: 700), now: 1.2)
        // Then the touch is cancelled and the canvas is fitted to the new size
        XCTAssertTrue(model.logLines.contains("touchesCancelled button2"), "\(model.logLines)")
        XCTAssertLessThanOrEqual(model.layout.canvasRect.maxY, 700)
    }

    func testTimersRunOnTheWindowClock() throws {
        // Given a layout with a long press recognizer
        let yaml = """
            view:
              id: root
              subviews:
                - {id: pad, frame: [0, 0, 390, 844], gestures: [{id: hold, type: longPress}]}
            """
        let source = MemoryLayouts([(path: "hold.yaml", yaml: yaml)])
        let holding = WindowModel(source: source, fonts: nil, now: 10)
        holding.resize(pixels: window, points: window)
        let w = windowPoint(holding, CGPoint(x: 100, y: 100))
        holding.handle(.mouseDown(x: w.x, y: w.y, button: .left, modifiers: [], clicks: 1), now: 10)
        // When the window's clock passes the long-press duration with the finger still down
        XCTAssertEqual(holding.nextWakeTime, 10.5, accuracy: 0.001, "the window wakes for the timer")
        holding.tick(now: 10.6)
        // Then the recognizer began, with no further input
        XCTAssertTrue(holding.logLines.contains("gesture hold began"), "\(holding.logLines)")
    }
}
