import Foundation
import TapKit
import TapPicture

extension WindowPainter {
    /// The event log in the lower half of the notes panel: chains on one
    /// line, repeats counted, the newest at the bottom unless scrolled back.
    func drawLog(_ model: WindowModel, _ layout: WindowLayout) {
        let area = layout.logRect, pad = layout.padding
        renderer.fillRect(area, Colors.panel)
        guard area.height >= 2 * layout.lineHeight, area.width > 2 * pad + 8 else { return }
        renderer.fillRect(CGRect(x: area.minX, y: area.minY, width: area.width, height: 1), Colors.chip)
        let x = area.minX + pad, width = area.width - 2 * pad
        let strings = model.strings, panel = model.log.panel
        var header = strings.eventLogHeader
        let hidden = LogFilter.allCases.filter { panel.hidden.contains($0) }
        if !hidden.isEmpty { header += strings.logHeaderHiding(hidden.map { strings.title(of: $0) }.joined(separator: ", ")) }
        let visible = layout.visibleLogLines
        let lines = panel.page(visible: visible)
        let back = panel.shownLines.count - lines.endIndex
        if back > 0 { header += strings.logHeaderScrolled(String(back)) }
        line(header, x, area.minY + pad / 2, Colors.header, layout, width: width)
        var y = area.minY + pad / 2 + layout.lineHeight
        if lines.isEmpty {
            line(strings.nothingYet, x, y, Colors.dim, layout, width: width)
            return
        }
        y = area.maxY - pad / 2 - CGFloat(lines.count) * layout.lineHeight
        for entry in lines {
            let full = entry.displayText
            let fits = renderer.measureText(full, pixelSize: CGFloat(layout.fontPixelSize), monospaced: true).width <= width
            line(fits ? full : entry.shortText, x, y, Self.logColor(entry.kind), layout, width: width)
            y += layout.lineHeight
        }
    }

    static func logColor(_ kind: EventRecord.Kind) -> RGBA {
        switch kind {
        case .hitTest: Colors.hit
        case .gesture, .action, .stopsWaiting: RGBA(hex: 0xbf5af2)
        case .control: Colors.chain
        case .highlight, .unhighlight, .select, .deselect: Colors.list
        case .touchesCancelled: Colors.pruned
        default: Colors.text
        }
    }
}
