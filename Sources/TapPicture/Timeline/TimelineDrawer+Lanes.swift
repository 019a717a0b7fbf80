import Foundation

extension TimelineDrawer {
    /// The whole diagram, on white.
    func draw(_ pen: DiagramPen) {
        pen.fill(.rect(CGRect(origin: .zero, size: size)), DiagramColors.paper)
        pen.text(title, at: CGPoint(x: Self.margin, y: Self.margin), size: 17, DiagramColors.ink, width: size.width - 2 * Self.margin)
        for (i, box) in boxes.enumerated() { drawLaneBackground(box, shaded: i % 2 == 0, pen) }
        drawBreaks(pen)
        for box in boxes { drawSpans(on: box, pen) }
        for link in diagram.links { drawLink(link, pen) }
        for mark in diagram.marks { if let box = box(mark.lane) { drawMark(mark, y: box.line, pen) } }
        for box in boxes { drawLabels(box, pen) }
        drawAxis(pen)
        drawLegend(pen)
    }

    private func drawLaneBackground(_ box: LaneBox, shaded: Bool, _ pen: DiagramPen) {
        let rect = CGRect(x: Self.margin, y: box.top, width: size.width - 2 * Self.margin, height: box.bottom - box.top)
        if shaded { pen.fill(.rect(rect), DiagramColors.laneShade) }
        pen.stroke(.line(CGPoint(x: axis.start, y: box.line), CGPoint(x: axis.end, y: box.line)), width: 1, DiagramColors.rule)
        let name = Self.laneName(box.lane, language, names: names, in: diagram), kind = Self.kindWord(box.lane, in: diagram).text(language)
        if box.bottom - box.top < 30 {
            pen.text(name, at: CGPoint(x: Self.margin + 8, y: box.line - 13), size: 11, DiagramColors.ink)
            pen.text(kind, at: CGPoint(x: Self.margin + 8, y: box.line + 1), size: 9, DiagramColors.quiet)
            return
        }
        pen.text(name, at: CGPoint(x: Self.margin + 8, y: box.line - 17), size: 13, DiagramColors.ink)
        if box.lane.kind != .finger {
            pen.text(kind, at: CGPoint(x: Self.margin + 8, y: box.line + 1), size: 10, DiagramColors.quiet)
        }
    }

    /// Runs, recognizer bands and held deliveries under the marks.
    private func drawSpans(on box: LaneBox, _ pen: DiagramPen) {
        let y = box.line
        for band in diagram.bands where band.lane == box.lane {
            let rect = span(band.from, band.to, y: y, height: 10)
            pen.fill(.rect(rect), band.state == .possible ? DiagramColors.possible : DiagramColors.active)
        }
        for run in diagram.runs where run.lane == box.lane {
            switch run.style {
            case .contact: pen.fill(.rect(span(run.from, run.to, y: y, height: 6)), DiagramColors.contact)
            case .moved: pen.fill(.rect(span(run.from, run.to, y: y, height: 3)), DiagramColors.moved)
            case .scroll: pen.fill(.rect(span(run.from, run.to, y: y + 7, height: 4)), DiagramColors.scroll)
            }
        }
        for held in diagram.held where held.lane == box.lane {
            let rect = span(held.from, held.to, y: y, height: 16, minimum: 12)
            pen.fill(.rect(rect), DiagramColors.heldLight)
            pen.hatch(rect, (DiagramColors.heldLight, DiagramColors.held))
            pen.stroke(.rect(rect), width: 1.5, held.outcome == .released ? DiagramColors.held : DiagramColors.cancelled)
        }
    }

    /// A rectangle from one moment to another around the line at `y`.
    func span(_ from: Moment, _ to: Moment, y: CGFloat, height: CGFloat, minimum: CGFloat = 3) -> CGRect {
        let x0 = axis.x(from), x1 = max(axis.x(to), x0 + minimum)
        return CGRect(x: x0, y: y - height / 2, width: x1 - x0, height: height)
    }

    private func drawLink(_ link: TimelineDiagram.Link, _ pen: DiagramPen) {
        guard let from = box(link.from), let to = box(link.to) else { return }
        let down = to.line > from.line
        let a = CGPoint(x: axis.x(link.fromAt), y: from.line + (down ? 7 : -7))
        let b = CGPoint(x: axis.x(link.toAt), y: to.line + (down ? -9 : 9))
        let waits = link.style == .waitsFor
        pen.arrow(from: a, to: b, width: 1.8, waits ? DiagramColors.wait : DiagramColors.cancelled,
                  dash: waits ? Dash(on: 5, off: 3) : nil)
    }

    func drawMark(_ mark: TimelineDiagram.Mark, y: CGFloat, x: CGFloat? = nil, _ pen: DiagramPen) {
        let x = x ?? axis.x(mark.at), c = CGPoint(x: x, y: y), color = Self.color(mark.style)
        switch mark.style {
        case .began, .state, .fingerDown:
            pen.fill(.circle(center: c, radius: 5.5), color)
        case .fingerUp:
            pen.fill(.circle(center: c, radius: 5.5), DiagramColors.paper)
            pen.stroke(.circle(center: c, radius: 5), width: 2, color)
        case .ended:
            pen.fill(.rect(CGRect(x: x - 5, y: y - 5, width: 10, height: 10)), color)
        case .cancelled:
            pen.stroke(.line(CGPoint(x: x - 5, y: y - 5), CGPoint(x: x + 5, y: y + 5)), width: 2.6, color)
            pen.stroke(.line(CGPoint(x: x - 5, y: y + 5), CGPoint(x: x + 5, y: y - 5)), width: 2.6, color)
        case .action:
            pen.fill(.polygon([CGPoint(x: x, y: y - 7), CGPoint(x: x + 6, y: y), CGPoint(x: x, y: y + 7), CGPoint(x: x - 6, y: y)],
                              closed: true), color)
        case .control:
            pen.fill(.polygon([CGPoint(x: x - 5, y: y + 5), CGPoint(x: x + 5, y: y + 5), CGPoint(x: x, y: y - 6)], closed: true), color)
        case .list:
            pen.stroke(.rect(CGRect(x: x - 5, y: y - 5, width: 10, height: 10)), width: 2, color)
        case .scroll, .note:
            pen.stroke(.line(CGPoint(x: x, y: y - 6), CGPoint(x: x, y: y + 6)), width: 1.5, color)
        }
    }

    private func drawLabels(_ box: LaneBox, _ pen: DiagramPen) {
        for label in box.labels.labels {
            let top = label.row == 0 ? box.line - 10 - Self.rowHeight + 1 : box.line + 8 + CGFloat(label.row - 1) * Self.rowHeight
            pen.fill(.rect(CGRect(x: label.x - 1, y: top, width: label.width + 2, height: Self.rowHeight - 2)), DiagramColors.labelBackground)
            pen.text(label.text, at: CGPoint(x: label.x, y: top), size: Self.labelSize, label.color)
        }
    }
}
