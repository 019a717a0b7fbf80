import Foundation
import TapKit
import TapLayout
import TapRender
import XCTest

/// Layouts in memory for the window model: a gallery of named YAML texts
/// that a test can edit (the next poll then reloads them), loaded the way
/// the command line's library loads files.
final class MemoryLayouts: WindowDocumentSource {
    var files: [(path: String, yaml: String)]
    private(set) var position = 0
    private(set) var document: WindowDocument?
    /// The script every loaded document carries (the `r` key replays it).
    var script: ScriptPlayback? {
        didSet { document?.script = script }
    }
    private(set) var diagnostics: [String] = []
    private var edited = false

    init(_ files: [(path: String, yaml: String)]) {
        self.files = files
        load()
    }

    convenience init(layoutFiles names: [String]) throws {
        try self.init(names.map { name in
            let url = RenderFixture.repositoryRoot.appendingPathComponent("Layouts/\(name)")
            return (path: "Layouts/\(name)", yaml: try String(contentsOf: url, encoding: .utf8))
        })
    }

    var path: String { files[position].path }
    var count: Int { files.count }

    func next() { position = (position + 1) % files.count; document = nil; load() }
    func previous() { position = (position + files.count - 1) % files.count; document = nil; load() }

    /// Replaces the current file's text, as an editor saving it would.
    func edit(_ yaml: String) { files[position].yaml = yaml; edited = true }

    func reloadIfChanged() -> Bool {
        guard edited else { return false }
        edited = false
        load()
        return true
    }

    private func load() {
        do {
            let loaded = try LayoutLoader.load(text: files[position].yaml, file: path)
            document = WindowDocument(application: loaded.application, screenSize: loaded.screenSize, title: loaded.title,
                                      description: loaded.description, path: path, owner: loaded, script: script)
            diagnostics = []
        } catch {
            diagnostics = error.diagnostics.map(\.description)
        }
    }
}

/// The window's state machine, driven headlessly with `InputEvent`s: what
/// each key and click does, and that odd input never breaks it.
final class WindowModelTests: XCTestCase {
    /// button2's middle in 000-overlapping-buttons, in screen points (where
    /// button1's enlarged right edge lies under it).
    let onButton2 = CGPoint(x: 245, y: 290)
    let window = CGSize(width: 1280, height: 900)

    private func model(_ names: [String] = ["000-overlapping-buttons.yaml"]) throws -> (WindowModel, MemoryLayouts) {
        let source = try MemoryLayouts(layoutFiles: names)
        let model = WindowModel(source: source, fonts: try RenderFixture.fonts(), now: 0)
        model.resize(pixels: window, points: window)
        return (model, source)
    }

    /// Where screen point `p` is in window points.
    private func windowPoint(_ model: WindowModel, _ p: CGPoint) -> (x: Double, y: Double) {
        let pixel = model.layout.viewport.pixel(for: p)
        return (Double(pixel.x / model.pixelRatio), Double(pixel.y / model.pixelRatio))
    }

    private func click(_ model: WindowModel, at p: CGPoint, now: TimeInterval, modifiers: InputEvent.Modifiers = []) {
        let w = windowPoint(model, p)
        model.handle(.mouseDown(x: w.x, y: w.y, button: .left, modifiers: modifiers, clicks: 1), now: now)
        model.handle(.mouseUp(x: w.x, y: w.y, button: .left, modifiers: modifiers), now: now + 0.05)
    }

    private func key(_ model: WindowModel, _ name: String, modifiers: InputEvent.Modifiers = [], now: TimeInterval) {
        model.handle(.keyDown(name: name, modifiers: modifiers, isRepeat: false), now: now)
        model.handle(.keyUp(name: name, modifiers: modifiers), now: now + 0.01)
    }

    private func view(_ model: WindowModel, _ id: String) -> UIView? {
        model.treeRows.first { $0.view.logName == id }?.view
    }

    // MARK: Touches

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

    // MARK: Keys

    func testAnOverlayKeyTurnsItsOverlayOnAndAgainOff() throws {
        // Given no overlays
        let (model, _) = try model()
        XCTAssertEqual(model.overlays, [])
        // When h and w are pressed, then h again
        key(model, "h", now: 1)
        key(model, "w", now: 1.1)
        XCTAssertEqual(model.overlays, [.hitRegions, .walk])
        key(model, "h", now: 1.2)
        // Then each key toggled its own overlay only
        XCTAssertEqual(model.overlays, [.walk])
        XCTAssertTrue(model.logLines.isEmpty, "bound keys are not presses")
    }

    func testEveryOverlayKeyHasAChipInTheHelpLine() {
        // Given the help line's chips
        let actions = HelpChip.all.map(\.action)
        // Then every overlay, the inspector keys and the gallery keys are on it
        for item in OverlaySet.items {
            XCTAssertTrue(actions.contains(.toggleOverlay(item.overlay)), item.name)
            XCTAssertEqual(WindowAction.forKey(String(item.key)), .toggleOverlay(item.overlay))
        }
        for action: WindowAction in [.pick, .toggleHidden, .toggleAlpha, .toggleInteraction, .toggleClips, .step, .escape,
                                     .nextLayout, .previousLayout, .shake, .screenshot] {
            XCTAssertTrue(actions.contains(action), "\(action)")
        }
    }

    func testClickingAChipInTheHelpLineIsPressingItsKey() throws {
        // Given the chip of the walk overlay
        let (model, _) = try model()
        let chip = try XCTUnwrap(model.layout.chips.first { $0.action == .toggleOverlay(.walk) })
        // When it is clicked
        model.handle(.mouseDown(x: Double(chip.rect.midX), y: Double(chip.rect.midY), button: .left, modifiers: [], clicks: 1), now: 1)
        // Then the walk overlay is on
        XCTAssertEqual(model.overlays, [.walk])
    }

    func testKeysWithoutABindingArePressesForTheFirstResponder() throws {
        // Given a layout whose first responder is `field`
        let (model, _) = try model(["108-presses-and-shake.yaml"])
        // When space goes down and up
        key(model, "space", now: 1)
        // Then the first responder got the press, then its end
        XCTAssertEqual(model.logLines.first, "pressesBegan field space")
        XCTAssertTrue(model.logLines.contains("pressesEnded field space"), "\(model.logLines)")
    }

    func testKShakes() throws {
        // Given a layout whose first responder is `field`
        let (model, _) = try model(["108-presses-and-shake.yaml"])
        // When k is pressed
        key(model, "k", now: 1)
        // Then a shake began and ended at the first responder
        XCTAssertEqual(model.logLines.first, "motionBegan field shake")
        XCTAssertTrue(model.logLines.contains("motionEnded field shake"))
    }

    func testLosingFocusWithAKeyDownCancelsThePress() throws {
        // Given a key held down
        let (model, _) = try model(["108-presses-and-shake.yaml"])
        model.handle(.keyDown(name: "a", modifiers: [], isRepeat: false), now: 1)
        // When the window loses focus
        model.handle(.windowFocusLost, now: 1.1)
        // Then the press is cancelled, and the late key-up sends nothing
        XCTAssertTrue(model.logLines.contains("pressesCancelled field a"), "\(model.logLines)")
        let count = model.logLines.count
        model.handle(.keyUp(name: "a", modifiers: []), now: 1.2)
        XCTAssertEqual(model.logLines.count, count)
    }

    // MARK: Selection

    func testInPickModeAClickOnTheCanvasSelectsTheViewThereInsteadOfTouchingIt() throws {
        // Given pick mode
        let (model, _) = try model()
        key(model, "p", now: 1)
        XCTAssertTrue(model.isPicking)
        // When the canvas is clicked on button2
        click(model, at: onButton2, now: 2)
        // Then button2 is selected and nothing was touched
        XCTAssertEqual(model.selectedView?.logName, "button2")
        XCTAssertTrue(model.logLines.isEmpty, "\(model.logLines)")
        // When escape is pressed, clicks are touches again
        key(model, "escape", now: 3)
        XCTAssertFalse(model.isPicking)
        click(model, at: onButton2, now: 4)
        XCTAssertTrue(model.logLines.contains("hitTest 1 -> button2"))
    }

    func testPickModeSelectsWhatIsDrawnEvenWhenItTakesNoTouches() throws {
        // Given button2 with interaction off, in pick mode
        let (model, _) = try model()
        view(model, "button2")?.isUserInteractionEnabled = false
        key(model, "p", now: 1)
        // When it is clicked on the canvas
        click(model, at: onButton2, now: 2)
        // Then it is selected anyway (so it can be switched back on)
        XCTAssertEqual(model.selectedView?.logName, "button2")
    }

    func testClickingATreeRowSelectsItsView() throws {
        // Given the tree of the overlapping buttons
        let (model, _) = try model()
        XCTAssertEqual(model.treeRows.map(\.view.logName), ["main", "root", "green", "button1", "button2"])
        XCTAssertEqual(model.treeRows.map(\.depth), [0, 1, 2, 3, 3])
        // When the fourth row is clicked
        let row = model.layout.treeRowRect(3)
        model.handle(.mouseDown(x: Double(row.midX), y: Double(row.midY), button: .left, modifiers: [], clicks: 1), now: 1)
        model.handle(.mouseUp(x: Double(row.midX), y: Double(row.midY), button: .left, modifiers: []), now: 1.1)
        // Then button1 is selected and its properties are listed
        XCTAssertEqual(model.selectedView?.logName, "button1")
        let properties = Dictionary(model.selectedProperties.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(properties["class"], "UIButton")
        XCTAssertEqual(properties["frame"], "40, 60, 200 × 120")
        XCTAssertEqual(properties["hidden"], "no")
        XCTAssertEqual(properties["hit rule"], "default; insets -20; shape rects")
    }

    func testTogglingHiddenOnTheSelectedViewRerunsTheWalkAtTheLastTouchPoint() throws {
        // Given a tap on button2 and button2 selected
        let (model, _) = try model()
        click(model, at: onButton2, now: 1)
        model.select(view(model, "button2"))
        // When 1 hides it
        key(model, "1", now: 2)
        // Then the walk at the same point now ends in button1 (its enlarged edge is under button2)
        XCTAssertEqual(view(model, "button2")?.isHidden, true)
        XCTAssertEqual(model.walk?.hitView?.logName, "button1")
        XCTAssertEqual(model.walk?.steps.first { $0.viewID == "button2" }?.verdict, .hidden)
        // When 1 is pressed again, button2 is back
        key(model, "1", now: 3)
        XCTAssertEqual(model.walk?.hitView?.logName, "button2")
    }

    func testAlphaGoesBelowTheTransparencyLimitAndBack() throws {
        // Given button2 selected after a tap on it
        let (model, _) = try model()
        click(model, at: onButton2, now: 1)
        model.select(view(model, "button2"))
        // When 2 is pressed
        key(model, "2", now: 2)
        // Then its alpha is 0.005, below 0.01, and the walk skips it
        XCTAssertEqual(model.selectedView?.alpha ?? 1, 0.005, accuracy: 1e-9)
        XCTAssertEqual(model.walk?.steps.first { $0.viewID == "button2" }?.verdict, .alpha)
        // When 2 is pressed again, alpha is back to 1
        key(model, "2", now: 3)
        XCTAssertEqual(model.selectedView?.alpha ?? 0, 1, accuracy: 1e-9)
    }

    func testInteractionAndClipsToggleOnTheSelectedView() throws {
        // Given green selected
        let (model, _) = try model()
        click(model, at: onButton2, now: 1)
        model.select(view(model, "green"))
        // When 3 and 4 are pressed
        key(model, "3", now: 2)
        key(model, "4", now: 2.1)
        // Then green's interaction is off, it clips, and the walk stops at it
        XCTAssertEqual(model.selectedView?.isUserInteractionEnabled, false)
        XCTAssertEqual(model.selectedView?.clipsToBounds, true)
        XCTAssertEqual(model.walk?.hitView?.logName, "root")
    }

    func testToggleKeysWithoutASelectionOnlyExplain() throws {
        // Given no selection
        let (model, _) = try model()
        // When 1 is pressed
        key(model, "1", now: 1)
        // Then nothing changed and the status says what to do
        XCTAssertTrue(model.treeRows.allSatisfy { !$0.view.isHidden })
        XCTAssertTrue(model.status.contains("Select a view first"), model.status)
    }

    // MARK: Stepping

    func testSteppingShowsOneMoreHitTestCallPerPressAndEscapeShowsTheWholeWalk() throws {
        // Given a tap on button2 (a walk of four calls: main, root, green, button2)
        let (model, _) = try model()
        click(model, at: onButton2, now: 1)
        let count = try XCTUnwrap(model.walk?.steps.count)
        XCTAssertEqual(count, 4)
        // When s is pressed twice
        key(model, "s", now: 2)
        XCTAssertEqual(model.stepLimit, 1)
        XCTAssertTrue(model.overlays.contains(.walk), "stepping shows the walk overlay")
        key(model, "s", now: 2.1)
        // Then two calls are shown and the hit view is not known yet
        XCTAssertEqual(model.stepLimit, 2)
        XCTAssertEqual(model.scene?.walkStepLimit, 2)
        XCTAssertNil(model.hitView)
        XCTAssertTrue(model.status.hasPrefix("Step 2 of 4: root"), model.status)
        // When escape is pressed
        key(model, "escape", now: 3)
        // Then the whole walk is shown again
        XCTAssertNil(model.stepLimit)
        XCTAssertEqual(model.hitView?.logName, "button2")
    }

    func testSteppingPastTheLastCallEndsStepping() throws {
        // Given a walk of four calls, stepped to its end
        let (model, _) = try model()
        click(model, at: onButton2, now: 1)
        for i in 0..<4 { key(model, "s", now: 2 + Double(i)) }
        XCTAssertEqual(model.stepLimit, 4)
        // When s is pressed once more
        key(model, "s", now: 7)
        // Then stepping is over
        XCTAssertNil(model.stepLimit)
    }

    func testSteppingWithoutATouchOnlyExplains() throws {
        let (model, _) = try model()
        key(model, "s", now: 1)
        XCTAssertNil(model.stepLimit)
        XCTAssertTrue(model.status.contains("touch the canvas first"), model.status)
    }

    // MARK: Screenshots

    func testScreenshotsAreNumberedAndNeverOverwriteAFile() throws {
        // Given a folder that already holds a first screenshot of this layout
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taplab-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let existing = folder.appendingPathComponent("taplab-000-overlapping-buttons-1.png")
        try Data("keep me".utf8).write(to: existing)
        let (model, _) = try model()
        model.screenshotFolder = folder.path
        var printed: [String] = []
        model.onScreenshot = { printed.append($0) }
        // When f12 and then ctrl+s are pressed
        key(model, "f12", now: 1)
        key(model, "s", modifiers: .control, now: 2)
        // Then two new files were written next to it, and it is untouched
        XCTAssertEqual(printed.map { ($0 as NSString).lastPathComponent },
                       ["taplab-000-overlapping-buttons-2.png", "taplab-000-overlapping-buttons-3.png"])
        XCTAssertEqual(try Data(contentsOf: existing), Data("keep me".utf8))
        for path in printed {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4e, 0x47], "a PNG")
        }
        XCTAssertNil(model.stepLimit, "ctrl+s is a screenshot, not a step")
    }

    func testAScreenshotIsTheSamePictureAsTaplabShot() throws {
        // Given a tap on button2 and the walk overlay on
        let (model, _) = try model()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taplab-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        model.screenshotFolder = folder.path
        click(model, at: onButton2, now: 1)
        key(model, "w", now: 2)
        // When a screenshot is saved
        let path = try XCTUnwrap(model.saveScreenshot())
        // Then it equals the offscreen render of the same scene, at shot's defaults
        var scene = try XCTUnwrap(model.scene)
        scene.selectedView = nil
        let expected = try Screenshot.render(scene, overlays: [.walk], fonts: RenderFixture.fonts())
        let saved = try XCTUnwrap(PNGReader.read(path))
        XCTAssertEqual(saved.width, expected.width)
        XCTAssertEqual(saved.argbPixels(), expected.argbPixels())
    }

    func testScreenshotNamesAreSafeFileNames() {
        XCTAssertEqual(ScreenshotNamer.safeName("../a b/c"), "a-b-c")
        XCTAssertEqual(ScreenshotNamer.safeName(""), "layout")
        XCTAssertEqual(ScreenshotNamer.path(folder: nil, layoutName: "x", number: 3), "taplab-x-3.png")
    }

    // MARK: Gallery and reloading

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
        model.onReload = { reports.append(($0, $1)) }
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

    // MARK: Bad input

    func testOddEventOrdersAndSizesDoNotBreakTheModel() throws {
        // Given a layout
        let (model, _) = try model()
        let w = windowPoint(model, onButton2)
        // When events come in orders and places SDL should not send
        let events: [InputEvent] = [
            .mouseUp(x: w.x, y: w.y, button: .left, modifiers: []),
            .mouseMoved(x: w.x, y: w.y, buttonsDown: true, modifiers: []),
            .fingerMoved(id: 7, x: 0.5, y: 0.5),
            .fingerUp(id: 7, x: 0.5, y: 0.5),
            .keyUp(name: "space", modifiers: []),
            .mouseDown(x: -50, y: -50, button: .left, modifiers: [], clicks: 1),
            .mouseUp(x: 99_999, y: 99_999, button: .left, modifiers: []),
            .mouseDown(x: .nan, y: .infinity, button: .left, modifiers: [], clicks: 1),
            .mouseDown(x: w.x, y: w.y, button: .left, modifiers: [], clicks: 1),
            .mouseDown(x: w.x, y: w.y, button: .left, modifiers: [], clicks: 2),
            .windowResized(width: 0, height: 0),
            .mouseMoved(x: w.x, y: w.y, buttonsDown: true, modifiers: []),
            .mouseWheel(dx: .nan, dy: 1e300),
            .fingerDown(id: 3, x: .nan, y: 2),
            .windowResized(width: 1280, height: 900),
            .mouseMoved(x: w.x, y: w.y, buttonsDown: false, modifiers: []),
            .keyDown(name: "", modifiers: [], isRepeat: false),
            .mouseLeftWindow, .windowExposed, .windowFocusGained,
        ]
        for (i, event) in events.enumerated() { model.handle(event, now: 1 + Double(i) * 0.1) }
        model.resize(pixels: CGSize(width: -5, height: CGFloat.nan), points: .zero)
        model.tick(now: 10)
        model.resize(pixels: window, points: window)
        // Then no touch is left behind and a normal click still works
        XCTAssertEqual(model.document?.application.activeTouches.count, 0)
        click(model, at: onButton2, now: 20)
        XCTAssertEqual(model.logLines.suffix(6).first, "hitTest 1 -> button2")
    }

    // MARK: Window layout

    func testTheCanvasIsAtTheTopLeftAndTheInspectorBesideIt() {
        // Given a 1280×900 window and a 390×844 screen
        let layout = WindowLayout(pixelSize: CGSize(width: 1280, height: 900), uiScale: 1, screenSize: CGSize(width: 390, height: 844))
        // Then the canvas starts at the padding, keeps the screen's aspect and is left of both inspector columns
        XCTAssertEqual(layout.canvasRect.origin, CGPoint(x: 8, y: 8))
        XCTAssertEqual(layout.canvasRect.width / layout.canvasRect.height, 390 / 844, accuracy: 1e-6)
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

    // MARK: Drawing

    func testTheWholeWindowDrawsHeadlessly() throws {
        // Given a tapped layout with overlays, a selection and stepping
        let (model, _) = try model()
        click(model, at: onButton2, now: 1)
        key(model, "h", now: 2)
        key(model, "s", now: 2.1)
        model.select(model.treeRows[3].view)
        // When the window is drawn offscreen
        let canvas = try OffscreenCanvas(width: 1280, height: 900)
        WindowPainter(renderer: SceneRenderer(renderer: canvas.renderer, fonts: try RenderFixture.fonts())).draw(model)
        // Then the canvas shows the layout (root's colour) and the selected tree row is highlighted
        let inCanvas = model.layout.viewport.pixel(for: CGPoint(x: 200, y: 700))
        XCTAssertEqual(canvas.pixel(x: Int(inCanvas.x), y: Int(inCanvas.y)), RGBA(hex: 0xf2f2f7))
        let row = model.layout.treeRowRect(3)
        XCTAssertNotEqual(canvas.pixel(x: Int(row.maxX) - 3, y: Int(row.midY)), canvas.pixel(x: Int(row.maxX) - 3, y: Int(model.layout.treeRowRect(6).midY)))
        if let out = ProcessInfo.processInfo.environment["TAPLAB_WINDOW_PNG"] { try PNGWriter.write(canvas, to: out) }
    }
}
