import Foundation
import TapKit

extension TimelineDrawer {
    var lanesBottom: CGFloat { boxes.last?.bottom ?? Self.margin + Self.titleHeight }

    /// Quiet stretches cut short: a light band through every lane.
    func drawBreaks(_ pen: DiagramPen) {
        let top = boxes.first?.top ?? lanesBottom
        for cut in axis.breaks {
            let rect = CGRect(x: cut.x + 4, y: top, width: TimelineAxis.breakWidth - 8, height: lanesBottom + 14 - top)
            pen.fill(.rect(rect), DiagramColors.paper)
            pen.stroke(.line(CGPoint(x: rect.minX, y: top), CGPoint(x: rect.minX, y: rect.maxY)), width: 1, DiagramColors.rule, dash: Dash(on: 3, off: 3))
            pen.stroke(.line(CGPoint(x: rect.maxX, y: top), CGPoint(x: rect.maxX, y: rect.maxY)), width: 1, DiagramColors.rule, dash: Dash(on: 3, off: 3))
        }
    }

    /// The time axis under the lanes: ticks in virtual seconds, and each break's length.
    func drawAxis(_ pen: DiagramPen) {
        let y = lanesBottom + 14
        pen.text(TimelineWord.seconds.text(language), at: CGPoint(x: Self.margin + 8, y: y + 4), size: 11, DiagramColors.quiet)
        var pieces: [(CGFloat, CGFloat)] = []
        var x = axis.start
        for cut in axis.breaks {
            pieces.append((x, cut.x))
            x = cut.x + TimelineAxis.breakWidth
            let seconds = formatNumber(CGFloat(cut.to - cut.from + 2 * TimelineAxis.breakMargin)) + " s"
            pen.stroke(.polygon([CGPoint(x: cut.x, y: y), CGPoint(x: cut.x + 12, y: y - 5), CGPoint(x: cut.x + 23, y: y + 5),
                                 CGPoint(x: cut.x + 34, y: y - 5), CGPoint(x: cut.x + 46, y: y)], closed: false), width: 1.2, DiagramColors.quiet)
            pen.text("≈" + seconds, at: CGPoint(x: cut.x - 10, y: y + 8), size: 10, DiagramColors.quiet,
                     width: TimelineAxis.breakWidth + 20, centered: true)
        }
        pieces.append((x, axis.end))
        for (a, b) in pieces { pen.stroke(.line(CGPoint(x: a, y: y), CGPoint(x: b, y: y)), width: 1.2, DiagramColors.ink) }
        for t in axis.ticks().times {
            let tx = axis.x(t)
            pen.stroke(.line(CGPoint(x: tx, y: y), CGPoint(x: tx, y: y + 5)), width: 1, DiagramColors.ink)
            pen.text(formatNumber(CGFloat(t)), at: CGPoint(x: tx - 20, y: y + 7), size: 10, DiagramColors.ink, width: 40, centered: true)
        }
    }

    /// One legend entry: its swatch is drawn by `draw` in a 22×14 box.
    struct LegendEntry {
        var words: String
        var draw: (DiagramPen, CGRect) -> Void
    }

    var legend: [LegendEntry] {
        let mark = { (style: TimelineDiagram.Mark.Style) in { (pen: DiagramPen, r: CGRect) in
            self.drawMark(TimelineDiagram.Mark(lane: TimelineLane(finger: 0), at: Moment(t: 0, order: 0), style: style, label: nil),
                          y: r.midY, x: r.midX, pen)
        } }
        let bar = { (color: RGBA, height: CGFloat) in { (pen: DiagramPen, r: CGRect) in
            pen.fill(.rect(CGRect(x: r.minX, y: r.midY - height / 2, width: r.width, height: height)), color)
        } }
        let d = diagram
        let entries: [(Bool, LegendEntry)] = [
            (d.runs.contains { $0.style == .contact }, LegendEntry(words: TimelineWord.onGlass.text(language), draw: bar(DiagramColors.contact, 6))),
            (d.marks.contains { $0.style == .began || $0.style == .state }, LegendEntry(words: "touchesBegan", draw: mark(.began))),
            (d.runs.contains { $0.style == .moved }, LegendEntry(words: TimelineWord.moved.text(language), draw: bar(DiagramColors.moved, 3))),
            (d.runs.contains { $0.style == .scroll }, LegendEntry(words: TimelineWord.scrolled.text(language), draw: bar(DiagramColors.scroll, 4))),
            (d.marks.contains { $0.style == .ended }, LegendEntry(words: "touchesEnded", draw: mark(.ended))),
            (d.marks.contains { $0.style == .cancelled }, LegendEntry(words: TimelineWord.cancelledOrFailed.text(language), draw: mark(.cancelled))),
            (!d.held.isEmpty, LegendEntry(words: TimelineWord.held.text(language)) { pen, r in
                pen.fill(.rect(r), DiagramColors.heldLight)
                pen.hatch(r, (DiagramColors.heldLight, DiagramColors.held))
            }),
            (d.bands.contains { $0.state == .possible }, LegendEntry(words: TimelineWord.possible.text(language), draw: bar(DiagramColors.possible, 10))),
            (d.bands.contains { $0.state == .active }, LegendEntry(words: TimelineWord.active.text(language), draw: bar(DiagramColors.active, 10))),
            (d.marks.contains { $0.style == .action }, LegendEntry(words: TimelineWord.action.text(language), draw: mark(.action))),
            (d.marks.contains { $0.style == .control }, LegendEntry(words: "control", draw: mark(.control))),
            (d.marks.contains { $0.style == .list }, LegendEntry(words: "highlight / select", draw: mark(.list))),
            (d.links.contains { $0.style == .waitsFor }, LegendEntry(words: "require(toFail:) — " + TimelineWord.waitsFor.text(language)) { pen, r in
                pen.arrow(from: CGPoint(x: r.minX, y: r.midY), to: CGPoint(x: r.maxX, y: r.midY), width: 1.8, DiagramColors.wait,
                          dash: Dash(on: 5, off: 3))
            }),
            (d.links.contains { $0.style == .cancels }, LegendEntry(words: "cancelsTouchesInView — " + TimelineWord.cancels.text(language)) { pen, r in
                pen.arrow(from: CGPoint(x: r.minX, y: r.midY), to: CGPoint(x: r.maxX, y: r.midY), width: 1.8, DiagramColors.cancelled)
            }),
        ]
        return entries.filter(\.0).map(\.1)
    }

    /// Legend entries in rows across `width`, from `origin`; returns each entry's box.
    func legendPlaces(width: CGFloat, origin: CGPoint) -> [CGRect] {
        var x = origin.x, y = origin.y, boxes: [CGRect] = []
        for entry in legend {
            let w = 28 + text.measure(entry.words, size: 11).width + 18
            if x + w > origin.x + width, x > origin.x { x = origin.x; y += 20 }
            boxes.append(CGRect(x: x, y: y, width: w, height: 16))
            x += w
        }
        return boxes
    }

    func legendHeight(width: CGFloat) -> CGFloat {
        (legendPlaces(width: width, origin: .zero).last?.maxY ?? 0) + 4
    }

    func drawLegend(_ pen: DiagramPen) {
        let origin = CGPoint(x: Self.margin + 8, y: lanesBottom + 50)
        for (entry, r) in zip(legend, legendPlaces(width: size.width - 2 * Self.margin - 8, origin: origin)) {
            entry.draw(pen, CGRect(x: r.minX, y: r.minY + 1, width: 22, height: 14))
            pen.text(entry.words, at: CGPoint(x: r.minX + 28, y: r.minY), size: 11, DiagramColors.ink)
        }
    }
}
