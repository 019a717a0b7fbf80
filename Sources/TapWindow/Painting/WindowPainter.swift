import Foundation
import TapKit
import TapPicture

/// Draws a `WindowModel` on a renderer: the device canvas with its overlays,
/// the inspector (view tree, responder chain, selected view, notes,
/// diagnostics, legend, event log) and the help bar, through a
/// `SceneRenderer` — on the window's frame canvas, or any `OffscreenCanvas` in tests.
public struct WindowPainter {
    public let renderer: SceneRenderer
    private let panels: PanelCaches?

    /// With `cachesPanels`, a panel is drawn again only when what it shows
    /// changes (the window's frames; see `draw`).
    public init(renderer: SceneRenderer, cachesPanels: Bool = false) {
        self.renderer = renderer
        panels = cachesPanels ? PanelCaches() : nil
    }

    enum Colors {
        static let background = RGBA(hex: 0x1c1c1e)
        static let panel = RGBA(hex: 0x232326)
        static let bar = RGBA(hex: 0x2c2c2e)
        static let text = RGBA(hex: 0xf2f2f7)
        static let dim = RGBA(hex: 0x8e8e93)
        static let header = RGBA(hex: 0xaeaeb2)
        static let hit = RGBA(hex: 0x30d158)
        static let chain = RGBA(hex: 0xff9f0a)
        static let pruned = RGBA(hex: 0xff6961)
        static let visited = RGBA(hex: 0x64a8ff)
        static let error = RGBA(hex: 0xff453a)
        static let selectedRow = RGBA(hex: 0x0a84ff, alpha: 110)
        static let chip = RGBA(hex: 0x3a3a3c)
        static let chipOn = RGBA(hex: 0x0a84ff)
        static let key = RGBA(hex: 0xffd60a)
        static let pick = RGBA(hex: 0xffd600)
        static let pinchCentre = RGBA(hex: 0xff375f)
        /// Lists' highlight and selection lines (SPEC 11).
        static let list = RGBA(hex: 0x5ac8fa)
    }

    /// Draws the whole window for `model`. Returns the rectangles whose
    /// pixels may differ from the frame before, or nil for the whole window:
    /// without cached panels, on the first frame and when the layout moved.
    ///
    /// A drag changes the canvas and the event log on every move; the view
    /// tree, the selected view, the notes and the help bar stay as they
    /// were. With cached panels each is a `CachedRegion`: put back as
    /// pixels while it would be painted the same, and left out of what the
    /// window uploads to its texture.
    @discardableResult
    public func draw(_ model: WindowModel) -> [CGRect]? {
        let layout = model.layout
        let rects = [layout.bounds, layout.canvasRect, layout.treePanel, layout.detailsRect, layout.notesPanel, layout.logRect, layout.helpRect]
        let layoutMoved = panels?.lastRects != rects
        // The background shows between the panels: while the layout stays
        // where it was, those pixels are as the last frame left them, and
        // only the canvas's surroundings (its frame) are painted again.
        renderer.fillRect(layoutMoved ? layout.bounds : Self.canvasFrame(layout), Colors.background)
        drawCanvas(model, layout)
        var changed = [Self.canvasFrame(layout)]
        if region(layout.treePanel, panels?.tree, { $0.drawTree(model, layout); $0.drawDetails(model, layout) }) {
            changed.append(layout.treePanel)
        }
        // The notes and the event log below them are two regions: the log
        // changes on every move of a drag, the notes seldom.
        if Self.notesFit(layout) {
            if region(layout.notesAboveLog, panels?.notes, { $0.drawNotes(model, layout) }) { changed.append(layout.notesAboveLog) }
            if region(layout.logRect, panels?.log, { $0.drawLog(model, layout) }) { changed.append(layout.logRect) }
        }
        if region(layout.helpRect, panels?.help, { $0.drawHelp(model, layout) }) { changed.append(layout.helpRect) }
        guard let panels else { return nil }
        panels.lastRects = rects
        return layoutMoved ? nil : changed
    }

    /// Draws `body` clipped to `rect`, through `cache` when there is one; whether it drew.
    private func region(_ rect: CGRect, _ cache: CachedRegion?, _ body: (WindowPainter) -> Void) -> Bool {
        renderer.drawRegion(rect, cache: cache) { body(WindowPainter(renderer: $0)) }
    }

    func line(_ s: String, _ x: CGFloat, _ y: CGFloat, _ color: RGBA, _ layout: WindowLayout,
                      width: CGFloat, mono: Bool = true, size: Int? = nil, clip: CGRect? = nil) {
        guard width > 4 else { return }
        let px = size ?? layout.fontPixelSize
        renderer.drawText(s, at: CGPoint(x: x, y: y), pixelSize: CGFloat(px), color, monospaced: mono, maxWidth: width, clip: clip)
    }

    /// Greedy word wrap to `width` pixels; Chinese, written without
    /// spaces, may break after any character.
    private func wrap(_ s: String, width: CGFloat, pixelSize: Int, mono: Bool) -> [String] {
        var lines: [String] = []
        for paragraph in s.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                for (i, piece) in Self.pieces(of: word).enumerated() {
                    let candidate = current.isEmpty ? piece : current + (i == 0 ? " " : "") + piece
                    if !current.isEmpty, renderer.measureText(candidate, pixelSize: CGFloat(pixelSize), monospaced: mono).width > width {
                        lines.append(current)
                        current = piece
                    } else {
                        current = candidate
                    }
                }
            }
            lines.append(current)
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    // MARK: Canvas

    /// Everything `drawCanvas` paints: the canvas and its frame, drawn 1
    /// pixel outside it (2, and 3 points wide, while picking), with a pixel
    /// of anti-aliasing.
    private static func canvasFrame(_ layout: WindowLayout) -> CGRect {
        let outset = 3 + (3 * layout.uiScale).rounded(.up)
        return layout.canvasRect.insetBy(dx: -outset, dy: -outset)
    }

    private func drawCanvas(_ model: WindowModel, _ layout: WindowLayout) {
        let rect = layout.canvasRect
        if let scene = model.scene {
            renderer.draw(scene, overlays: model.overlays, viewport: layout.viewport, area: rect)
            drawScrollBars(layout)
            if let fingers = model.pinchFingers { drawPinch(fingers, layout) }
        } else {
            renderer.fillRect(rect, RGBA(0, 0, 0))
            let msg = wrap(model.strings.canvasDoesNotLoad,
                           width: rect.width - 2 * layout.padding, pixelSize: layout.fontPixelSize, mono: false)
            for (i, s) in msg.enumerated() {
                line(s, rect.minX + layout.padding, rect.minY + layout.padding + CGFloat(i) * layout.lineHeight, Colors.error,
                     layout, width: rect.width - 2 * layout.padding, mono: false, clip: rect)
            }
        }
        let frame = rect.insetBy(dx: -1, dy: -1)
        if model.isPicking {
            renderer.strokeRect(frame.insetBy(dx: -1, dy: -1), width: 3 * layout.uiScale, Colors.pick)
            let label = model.strings.pickBanner
            let size = renderer.measureText(label, pixelSize: CGFloat(layout.fontPixelSize), monospaced: true)
            let r = CGRect(x: rect.minX, y: rect.maxY - size.height, width: min(size.width, rect.width), height: size.height)
            renderer.fillRect(r, Colors.pick)
            renderer.drawText(label, at: r.origin, pixelSize: CGFloat(layout.fontPixelSize), RGBA(0, 0, 0), monospaced: true, clip: rect)
        } else {
            renderer.strokeRect(frame, width: 1, Colors.chip)
        }
    }

    // MARK: Tree

    private func drawTree(_ model: WindowModel, _ layout: WindowLayout) {
        let panel = layout.treePanel
        guard panel.width > 8, panel.height > 8 else { return }
        renderer.fillRect(panel, Colors.panel)
        let pad = layout.padding
        let rows = model.treeRows
        let visible = layout.visibleTreeRows
        let strings = model.strings
        var header = strings.treeHeader(rows.count)
        if rows.count > visible, visible > 0 {
            header += strings.treeScrolled(String(model.treeScroll + 1), String(min(rows.count, model.treeScroll + visible)))
        }
        line(header, panel.minX + pad, layout.treeHeaderRect.minY + 2, Colors.header, layout, width: panel.width - 2 * pad)

        let hit = model.hitView
        let chain = Set((hit?.responderChain ?? []).map(ObjectIdentifier.init))
        var stepOfView: [ObjectIdentifier: (index: Int, step: HitTestTrace.Step)] = [:]
        if let walk = model.walk {
            let shown = walk.steps.prefix(model.stepLimit ?? walk.steps.count)
            for (i, step) in shown.enumerated() {
                guard let view = step.view, stepOfView[ObjectIdentifier(view)] == nil else { continue }
                stepOfView[ObjectIdentifier(view)] = (i + 1, step)
            }
        }
        let indent = CGFloat(layout.fontPixelSize) * 0.62 * 2
        for i in 0..<visible {
            let index = model.treeScroll + i
            guard rows.indices.contains(index) else { break }
            let row = rows[index]
            let r = layout.treeRowRect(i)
            let view = row.view
            let id = ObjectIdentifier(view)
            if view === model.selectedView { renderer.fillRect(r, Colors.selectedRow) }
            var color = Colors.text
            var suffix = ""
            if view === hit {
                color = Colors.hit
                suffix = strings.hitViewMark
            } else if chain.contains(id) {
                color = Colors.chain
                suffix = strings.chainMark
            }
            if view.refuses(.hidden) || view.refuses(.alpha) { color = color.fading(0.55) }
            // The walk column on the right: visit order and verdict.
            var walkWidth: CGFloat = 0
            if let (n, step) = stepOfView[id] {
                let mark = "#\(n) \(step.returnedID == nil ? step.verdict.rawValue : "→ " + step.returnedID!)"
                let w = renderer.measureText(mark, pixelSize: CGFloat(layout.fontPixelSize), monospaced: true).width
                walkWidth = min(w, r.width / 2)
                line(mark, r.maxX - pad - walkWidth, r.minY + 1, step.returnedID == nil ? Colors.pruned : Colors.visited,
                     layout, width: walkWidth + 1)
            }
            let kind = Self.kindName(view)
            let label = view.logName + (kind.isEmpty ? "" : " · \(kind)") + suffix
            let x = r.minX + pad + CGFloat(min(row.depth, 24)) * indent
            line(label, x, r.minY + 1, color, layout, width: r.maxX - pad - walkWidth - pad - x)
        }
        if rows.isEmpty {
            line(strings.noLayoutLoaded, panel.minX + pad, layout.treeRowsRect.minY, Colors.dim, layout, width: panel.width - 2 * pad)
        }
    }

    /// A word cut after each wide (CJK) character: the places a line may break inside it.
    static func pieces(of word: Substring) -> [String] {
        var pieces: [String] = [], run = ""
        for c in word {
            run.append(c)
            if WindowLayout.isWide(c) { pieces.append(run); run = "" }
        }
        if !run.isEmpty { pieces.append(run) }
        return pieces
    }

    /// A short class name for the tree (`button`, `window`); empty for a plain view.
    static func kindName(_ view: UIView) -> String {
        var name = String(describing: type(of: view))
        if name.hasPrefix("UI") { name.removeFirst(2) }
        if name == "View" { return "" }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    // MARK: Chain and selected view

    private func drawDetails(_ model: WindowModel, _ layout: WindowLayout) {
        let area = layout.detailsRect
        let pad = layout.padding
        guard area.height >= layout.lineHeight, area.width > 2 * pad else { return }
        renderer.fillRect(CGRect(x: area.minX, y: area.minY, width: area.width, height: 1), Colors.chip)
        var y = area.minY + pad / 2
        let x = area.minX + pad, width = area.width - 2 * pad
        let px = layout.fontPixelSize
        let bottom = area.maxY
        let strings = model.strings
        func emit(_ s: String, _ color: RGBA, at dx: CGFloat = 0) {
            guard y + layout.lineHeight <= bottom + 0.5 else { return }
            line(s, x + dx, y, color, layout, width: width - dx)
            y += layout.lineHeight
        }
        if let hit = model.hitView {
            emit(strings.chainFromHitView, Colors.header)
            let chain = hit.responderChain.map(\.logName).joined(separator: " → ")
            for s in wrap(chain, width: width, pixelSize: px, mono: true).prefix(3) { emit(s, Colors.chain) }
        } else if model.walk != nil {
            emit(strings.chainHeader, Colors.header)
            emit(model.stepLimit != nil ? strings.chainWhileStepping : strings.noViewTookTouch, Colors.dim)
        } else {
            emit(strings.chainHeader, Colors.header)
            emit(strings.touchToSeeChain, Colors.dim)
        }
        y += layout.lineHeight / 3
        guard let selected = model.selectedView else {
            emit(strings.selectedHeader, Colors.header)
            emit(strings.selectedNone, Colors.dim)
            return
        }
        emit(strings.selectedNamed(selected.logName), Colors.header)
        let labelWidth = CGFloat(16) * CGFloat(px) * 0.62
        for p in model.selectedProperties {
            guard y + layout.lineHeight <= bottom + 0.5 else { break }
            let key = p.key.map { "[\($0)] " } ?? "    "
            line(key, x, y, Colors.key, layout, width: width)
            line(p.label, x + CGFloat(4) * CGFloat(px) * 0.62, y, Colors.dim, layout, width: labelWidth)
            line(p.value, x + labelWidth, y, Colors.text, layout, width: width - labelWidth)
            y += layout.lineHeight
        }
    }

    // MARK: Notes, diagnostics, legend, log

    /// Whether the notes panel has room to be drawn at all.
    private static func notesFit(_ layout: WindowLayout) -> Bool {
        layout.notesPanel.width > 2 * layout.padding + 8 && layout.notesPanel.height > layout.lineHeight
    }

    /// The notes panel above the event log (`drawLog` draws the rest).
    private func drawNotes(_ model: WindowModel, _ layout: WindowLayout) {
        let panel = layout.notesPanel
        let pad = layout.padding
        // (Two fills for the panel, this one and the log's: its rectangles
        // are whole pixels, so they give the pixels of one.)
        renderer.fillRect(layout.notesAboveLog, Colors.panel)
        let x = panel.minX + pad, width = panel.width - 2 * pad
        var y = panel.minY + pad / 2
        let px = layout.fontPixelSize
        let u = layout.uiScale
        let source = model.source
        // The notes stop above the event log, which has the lower half.
        let bottom = layout.logRect.minY
        func fits(_ y: CGFloat) -> Bool { y + layout.lineHeight <= bottom }

        let titleSize = max(8, Int((16 * u).rounded()))
        let title = model.document.map { $0.title.isEmpty ? $0.name : $0.title } ?? (source.path as NSString).lastPathComponent
        line(title, x, y, Colors.text, layout, width: width, mono: false, size: titleSize)
        y += (22 * u).rounded()
        let place = source.count > 1 ? "\(source.position + 1)/\(source.count)  " : ""
        line(place + source.path, x, y, Colors.dim, layout, width: width)
        y += layout.lineHeight

        if let description = model.document?.description, !description.isEmpty {
            y += layout.lineHeight / 3
            let lines = wrap(Self.reflow(description), width: width, pixelSize: px, mono: false)
            let maxLines = 8
            for (i, s) in lines.prefix(maxLines).enumerated() where fits(y) {
                line(i == maxLines - 1 && lines.count > maxLines ? s + " …" : s, x, y, Colors.header, layout, width: width, mono: false)
                y += layout.lineHeight
            }
        }

        let diagnostics = model.diagnostics
        if !diagnostics.isEmpty {
            y += layout.lineHeight / 3
            if fits(y) {
                line(model.document == nil ? model.strings.panelDoesNotLoad : model.strings.panelDoesNotLoadShowingLast,
                     x, y, Colors.error, layout, width: width)
            }
            y += layout.lineHeight
            var count = 0
            outer: for d in diagnostics {
                for s in wrap(d, width: width, pixelSize: px, mono: true) {
                    guard fits(y) else { break outer }
                    if count == 10 { line(model.strings.checkListsAll, x, y, Colors.error, layout, width: width); y += layout.lineHeight; break outer }
                    line(s, x, y, Colors.error, layout, width: width)
                    y += layout.lineHeight
                    count += 1
                }
            }
        }

        if let scene = model.scene, !model.overlays.isEmpty {
            y += layout.lineHeight / 3
            let room = bottom - y
            let height = min(renderer.infoStripHeight(scene, overlays: model.overlays, width: panel.width, scale: u, language: model.language),
                             max(0, room))
            if height > 0 {
                renderer.drawInfoStrip(scene, overlays: model.overlays, in: CGRect(x: panel.minX, y: y, width: panel.width, height: height), scale: u,
                                       language: model.language)
            }
        }
    }

    /// YAML block text as paragraphs: single line breaks become spaces,
    /// blank lines separate paragraphs.
    static func reflow(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
            .components(separatedBy: "\n\n")
            .map { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
            .joined(separator: "\n")
    }
}
