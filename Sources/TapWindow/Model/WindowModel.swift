import Foundation
import TapExplain
import TapKit
import TapPicture

/// Everything the interactive window knows and does, without SDL: it takes
/// `InputEvent`s and the time, drives the layout's application (touches,
/// presses, shake, its clock), and keeps the state the window draws — the
/// overlays that are on, pick mode, the selection, the walk and how far it
/// is stepped, the event log, the status line. `InteractiveWindow` only
/// pumps SDL events into it and presents `WindowPainter`'s frames, so all
/// of this runs in tests without a display.
///
/// Times are the window's monotonic clock in seconds; the application gets
/// them as its own clock, counted from when its layout was opened.
public final class WindowModel {
    public let source: WindowDocumentSource
    /// For screenshots; without fonts the screenshot key reports an error.
    public let fonts: FontSet?
    /// The language of the window's words (`taplab run --lang`): the help
    /// line, the inspector, the status line and the walk's reasons.
    public let language: Language
    /// How the canvas is shown: its zoom and whether for a projector.
    var display = CanvasDisplay()
    /// How large the canvas is drawn (`+`, `-`, `0`).
    public internal(set) var canvasZoom: WindowLayout.CanvasZoom {
        get { display.zoom }
        set { display.zoom = newValue }
    }
    /// F5 / `taplab run --present`: for a projector.
    public internal(set) var isPresenting: Bool {
        get { display.isPresenting }
        set { display.isPresenting = newValue }
    }
    var strings: WindowStrings { .of(language) }
    /// Where screenshots go and who hears of what the window did.
    public var hooks = WindowHooks()

    /// How often the open file is checked for edits.
    public static let pollInterval: TimeInterval = 0.5

    public private(set) var document: WindowDocument?
    public internal(set) var overlays: OverlaySet = []
    public internal(set) var isPicking = false
    /// Non-nil while stepping: how many calls of the walk are shown.
    public internal(set) var stepLimit: Int? {
        get { shownWalk.stepLimit }
        set { var walk = shownWalk; walk.stepLimit = newValue; ownWalk = walk }
    }
    public internal(set) weak var selectedView: UIView? {
        didSet { log.delivery.views = selectedView.map { [$0] } ?? [] }
    }
    /// What the open application reported: the event log, the
    /// recognizers' states, the last touch's walk.
    public let log = WindowLog()
    /// The last hit-test walk (from the last touch, or re-run after a toggle).
    public internal(set) var walk: HitTestTrace? {
        get { shownWalk.trace }
        set { var walk = shownWalk; walk.trace = newValue; ownWalk = walk }
    }
    /// Where the last touch began, in screen points: toggles re-run the walk there.
    public internal(set) var lastTouchPoint: CGPoint? {
        get { shownWalk.point }
        set { var walk = shownWalk; walk.point = newValue; ownWalk = walk }
    }
    /// The event log in SPEC 5 text form, oldest first.
    public var logLines: [String] { log.entries.map(\.text) }
    /// Each event-log record as it happens (`--log` prints them).
    public var onRecord: ((EventRecord) -> Void)? {
        get { log.onRecord }
        set { log.onRecord = newValue }
    }
    /// How far the canvas is scrolled, in pixels, when the window is too
    /// small for the screen at scale 1 (the layout clamps it).
    public var canvasScroll: CGPoint { layout.canvasScroll }
    /// The modifier keys held, as the last key or mouse event told.
    public internal(set) var heldModifiers: InputEvent.Modifiers = []
    /// One line for the bottom bar: what just happened or what to do next.
    public internal(set) var status = ""
    /// The views of the tree in inspector order (windows back to front, depth first).
    public private(set) var treeRows: [TreeRow] = []
    /// The first tree row shown.
    public internal(set) var treeScroll = 0
    public private(set) var layout: WindowLayout
    /// Set by anything that changes the picture; the window redraws only then.
    /// Whether the window must draw again: something changed, or the
    /// application reported a record since the last frame.
    public internal(set) var needsRedraw: Bool {
        get { redraw.isNeeded || log.count != redraw.recordsDrawn }
        set {
            redraw.isNeeded = newValue
            if !newValue { redraw.recordsDrawn = log.count }
        }
    }
    private var redraw = RedrawState()
    /// The walk as the window changed it (re-run after a toggle, stepped),
    /// stamped with the log's walk count: a newer touch's walk replaces it.
    private var ownWalk = ShownWalk(stamp: -1)
    private var shownWalk: ShownWalk {
        ownWalk.stamp == log.walkCount ? ownWalk
            : ShownWalk(stamp: log.walkCount, trace: log.lastWalk, point: log.lastWalk?.screenPoint)
    }
    private struct ShownWalk {
        var stamp: Int
        var trace: HitTestTrace?
        var point: CGPoint?
        var stepLimit: Int?
    }
    public private(set) var shouldQuit = false
    /// The window's title: TapLab and the layout's title.
    public var windowTitle: String {
        guard let document else { return "TapLab — \((source.path as NSString).lastPathComponent)" }
        return "TapLab — \(document.title.isEmpty ? document.name : document.title)"
    }

    /// A view in the tree panel.
    public struct TreeRow {
        public let view: UIView
        public let depth: Int
    }

    /// The mouse, the keys and the fingers they stand for.
    var pointer = PointerState()
    private var windowSize = WindowSize()
    var clock: WindowClock
    /// The window's time, as the last event or tick told.
    var now: TimeInterval {
        get { clock.now }
        set { clock.now = newValue }
    }
    /// What plays on the canvas: a script replay, a GIF being recorded.
    var playback = Playback()
    /// Replays to start at the first tick (`taplab run --replay N`): the
    /// window's clock starts then.
    public var replaysOnStart: Int {
        get { playback.replaysOnStart }
        set { playback.replaysOnStart = newValue }
    }
    /// The script replay in progress (the `r` key, or `taplab run --replay N`).
    var replay: ScriptReplay? {
        get { playback.replay }
        set { playback.replay = newValue }
    }
    /// The GIF being recorded (the record key), if any.
    var liveRecording: LiveRecording? {
        get { playback.recording }
        set { playback.recording = newValue }
    }
    var alphaBeforeToggle: [ObjectIdentifier: CGFloat] = [:]
    var selectedID: String?

    public init(source: WindowDocumentSource, fonts: FontSet?, now: TimeInterval = 0, language: Language = .en) {
        self.source = source
        self.fonts = fonts
        self.language = language
        layout = WindowLayout(pixelSize: windowSize.pixels, uiScale: 1, screenSize: source.document?.screenSize ?? CGSize(width: 390, height: 844),
                              chips: HelpChip.all(in: language))
        clock = WindowClock(now: now, nextPoll: now + Self.pollInterval)
        adopt()
        status = strings.welcome
    }

    // MARK: Window size

    /// The window is `pixels` large in pixels and `points` in the window
    /// system's coordinates (mouse events come in those). A real change
    /// cancels the touches: the canvas moved under the fingers.
    public func resize(pixels: CGSize, points: CGSize) {
        let p = CGSize(width: max(0, pixels.width.isFinite ? pixels.width : 0), height: max(0, pixels.height.isFinite ? pixels.height : 0))
        let q = CGSize(width: max(0, points.width.isFinite ? points.width : 0), height: max(0, points.height.isFinite ? points.height : 0))
        guard p != windowSize.pixels || q != windowSize.points else { return }
        cancelTouches()
        windowSize = WindowSize(pixels: p, points: q)
        relayout()
    }

    /// Window pixels per window point (the HiDPI factor).
    public var pixelRatio: CGFloat {
        guard windowSize.points.width >= 1, windowSize.pixels.width >= 1 else { return 1 }
        let r = windowSize.pixels.width / windowSize.points.width
        return r.isFinite && r > 0 ? r : 1
    }

    func relayout(canvasScroll: CGPoint? = nil) {
        layout = WindowLayout(pixelSize: windowSize.pixels, uiScale: pixelRatio,
                              screenSize: document?.screenSize ?? CGSize(width: 390, height: 844), chips: HelpChip.all(in: language),
                              canvasScroll: canvasScroll ?? layout.canvasScroll, zoom: canvasZoom, presenting: isPresenting)
        clampTreeScroll()
        needsRedraw = true
    }

    /// The whole screen in window points at the current scroll (where a
    /// mouse click lands on the screen); parts of it are out of sight when
    /// the canvas scrolls.
    public var canvasRectInPoints: CGRect {
        let r = layout.screenRect, s = pixelRatio
        return CGRect(x: r.minX / s, y: r.minY / s, width: r.width / s, height: r.height / s)
    }

    /// The part of the window the canvas shows, in window points.
    public var canvasShownInPoints: CGRect {
        let r = layout.canvasRect, s = pixelRatio
        return CGRect(x: r.minX / s, y: r.minY / s, width: r.width / s, height: r.height / s)
    }

    /// Points per screen point on the canvas, in window points.
    public var canvasScaleInPoints: CGFloat { layout.viewport.scale / pixelRatio }

    // MARK: Documents

    /// Takes the source's current document (after a load, reload or gallery
    /// move): cancels what was in flight on the old one, wires up the new one.
    func adopt() {
        let incoming = source.document
        if let old = document {
            if incoming?.application === old.application { return }
            // A recording is of one layout (its frames have that screen's size).
            finishRecording()
            cancelTouches()
            cancelPresses()
            if old.application.observer === log { old.application.observer = nil }
            // A replay belongs to the application it began on.
            replay = nil
        }
        document = incoming
        log.reset(for: incoming)
        alphaBeforeToggle = [:]
        treeScroll = 0
        if let document {
            let app = document.application
            app.tracesHitTests = true
            app.observer = log
            clock.epoch = now - app.currentTime
            pointer.mapper = PointerTouchMapper(canvasCenter: CGPoint(x: document.screenSize.width / 2, y: document.screenSize.height / 2))
            treeRows = DrawingOrder.views(of: app).map { TreeRow(view: $0.view, depth: $0.depth) }
        } else {
            treeRows = []
        }
        selectedView = selectedID.flatMap { id in treeRows.first { $0.view.logName == id }?.view }
        relayout(canvasScroll: .zero)
        revealSelection()
    }

    /// The scene to draw: the application, the walk stepped so far, the
    /// selection, in the window's language (badges, verdicts, states).
    public var scene: Scene? {
        guard let document else { return nil }
        var scene = Scene(application: document.application, screenSize: document.screenSize, walk: walk,
                          walkStepLimit: stepLimit, lastRecognizerStates: log.recognizerStates, selectedView: selectedView)
        scene.language = language
        scene.minimumLabelPixels = isPresenting ? 22 * layout.uiScale : 0
        return scene
    }

    /// The hit view of the last walk, once the whole walk is shown.
    public var hitView: UIView? {
        guard let walk, stepLimit.map({ $0 >= walk.steps.count }) ?? true else { return nil }
        return walk.hitView
    }

    /// Problems with the open file as it is on disk.
    public var diagnostics: [String] { source.diagnostics }

    // MARK: Input

    public func handle(_ event: InputEvent, now t: TimeInterval) {
        advanceClock(t)
        switch event {
        case let .mouseDown(x, y, button, modifiers, _):
            let p = pixel(x, y)
            pointer.lastMousePixel = p
            holdModifiers(modifiers)
            guard button == .left else { return }
            mouseDown(at: p, modifiers: modifiers)
        case let .mouseMoved(x, y, buttonsDown, modifiers):
            let p = pixel(x, y)
            pointer.lastMousePixel = p
            holdModifiers(modifiers)
            if pinchFingers != nil { needsRedraw = true }
            guard pointer.mapper.isMouseDown else { return }
            let point = canvasPoint(p)
            // The button came up where SDL could not tell us (outside the
            // window without capture): the finger lifted there.
            send(buttonsDown ? pointer.mapper.mouseMoved(to: point, time: appTime(now)) : pointer.mapper.mouseUp(at: point, time: appTime(now)))
        case let .mouseUp(x, y, button, _):
            let p = pixel(x, y)
            pointer.lastMousePixel = p
            guard button == .left, pointer.mapper.isMouseDown else { return }
            send(pointer.mapper.mouseUp(at: canvasPoint(p), time: appTime(now)))
        case let .mouseWheel(dx, dy):
            wheel(dx: dx, dy: dy)
        case let .fingerDown(id, x, y):
            let p = normalisedPixel(x, y)
            if !layout.canvasRect.contains(p) {
                click(at: p)
            } else if isPicking {
                pick(at: canvasPoint(p))
            } else {
                send(pointer.mapper.finger(id, phase: .began, at: canvasPoint(p), time: appTime(now)))
            }
        case let .fingerMoved(id, x, y):
            send(pointer.mapper.finger(id, phase: .moved, at: canvasPoint(normalisedPixel(x, y)), time: appTime(now)))
        case let .fingerUp(id, x, y):
            send(pointer.mapper.finger(id, phase: .ended, at: canvasPoint(normalisedPixel(x, y)), time: appTime(now)))
        case let .keyDown(name, modifiers, isRepeat):
            holdModifiers(modifiers)
            keyDown(name, modifiers: modifiers, isRepeat: isRepeat)
        case let .keyUp(name, modifiers):
            holdModifiers(modifiers)
            if let i = pointer.pressedKeys.firstIndex(of: name) {
                pointer.pressedKeys.remove(at: i)
                document?.application.sendPress(key: name, phase: .ended, at: appTime(now))
                needsRedraw = true
            }
        case let .windowResized(width, height):
            let r = pixelRatio
            resize(pixels: CGSize(width: CGFloat(width) * r, height: CGFloat(height) * r),
                   points: CGSize(width: CGFloat(width), height: CGFloat(height)))
        case .windowExposed, .windowFocusGained:
            needsRedraw = true
        case .windowFocusLost:
            holdModifiers([])
            cancelTouches()
            cancelPresses()
        case .mouseLeftWindow:
            if pinchFingers != nil, !pointer.mapper.isMouseDown { needsRedraw = true }
            pointer.lastMousePixel = CGPoint(x: -1, y: -1)
        case .quit:
            shouldQuit = true
        }
    }

    /// Window points (SDL's mouse coordinates) to window pixels.
    private func pixel(_ x: Double, _ y: Double) -> CGPoint {
        let r = pixelRatio
        return CGPoint(x: x.isFinite ? CGFloat(x) * r : -1, y: y.isFinite ? CGFloat(y) * r : -1)
    }

    /// SDL's finger coordinates (0...1 over the window) to window pixels.
    private func normalisedPixel(_ x: Double, _ y: Double) -> CGPoint {
        CGPoint(x: x.isFinite ? CGFloat(x) * windowSize.pixels.width : -1, y: y.isFinite ? CGFloat(y) * windowSize.pixels.height : -1)
    }

    /// A window pixel in the layout's screen points.
    public func canvasPoint(_ p: CGPoint) -> CGPoint { layout.viewport.point(for: p) }

    private func mouseDown(at p: CGPoint, modifiers: InputEvent.Modifiers) {
        if pointer.mapper.isMouseDown {
            // A second press without a release in between: the first ended.
            send(pointer.mapper.mouseUp(at: canvasPoint(p), time: appTime(now)))
        }
        guard layout.canvasRect.contains(p) else { click(at: p); return }
        if isPicking {
            pick(at: canvasPoint(p))
        } else if document != nil {
            send(pointer.mapper.mouseDown(at: canvasPoint(p), modifiers: modifiers, time: appTime(now)))
        }
    }

    /// A click outside the canvas: a tree row or a help chip.
    private func click(at p: CGPoint) {
        if let row = layout.treeRow(at: p) {
            let index = treeScroll + row
            if treeRows.indices.contains(index) { select(treeRows[index].view) }
        } else if let chip = layout.chip(at: p) {
            perform(chip.action)
        }
    }

    private func send(_ inputs: [TouchInput]) {
        guard !inputs.isEmpty, let app = document?.application else { return }
        // A replay's fingers are the script's (touch 1, 2, … as in `taplab replay`).
        guard replay == nil else {
            status = strings.replayBlocksTouches
            return
        }
        log.willSend(inputs)
        app.send(inputs)
        needsRedraw = true
    }

    /// Cancels every touch in flight (focus lost, resize, layout change).
    func cancelTouches() {
        let inputs = pointer.mapper.cancelAll(time: appTime(now))
        guard !inputs.isEmpty else { return }
        send(inputs)
        status = strings.touchesCancelled
    }

    func cancelPresses() {
        guard !pointer.pressedKeys.isEmpty else { return }
        for key in pointer.pressedKeys { document?.application.sendPress(key: key, phase: .cancelled, at: appTime(now)) }
        pointer.pressedKeys = []
        needsRedraw = true
    }

}
