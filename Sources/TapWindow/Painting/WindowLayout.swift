import Foundation
import TapPicture

/// Where everything goes in the window, in window pixels: the device canvas
/// at the top left, the inspector to its right (two columns when there is
/// room, stacked otherwise), the status line and help chips along the bottom.
///
/// Pure arithmetic on the window's size, its HiDPI factor and the layout's
/// screen size (no fonts, no SDL), so the model can hit-test clicks on tree
/// rows and chips headlessly and a test can predict where the canvas is.
/// Inspector text is monospaced, which makes its width predictable from the
/// number of characters.
public struct WindowLayout: Equatable {
    /// How large the canvas is drawn (SPEC 13: `+`, `-`, `0`).
    public enum CanvasZoom: Equatable, Sendable {
        /// The largest whole number of points per screen point that fits, at least one (scrolling past that).
        case automatic
        /// As large as fits, fractions allowed: a phone fits a 900-pixel window.
        case fit
        /// This many window points per screen point, from the fit's (or 1) up to 4.
        case points(CGFloat)
    }

    /// The most the canvas zooms: four window points per screen point.
    public static let maxZoom: CGFloat = 4

    /// The whole window.
    public var bounds: CGRect
    /// Window pixels per point (2 on a Retina display).
    public var uiScale: CGFloat
    public var padding: CGFloat
    /// Inspector text size and line pitch, in pixels.
    public var fontPixelSize: Int
    public var lineHeight: CGFloat
    /// The device canvas: where the layout's screen is drawn and how large.
    /// Its scale is a whole number of window points per screen point, never
    /// less than one: a window too small for the screen scrolls it.
    public var viewport: Viewport
    /// The part of the window the canvas shows (clicks here are touches).
    public var canvasRect: CGRect
    /// The whole screen in window pixels, at the current scroll: partly
    /// outside `canvasRect` when the canvas scrolls.
    public var screenRect: CGRect
    /// How far the screen is scrolled, in pixels, and how far it can be.
    public var canvasScroll: CGPoint
    public var maxCanvasScroll: CGPoint
    /// The canvas is too small for the screen: scroll bars show where it is.
    public var canvasScrolls: Bool { maxCanvasScroll != .zero }
    /// The bottom bar: a status line, then the chips.
    public var helpRect: CGRect
    public var statusRect: CGRect
    public var chips: [HelpChip]
    /// The inspector's first column: the view tree on top, then the
    /// responder chain and the selected view's properties.
    public var treePanel: CGRect
    public var treeHeaderRect: CGRect
    public var treeRowsRect: CGRect
    public var detailsRect: CGRect
    /// The second column: title, description, diagnostics, legend, event log.
    public var notesPanel: CGRect
    /// The event log's part of the notes panel (its lower half): a header
    /// line, then the lines. The wheel over it scrolls the log back.
    public var logRect: CGRect
    /// The notes panel above the event log.
    var notesAboveLog: CGRect {
        CGRect(x: notesPanel.minX, y: notesPanel.minY, width: notesPanel.width, height: max(0, logRect.minY - notesPanel.minY))
    }

    /// How many log lines fit under the log's header.
    public var visibleLogLines: Int {
        guard lineHeight > 0 else { return 0 }
        return max(0, Int(((logRect.height - lineHeight - padding / 2) / lineHeight).rounded(.down)))
    }

    /// How many tree rows fit.
    public var visibleTreeRows: Int {
        guard lineHeight > 0, treeRowsRect.height > 0 else { return 0 }
        return Int((treeRowsRect.height / lineHeight).rounded(.down))
    }

    /// The rectangle of visible tree row `i` (0 = the first row shown).
    public func treeRowRect(_ i: Int) -> CGRect {
        CGRect(x: treeRowsRect.minX, y: treeRowsRect.minY + CGFloat(i) * lineHeight, width: treeRowsRect.width, height: lineHeight)
    }

    /// Which visible tree row a pixel is on, if any.
    public func treeRow(at p: CGPoint) -> Int? {
        guard treeRowsRect.contains(p), lineHeight > 0 else { return nil }
        let i = Int(((p.y - treeRowsRect.minY) / lineHeight).rounded(.down))
        return i < visibleTreeRows ? i : nil
    }

    /// The chip a pixel is on, if any.
    public func chip(at p: CGPoint) -> HelpChip? { chips.first { $0.rect.contains(p) } }

    /// Lines the details area (chain and properties) asks for; it never
    /// takes more than half of its column, so the tree always shows.
    public static let detailLines = 14
    /// The canvas never takes more than this share of the window's width.
    public static let maxCanvasShare: CGFloat = 0.5
    /// Presenting, the canvas may take this much of the window's width.
    public static let presentingCanvasShare: CGFloat = 0.72
    /// The tree's share of the inspector's width when it has two columns.
    public static let treeColumnShare: CGFloat = 0.42
    /// Below this inspector width (in points) the two columns are stacked.
    public static let twoColumnWidth: CGFloat = 600

    /// An estimate of the width of monospaced inspector text, generous
    /// enough that DejaVu Sans Mono (0.602 em per character) always fits;
    /// a Chinese character (a CJK font's 1 em) counts as two.
    static func textWidth(_ text: String, pixelSize: Int) -> CGFloat {
        let columns = text.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
        return (CGFloat(columns) * 0.62 * CGFloat(pixelSize)).rounded(.up)
    }

    /// East Asian wide characters: CJK ideographs and punctuation, kana,
    /// Hangul, full-width forms.
    static func isWide(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v)
    }

    /// The layout for a window `pixelSize` pixels large at `uiScale` pixels
    /// per point, showing a screen of `screenSize` points scrolled by
    /// `canvasScroll` pixels (clamped to what the screen allows).
    ///
    /// `zoom` sizes the canvas; `presenting` (F5) gives it most of the
    /// window, hides the tree and the details, and sets the text at 2×.
    public init(pixelSize: CGSize, uiScale: CGFloat, screenSize: CGSize, chips: [HelpChip] = HelpChip.all,
                canvasScroll: CGPoint = .zero, zoom: CanvasZoom = .automatic, presenting: Bool = false) {
        let w = Self.clean(pixelSize.width), h = Self.clean(pixelSize.height)
        let u = min(max(uiScale.isFinite ? uiScale : 1, 0.5), 8)
        bounds = CGRect(x: 0, y: 0, width: w, height: h)
        self.uiScale = u
        let pad = (8 * u).rounded()
        padding = pad
        let text: CGFloat = presenting ? 2 : 1
        fontPixelSize = max(6, Int((12 * u * text).rounded()))
        let line = (17 * u * text).rounded()
        lineHeight = line

        // Bottom bar: the status line, then chips wrapped over as many rows as needed.
        let chipHeight = line + (4 * u).rounded(), gap = (6 * u).rounded(), inner = (6 * u).rounded()
        var placed: [HelpChip] = []
        var x = pad, row = 0
        let right = max(w - pad, pad + 1)
        // Presenting, the help line keeps only the keys a presenter needs.
        let shownChips = presenting ? chips.filter { [.present, .zoomToFit, .zoom(in: true)].contains($0.action) } : chips
        for var chip in shownChips {
            let width = Self.textWidth(chip.text, pixelSize: fontPixelSize) + 2 * inner
            if x > pad, x + width > right { x = pad; row += 1 }
            chip.rect = CGRect(x: x, y: CGFloat(row) * (chipHeight + gap), width: width, height: chipHeight)
            placed.append(chip)
            x += width + gap
        }
        let rows = CGFloat(row + 1)
        let helpHeight = min(h, pad + line + gap + rows * chipHeight + (rows - 1) * gap + pad)
        helpRect = CGRect(x: 0, y: h - helpHeight, width: w, height: helpHeight)
        statusRect = CGRect(x: pad, y: helpRect.minY + pad, width: max(0, w - 2 * pad), height: line)
        let chipsTop = statusRect.maxY + gap
        self.chips = placed.map { var c = $0; c.rect.origin.y += chipsTop; return c }

        // The canvas, top left, at a whole number of points per screen point
        // and at least one: scrolled when the window is too small for it.
        let areaHeight = max(0, helpRect.minY - 2 * pad)
        let areaWidth = max(0, w * (presenting ? Self.presentingCanvasShare : Self.maxCanvasShare) - 2 * pad)
        var points: CGFloat = 1
        if screenSize.width > 0, screenSize.height > 0 {
            let raw = min(areaHeight / screenSize.height, areaWidth / screenSize.width) / u
            let fit = raw.isFinite && raw > 0 ? min(raw, 64) : 1
            switch zoom {
            case .automatic: points = max(1, fit.rounded(.down))
            case .fit: points = min(fit, Self.maxZoom)
            case let .points(p): points = p.isFinite ? min(max(p, min(fit, 1)), Self.maxZoom) : 1
            }
        }
        let scale = points * u
        let full = CGSize(width: screenSize.width * scale, height: screenSize.height * scale)
        canvasRect = CGRect(x: pad, y: pad, width: min(full.width, areaWidth), height: min(full.height, areaHeight))
        maxCanvasScroll = CGPoint(x: max(0, full.width - canvasRect.width).rounded(.up), y: max(0, full.height - canvasRect.height).rounded(.up))
        let sx = canvasScroll.x.isFinite ? canvasScroll.x : 0, sy = canvasScroll.y.isFinite ? canvasScroll.y : 0
        self.canvasScroll = CGPoint(x: min(max(sx, 0), maxCanvasScroll.x).rounded(), y: min(max(sy, 0), maxCanvasScroll.y).rounded())
        viewport = Viewport(origin: CGPoint(x: pad - self.canvasScroll.x, y: pad - self.canvasScroll.y), scale: scale)
        screenRect = viewport.canvasRect(for: screenSize)

        // The inspector: everything right of the canvas, above the help bar.
        let x0 = (canvasRect.maxX + 2 * pad).rounded()
        let inspectorWidth = max(0, w - x0 - pad)
        let top = pad, bottom = max(pad, helpRect.minY - pad)
        let height = bottom - top
        if presenting {
            // Only the notes column (the legend and the log), at 2×.
            treePanel = CGRect(x: x0, y: top, width: 0, height: 0)
            notesPanel = CGRect(x: x0, y: top, width: inspectorWidth, height: height)
        } else if inspectorWidth >= Self.twoColumnWidth * u {
            // The tree's names are short, the log's chains long: the notes column gets more.
            let column = ((inspectorWidth - 2 * pad) * Self.treeColumnShare).rounded(.down)
            treePanel = CGRect(x: x0, y: top, width: column, height: height)
            notesPanel = CGRect(x: x0 + column + 2 * pad, y: top, width: inspectorWidth - column - 2 * pad, height: height)
        } else {
            let first = (height * 0.55).rounded(.down)
            treePanel = CGRect(x: x0, y: top, width: inspectorWidth, height: first)
            notesPanel = CGRect(x: x0, y: top + first + pad, width: inspectorWidth, height: max(0, height - first - pad))
        }
        treeHeaderRect = CGRect(x: treePanel.minX, y: treePanel.minY, width: treePanel.width, height: min(line, treePanel.height))
        let details = min(CGFloat(Self.detailLines) * line + pad, (max(0, treePanel.height - line) / 2).rounded(.down))
        treeRowsRect = CGRect(x: treePanel.minX, y: treeHeaderRect.maxY, width: treePanel.width,
                              height: max(0, treePanel.height - line - details))
        detailsRect = CGRect(x: treePanel.minX, y: treePanel.maxY - details, width: treePanel.width, height: details)
        let logHeight = ((presenting ? 0.7 : 0.5) * notesPanel.height).rounded(.down)
        logRect = CGRect(x: notesPanel.minX, y: notesPanel.maxY - logHeight, width: notesPanel.width, height: logHeight)
    }

    /// A size from the window system: finite, whole, not negative.
    private static func clean(_ v: CGFloat) -> CGFloat {
        v.isFinite ? min(max(v.rounded(), 0), 1_000_000) : 0
    }
}
