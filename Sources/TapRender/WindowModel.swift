import Foundation
import TapKit

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
    /// Where screenshots go; nil is the current directory.
    public var screenshotFolder: String?
    /// Each event-log record as it happens (`--log` prints them).
    public var onRecord: ((EventRecord) -> Void)?
    /// The path of each screenshot saved.
    public var onScreenshot: ((String) -> Void)?
    /// Problems worth a line on stderr (a screenshot that could not be written).
    public var onProblem: ((String) -> Void)?

    /// How often the open file is checked for edits.
    public static let pollInterval: TimeInterval = 0.5
    /// How many event-log lines the window keeps.
    public static let logCapacity = 1000

    public private(set) var document: WindowDocument?
    public private(set) var overlays: OverlaySet = []
    public private(set) var isPicking = false
    /// Non-nil while stepping: how many calls of the walk are shown.
    public private(set) var stepLimit: Int?
    public private(set) weak var selectedView: UIView?
    /// The last hit-test walk (from the last touch, or re-run after a toggle).
    public private(set) var walk: HitTestTrace?
    /// Where the last touch began, in screen points: toggles re-run the walk there.
    public private(set) var lastTouchPoint: CGPoint?
    public private(set) var recognizerStates: [String: String] = [:]
    /// The event log in SPEC 5 text form, oldest first.
    public private(set) var logLines: [String] = []
    /// One line for the bottom bar: what just happened or what to do next.
    public private(set) var status = ""
    /// The views of the tree in inspector order (windows back to front, depth first).
    public private(set) var treeRows: [TreeRow] = []
    /// The first tree row shown.
    public private(set) var treeScroll = 0
    public private(set) var layout: WindowLayout
    /// Set by anything that changes the picture; the window redraws only then.
    public private(set) var needsRedraw = true
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

    private var mapper = PointerTouchMapper(canvasCenter: .zero)
    private var pixelSize = CGSize(width: 1280, height: 900)
    private var pointSize = CGSize(width: 1280, height: 900)
    private var epoch: TimeInterval = 0
    private var now: TimeInterval = 0
    private var nextPoll: TimeInterval = 0
    private var pressedKeys: [String] = []
    private var alphaBeforeToggle: [ObjectIdentifier: CGFloat] = [:]
    private var selectedID: String?
    private var lastMousePixel: CGPoint = .zero
    private lazy var sink = RecordSink(model: self)

    public init(source: WindowDocumentSource, fonts: FontSet?, now: TimeInterval = 0) {
        self.source = source
        self.fonts = fonts
        layout = WindowLayout(pixelSize: pixelSize, uiScale: 1, screenSize: source.document?.screenSize ?? CGSize(width: 390, height: 844))
        self.now = now
        nextPoll = now + Self.pollInterval
        adopt()
        status = "Click or drag on the canvas to touch; click a view in the tree to select it."
    }

    // MARK: Clock

    /// The application's clock for window time `now`.
    private func appTime(_ t: TimeInterval) -> TimeInterval { t - epoch }

    /// Moves to window time `t` (never back): the application's timers due by
    /// then fire, and the open file is checked for edits when the poll is due.
    public func tick(now t: TimeInterval) {
        advanceClock(t)
        guard now >= nextPoll else { return }
        nextPoll = now + Self.pollInterval
        if source.reloadIfChanged() {
            let before = document?.application
            let point = lastTouchPoint
            adopt()
            if document?.application !== before, let point {
                // The edited layout is hit-tested where the last touch was, so
                // the walk overlay shows what the edit changed.
                lastTouchPoint = point
                rerunWalk()
            }
            needsRedraw = true
            if !source.diagnostics.isEmpty {
                let n = source.diagnostics.count
                status = "\((source.path as NSString).lastPathComponent) does not load (\(n) problem\(n == 1 ? "" : "s")); "
                    + (document == nil ? "nothing to show until it does." : "still showing the last version that did.")
            } else if document?.application !== before {
                status = "Reloaded \((source.path as NSString).lastPathComponent)."
            }
        }
    }

    private func advanceClock(_ t: TimeInterval) {
        guard t.isFinite else { return }
        now = max(now, t)
        document?.application.advance(to: appTime(now))
    }

    /// When the window must wake up next even without input: the next
    /// application timer or the next file poll, whichever comes first.
    public var nextWakeTime: TimeInterval {
        var wake = nextPoll
        if let timer = document?.application.nextTimerTime { wake = min(wake, timer + epoch) }
        return wake
    }

    /// The window drew the current state.
    public func didDraw() { needsRedraw = false }

    // MARK: Window size

    /// The window is `pixels` large in pixels and `points` in the window
    /// system's coordinates (mouse events come in those). A real change
    /// cancels the touches: the canvas moved under the fingers.
    public func resize(pixels: CGSize, points: CGSize) {
        let p = CGSize(width: max(0, pixels.width.isFinite ? pixels.width : 0), height: max(0, pixels.height.isFinite ? pixels.height : 0))
        let q = CGSize(width: max(0, points.width.isFinite ? points.width : 0), height: max(0, points.height.isFinite ? points.height : 0))
        guard p != pixelSize || q != pointSize else { return }
        cancelTouches()
        pixelSize = p
        pointSize = q
        relayout()
    }

    /// Window pixels per window point (the HiDPI factor).
    public var pixelRatio: CGFloat {
        guard pointSize.width >= 1, pixelSize.width >= 1 else { return 1 }
        let r = pixelSize.width / pointSize.width
        return r.isFinite && r > 0 ? r : 1
    }

    private func relayout() {
        layout = WindowLayout(pixelSize: pixelSize, uiScale: pixelRatio,
                              screenSize: document?.screenSize ?? CGSize(width: 390, height: 844))
        clampTreeScroll()
        needsRedraw = true
    }

    /// The canvas in window points (where a mouse click lands on the screen).
    public var canvasRectInPoints: CGRect {
        let r = layout.canvasRect, s = pixelRatio
        return CGRect(x: r.minX / s, y: r.minY / s, width: r.width / s, height: r.height / s)
    }

    /// Points per screen point on the canvas, in window points.
    public var canvasScaleInPoints: CGFloat { layout.viewport.scale / pixelRatio }

    // MARK: Documents

    /// Takes the source's current document (after a load, reload or gallery
    /// move): cancels what was in flight on the old one, wires up the new one.
    private func adopt() {
        let incoming = source.document
        if let old = document {
            if incoming?.application === old.application { return }
            cancelTouches()
            cancelPresses()
            if old.application.observer === sink { old.application.observer = nil }
        }
        document = incoming
        walk = nil
        stepLimit = nil
        lastTouchPoint = nil
        recognizerStates = [:]
        alphaBeforeToggle = [:]
        logLines = []
        treeScroll = 0
        if let document {
            let app = document.application
            app.tracesHitTests = true
            app.observer = sink
            epoch = now - app.currentTime
            mapper = PointerTouchMapper(canvasCenter: CGPoint(x: document.screenSize.width / 2, y: document.screenSize.height / 2))
            treeRows = ScenePlacements(application: app, viewport: Viewport(), canvasClip: .everything).list
                .map { TreeRow(view: $0.view, depth: $0.depth) }
        } else {
            treeRows = []
        }
        selectedView = selectedID.flatMap { id in treeRows.first { $0.view.logName == id }?.view }
        relayout()
        revealSelection()
    }

    fileprivate func record(_ entry: EventRecord) {
        logLines.append(entry.text)
        if logLines.count > Self.logCapacity { logLines.removeFirst(logLines.count - Self.logCapacity) }
        switch entry.kind {
        case .hitTest:
            if let trace = entry.walk {
                walk = trace
                lastTouchPoint = trace.screenPoint
                if stepLimit != nil { stepLimit = nil }
            }
        case .gesture:
            if let name = entry.recognizer, let state = entry.state { recognizerStates[name] = state }
        default:
            break
        }
        needsRedraw = true
        onRecord?(entry)
    }

    /// The scene to draw: the application, the walk stepped so far, the selection.
    public var scene: Scene? {
        guard let document else { return nil }
        return Scene(application: document.application, screenSize: document.screenSize, walk: walk,
                     walkStepLimit: stepLimit, lastRecognizerStates: recognizerStates, selectedView: selectedView)
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
            lastMousePixel = p
            guard button == .left else { return }
            mouseDown(at: p, modifiers: modifiers)
        case let .mouseMoved(x, y, buttonsDown, _):
            let p = pixel(x, y)
            lastMousePixel = p
            guard mapper.isMouseDown else { return }
            let point = canvasPoint(p)
            // The button came up where SDL could not tell us (outside the
            // window without capture): the finger lifted there.
            send(buttonsDown ? mapper.mouseMoved(to: point, time: appTime(now)) : mapper.mouseUp(at: point, time: appTime(now)))
        case let .mouseUp(x, y, button, _):
            let p = pixel(x, y)
            lastMousePixel = p
            guard button == .left, mapper.isMouseDown else { return }
            send(mapper.mouseUp(at: canvasPoint(p), time: appTime(now)))
        case let .mouseWheel(_, dy):
            if layout.treeRowsRect.contains(lastMousePixel), dy.isFinite, dy != 0 {
                let notches = min(max(dy, -100), 100)
                treeScroll -= Int(notches.rounded(notches > 0 ? .up : .down)) * 3
                clampTreeScroll()
                needsRedraw = true
            }
        case let .fingerDown(id, x, y):
            let p = normalisedPixel(x, y)
            if !layout.canvasRect.contains(p) {
                click(at: p)
            } else if isPicking {
                pick(at: canvasPoint(p))
            } else {
                send(mapper.finger(id, phase: .began, at: canvasPoint(p), time: appTime(now)))
            }
        case let .fingerMoved(id, x, y):
            send(mapper.finger(id, phase: .moved, at: canvasPoint(normalisedPixel(x, y)), time: appTime(now)))
        case let .fingerUp(id, x, y):
            send(mapper.finger(id, phase: .ended, at: canvasPoint(normalisedPixel(x, y)), time: appTime(now)))
        case let .keyDown(name, modifiers, isRepeat):
            keyDown(name, modifiers: modifiers, isRepeat: isRepeat)
        case let .keyUp(name, _):
            if let i = pressedKeys.firstIndex(of: name) {
                pressedKeys.remove(at: i)
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
            cancelTouches()
            cancelPresses()
        case .mouseLeftWindow:
            break
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
        CGPoint(x: x.isFinite ? CGFloat(x) * pixelSize.width : -1, y: y.isFinite ? CGFloat(y) * pixelSize.height : -1)
    }

    /// A window pixel in the layout's screen points.
    public func canvasPoint(_ p: CGPoint) -> CGPoint { layout.viewport.point(for: p) }

    private func mouseDown(at p: CGPoint, modifiers: InputEvent.Modifiers) {
        if mapper.isMouseDown {
            // A second press without a release in between: the first ended.
            send(mapper.mouseUp(at: canvasPoint(p), time: appTime(now)))
        }
        guard layout.canvasRect.contains(p) else { click(at: p); return }
        if isPicking {
            pick(at: canvasPoint(p))
        } else if document != nil {
            send(mapper.mouseDown(at: canvasPoint(p), modifiers: modifiers, time: appTime(now)))
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
        app.send(inputs)
        needsRedraw = true
    }

    /// Cancels every touch in flight (focus lost, resize, layout change).
    private func cancelTouches() {
        let inputs = mapper.cancelAll(time: appTime(now))
        guard !inputs.isEmpty else { return }
        send(inputs)
        status = "Touches cancelled (the window lost focus, was resized or changed layout)."
    }

    private func cancelPresses() {
        guard !pressedKeys.isEmpty else { return }
        for key in pressedKeys { document?.application.sendPress(key: key, phase: .cancelled, at: appTime(now)) }
        pressedKeys = []
        needsRedraw = true
    }

    // MARK: Keys

    private static let modifierKeys: Set<String> = [
        "left shift", "right shift", "left ctrl", "right ctrl", "left alt", "right alt",
        "left gui", "right gui", "capslock", "numlock", "scrolllock", "mode", "application", "unknown",
    ]

    private func keyDown(_ name: String, modifiers: InputEvent.Modifiers, isRepeat: Bool) {
        guard !isRepeat, !name.isEmpty else { return }
        if name == "s", modifiers.contains(.control) || modifiers.contains(.command) {
            perform(.screenshot)
            return
        }
        if modifiers.intersection([.control, .alt, .command]).isEmpty, let action = WindowAction.forKey(name) {
            perform(action)
            return
        }
        guard !Self.modifierKeys.contains(name), let app = document?.application else { return }
        if !pressedKeys.contains(name) { pressedKeys.append(name) }
        app.sendPress(key: name, phase: .began, at: appTime(now))
        needsRedraw = true
    }

    /// Runs one of the window's bindings (a key or a click on its chip).
    public func perform(_ action: WindowAction) {
        needsRedraw = true
        switch action {
        case let .toggleOverlay(overlay):
            overlays.formSymmetricDifference(overlay)
            let name = OverlaySet.items.first { $0.overlay == overlay }?.title ?? "overlay"
            status = "\(name.prefix(1).uppercased() + name.dropFirst()) \(overlays.contains(overlay) ? "on" : "off")."
        case .pick:
            isPicking.toggle()
            status = isPicking ? "Pick mode: click on the canvas selects the view there (p or esc to leave)."
                : "Pick mode off: clicks on the canvas are touches again."
        case .toggleHidden:
            toggle("hidden") { $0.isHidden.toggle(); return "hidden \($0.isHidden ? "yes" : "no")" }
        case .toggleAlpha:
            toggle("alpha") { view in
                let key = ObjectIdentifier(view)
                if view.alpha < 0.01 {
                    view.alpha = alphaBeforeToggle.removeValue(forKey: key) ?? 1
                } else {
                    alphaBeforeToggle[key] = view.alpha
                    view.alpha = 0.005
                }
                return "alpha \(formatNumber(view.alpha, decimals: 3))"
            }
        case .toggleInteraction:
            toggle("interaction") { $0.isUserInteractionEnabled.toggle(); return "interaction \($0.isUserInteractionEnabled ? "on" : "off")" }
        case .toggleClips:
            toggle("clips") { $0.clipsToBounds.toggle(); return "clips \($0.clipsToBounds ? "yes" : "no")" }
        case .toggleEnabled:
            guard let control = selectedView as? UIControl else {
                status = selectedView == nil ? Self.selectFirst : "\(selectedView!.logName) is not a control: only controls have enabled."
                return
            }
            toggle("enabled") { _ in control.isEnabled.toggle(); return "enabled \(control.isEnabled ? "yes" : "no")" }
        case .step:
            step()
        case .escape:
            if stepLimit != nil || isPicking {
                stepLimit = nil
                isPicking = false
                status = "Showing the whole walk; clicks on the canvas are touches."
            } else if selectedView != nil {
                select(nil)
            }
        case .nextLayout, .previousLayout:
            guard source.count > 1 else { status = "One layout open: open a folder for a gallery (taplab run Layouts)."; return }
            cancelTouches()
            cancelPresses()
            if action == .nextLayout { source.next() } else { source.previous() }
            adopt()
            status = "Layout \(source.position + 1) of \(source.count): \((source.path as NSString).lastPathComponent)"
                + (source.diagnostics.isEmpty ? "" : " does not load")
        case .shake:
            guard let app = document?.application else { return }
            app.sendShake(began: true, at: appTime(now))
            app.sendShake(began: false, at: appTime(now))
            status = "Shake sent to the first responder."
        case .screenshot:
            saveScreenshot()
        case .info:
            break
        }
    }

    static let selectFirst = "Select a view first: click its row in the tree, or press p and click it on the canvas."

    /// Applies a change to the selected view, then re-runs the walk at the
    /// last touch point so the overlays show its effect.
    private func toggle(_ what: String, _ change: (UIView) -> String) {
        guard let view = selectedView else { status = Self.selectFirst; return }
        let result = change(view)
        rerunWalk()
        let hit = walk.map { " Walk at the last touch: hit view \($0.hitView?.logName ?? "none")." } ?? ""
        status = "\(view.logName): \(result).\(hit)"
    }

    /// Hit-tests the last touch point again (after a toggle), without a touch.
    public func rerunWalk() {
        guard let point = lastTouchPoint, let app = document?.application else { return }
        walk = app.hitTest(point, traced: true).trace
        if let limit = stepLimit, let count = walk?.steps.count { stepLimit = min(limit, max(count, 1)) }
        needsRedraw = true
    }

    private func step() {
        guard let walk, !walk.steps.isEmpty else {
            status = "Nothing to step through yet: touch the canvas first, then press s."
            return
        }
        overlays.insert(.walk)
        let next = (stepLimit ?? 0) + 1
        if next > walk.steps.count {
            stepLimit = nil
            status = "Walk complete: hit view \(walk.hitView?.logName ?? "none")."
            return
        }
        stepLimit = next
        let s = walk.steps[next - 1]
        let returned = s.returnedID.map { "returned \($0)" } ?? "returned nil"
        status = "Step \(next) of \(walk.steps.count): \(s.viewID).hitTest — \(s.verdict.rawValue), \(returned)"
            + (s.reason.isEmpty ? "" : " (\(s.reason))")
    }

    // MARK: Selection

    public func select(_ view: UIView?) {
        selectedView = view
        selectedID = view?.logName
        needsRedraw = true
        status = view.map { "Selected \($0.logName): 1 hidden, 2 alpha, 3 interaction, 4 clips, 5 enabled." } ?? "Selection cleared."
        revealSelection()
    }

    /// Selects the view drawn on top at `point` (screen points), hidden views
    /// and views clipped away excluded — what the eye sees there, whether or
    /// not it takes touches.
    public func pick(at point: CGPoint) {
        guard let app = document?.application else { return }
        let placements = ScenePlacements(application: app, viewport: Viewport(), canvasClip: .everything)
        for placement in placements.list.reversed() where placement.isDrawn {
            let clip = placement.clip
            guard point.x >= CGFloat(clip.x0), point.x < CGFloat(clip.x1),
                  point.y >= CGFloat(clip.y0), point.y < CGFloat(clip.y1) else { continue }
            let t = placement.toPixels
            guard t.determinant != 0, t.determinant.isFinite else { continue }
            if placement.view.bounds.contains(point.applying(t.inverted())) {
                select(placement.view)
                return
            }
        }
        select(nil)
    }

    private func revealSelection() {
        guard let view = selectedView, let index = treeRows.firstIndex(where: { $0.view === view }) else { return }
        let visible = max(1, layout.visibleTreeRows)
        if index < treeScroll { treeScroll = index } else if index >= treeScroll + visible { treeScroll = index - visible + 1 }
        clampTreeScroll()
    }

    private func clampTreeScroll() {
        treeScroll = min(max(0, treeScroll), max(0, treeRows.count - layout.visibleTreeRows))
    }

    // MARK: Screenshots

    /// Saves the picture `taplab shot` would draw for the current state (the
    /// overlays that are on, the walk as far as it is stepped; no selection
    /// outline) as `taplab-<layout>-N.png`; returns its path.
    @discardableResult
    public func saveScreenshot() -> String? {
        needsRedraw = true
        guard let document, let scene else { status = "Nothing to save: the layout did not load."; return nil }
        guard let fonts else { status = "Cannot save a screenshot: no fonts."; return nil }
        let path: String
        switch ScreenshotNamer.claim(folder: screenshotFolder, layoutName: document.name) {
        case let .success(p): path = p
        case let .failure(error):
            status = "Screenshot not saved: \(error)"
            onProblem?("error: \(error)")
            return nil
        }
        var clean = scene
        clean.selectedView = nil
        do {
            let picture = try Screenshot.render(clean, overlays: overlays, options: ScreenshotOptions(), fonts: fonts)
            try PNGWriter.write(picture, to: path)
        } catch {
            try? FileManager.default.removeItem(atPath: path)
            status = "Screenshot not saved: \(error)"
            onProblem?("error: \(error)")
            return nil
        }
        status = "Saved \(path)"
        onScreenshot?(path)
        return path
    }

    // MARK: Inspector text

    /// The selected view's properties as (label, value) lines, with the key
    /// that toggles each one where there is one.
    public var selectedProperties: [(key: String?, label: String, value: String)] {
        guard let view = selectedView else { return [] }
        let f = view.frame
        var lines: [(String?, String, String)] = [
            (nil, "class", String(describing: type(of: view))),
            (nil, "frame", "\(formatNumber(f.minX)), \(formatNumber(f.minY)), \(formatNumber(f.width)) × \(formatNumber(f.height))"),
            ("1", "hidden", view.isHidden ? "yes" : "no"),
            ("2", "alpha", formatNumber(view.alpha, decimals: 3) + (view.alpha < 0.01 ? " (< 0.01: skipped)" : "")),
            ("3", "interaction", view.isUserInteractionEnabled ? "on" : "off"),
            ("4", "clips", view.clipsToBounds ? "yes" : "no"),
            ("5", "enabled", (view as? UIControl).map { $0.isEnabled ? "yes" : "no" } ?? "— (not a control)"),
        ]
        var rule = view.hitTestRule.name
        if view.hitInsets != .zero {
            let i = view.hitInsets
            let all = [i.top, i.left, i.bottom, i.right]
            rule += "; insets " + (Set(all).count == 1 ? formatNumber(i.top) : all.map { formatNumber($0) }.joined(separator: ","))
        }
        if let shape = view.hitShape { rule += "; shape \(shape.kindName)" }
        lines.append((nil, "hit rule", rule))
        let recognizers = view.gestureRecognizers ?? []
        if recognizers.isEmpty { lines.append((nil, "recognizers", "none")) }
        for (i, r) in recognizers.enumerated() {
            let kind = String(describing: type(of: r)).replacingOccurrences(of: "GestureRecognizer", with: "")
                .replacingOccurrences(of: "UI", with: "")
            let last = recognizerStates[r.logName].map { ", last \($0)" } ?? ""
            lines.append((nil, i == 0 ? "recognizers" : "", "\(r.logName) (\(kind)) \(r.state)\(last)\(r.isEnabled ? "" : ", disabled")"))
        }
        return lines.map { (key: $0.0, label: $0.1, value: $0.2) }
    }
}

/// Passes the application's records to the model without the application
/// keeping the model alive.
private final class RecordSink: EventObserver {
    weak var model: WindowModel?
    init(model: WindowModel) { self.model = model }
    func record(_ entry: EventRecord) { model?.record(entry) }
}
