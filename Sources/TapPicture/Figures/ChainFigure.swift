import Foundation
import TapExplain
import TapKit

/// `figure chain`: the hit view's responder chain as a row of boxes named
/// by class (view → view controller → superview … → window → application
/// → app delegate), view controllers and windows in their own colours,
/// joined by `next` arrows; over it, what the touch actually reached —
/// each responder's `touches*` methods from the log — drawn thick where
/// the touch was passed on, and stopping where a responder (a control)
/// did not forward it.
struct ChainFigure: FigureDrawing {
    static let margin: CGFloat = 24, titleHeight: CGFloat = 46, maxRowWidth: CGFloat = 1100

    let facts: FigureFacts
    let language: Language
    let text: TextMeasurer
    let zoom: CGFloat
    var gap: CGFloat { 54 * zoom }
    private(set) var boxes: [CGRect] = []
    /// Room under a box for the most methods any responder received, one a line.
    private var receivedHeight: CGFloat = 0
    private(set) var size: CGSize = .zero

    init(_ facts: FigureFacts, language: Language, zoom: CGFloat = 1, text: TextMeasurer) {
        self.facts = facts
        self.language = language
        self.text = text
        self.zoom = zoom
        var x = Self.margin, y = Self.margin + Self.titleHeight * zoom
        let height = 3 * text.lineHeight(size: 12 * zoom) + 16
        let lines = facts.chain.map { Self.receivedLines($0, language) }
        receivedHeight = CGFloat(lines.map(\.count).max() ?? 1) * text.lineHeight(size: 10 * zoom) + 10
        var right: CGFloat = 0
        for (link, received) in zip(facts.chain, lines) {
            // As wide as its names, and as the longest method it received written under it.
            let names = [link.className, link.name, Self.kindWord(link.kind).text(language)].map { text.measure($0, size: 13 * zoom).width + 24 }
            let width = max(names.max() ?? 60, received.map { text.measure($0, size: 10 * zoom).width + 4 }.max() ?? 0, 104)
            if x > Self.margin, x + width > Self.maxRowWidth {
                x = Self.margin
                y += height + receivedHeight + 40 * zoom
            }
            boxes.append(CGRect(x: x, y: y, width: width, height: height))
            right = max(right, x + width)
            x += width + gap
        }
        let title = text.measure(FigureWord.chainTitle.text(language) + (facts.title.isEmpty ? "" : " — " + facts.title), size: 18 * zoom).width + 2 * Self.margin
        size = CGSize(width: max(right + Self.margin, title, 420), height: (boxes.last?.maxY ?? y) + receivedHeight + 40 * zoom)
    }

    /// The `touches*` methods a responder received, in order, a run of one
    /// written once with its count (`touchesMoved ×12`, as the timeline
    /// folds them); "none" when it received nothing.
    static func receivedLines(_ link: FigureFacts.Link, _ language: Language) -> [String] {
        guard !link.received.isEmpty else { return [FigureWord.noTouches.text(language)] }
        return link.received.runs().map { "touches" + $0.element.rawValue + ($0.count > 1 ? " ×\($0.count)" : "") }
    }

    static func kindWord(_ kind: FigureFacts.Link.Kind) -> FigureWord {
        switch kind {
        case .view: .hitView
        case .viewController: .viewController
        case .window: .window
        case .application: .application
        case .appDelegate: .appDelegate
        }
    }

    private func color(_ kind: FigureFacts.Link.Kind) -> RGBA {
        switch kind {
        case .view: DiagramColors.ended
        case .viewController: DiagramColors.action
        case .window: DiagramColors.scroll
        case .application, .appDelegate: DiagramColors.contact
        }
    }

    func draw(_ pen: DiagramPen) {
        pen.text(FigureWord.chainTitle.text(language) + (facts.title.isEmpty ? "" : " — " + facts.title),
                 at: CGPoint(x: Self.margin, y: Self.margin), size: 18 * zoom, DiagramColors.ink)
        for (i, link) in facts.chain.enumerated() {
            let rect = boxes[i]
            if i + 1 < facts.chain.count {
                let next = boxes[i + 1]
                let passed = !link.received.isEmpty && !facts.chain[i + 1].received.isEmpty
                let color = passed ? DiagramColors.began : DiagramColors.rule
                if next.minY == rect.minY {
                    pen.arrow(from: CGPoint(x: rect.maxX, y: rect.midY), to: CGPoint(x: next.minX, y: next.midY), width: passed ? 3 : 1.4, color)
                    pen.text(FigureWord.nextArrow.text(language), at: CGPoint(x: rect.maxX + 8, y: rect.midY - 18 * zoom), size: 11 * zoom, DiagramColors.quiet)
                } else {
                    // Out of the box's side, then down past the methods written under it.
                    let turn = rect.maxY + receivedHeight + 16 * zoom, side = rect.maxX + 10
                    pen.stroke(.polygon([CGPoint(x: rect.maxX, y: rect.midY), CGPoint(x: side, y: rect.midY), CGPoint(x: side, y: turn),
                                         CGPoint(x: next.midX, y: turn)], closed: false), width: passed ? 3 : 1.4, color)
                    pen.arrow(from: CGPoint(x: next.midX, y: turn), to: CGPoint(x: next.midX, y: next.minY), width: passed ? 3 : 1.4, color)
                }
            }
            let kindColor = color(link.kind)
            pen.box(rect, fill: DiagramColors.laneShade, line: kindColor, width: link.received.isEmpty ? 1.2 : 2.5)
            let kind = link.kind == .view && i > 0 ? "" : Self.kindWord(link.kind).text(language)
            var lines = [link.className]
            if link.name != link.className { lines.append(link.name) }
            if !kind.isEmpty, !lines.contains(kind) { lines.append(kind) }
            pen.centred(lines, in: rect, size: 12 * zoom, DiagramColors.ink, text: text)
            for (k, line) in Self.receivedLines(link, language).enumerated() {
                pen.text(line, at: CGPoint(x: rect.minX, y: rect.maxY + 6 + CGFloat(k) * text.lineHeight(size: 10 * zoom)), size: 10 * zoom,
                         link.received.isEmpty ? DiagramColors.quiet : DiagramColors.began, width: rect.width)
            }
        }
    }
}
