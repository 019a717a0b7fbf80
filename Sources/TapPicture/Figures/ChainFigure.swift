import Foundation
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
    private(set) var size: CGSize = .zero

    init(_ facts: FigureFacts, language: Language, zoom: CGFloat = 1, text: TextMeasurer) {
        self.facts = facts
        self.language = language
        self.text = text
        self.zoom = zoom
        var x = Self.margin, y = Self.margin + Self.titleHeight * zoom
        let height = 3 * text.lineHeight(size: 12 * zoom) + 16
        var right: CGFloat = 0
        for link in facts.chain {
            let width = max([link.className, link.name, Self.kindWord(link.kind).text(language)]
                .map { text.measure($0, size: 13 * zoom).width }.max() ?? 60, 80) + 24
            if x > Self.margin, x + width > Self.maxRowWidth {
                x = Self.margin
                y += height + 80 * zoom
            }
            boxes.append(CGRect(x: x, y: y, width: width, height: height))
            right = max(right, x + width)
            x += width + gap
        }
        let title = text.measure(FigureWord.chainTitle.text(language) + (facts.title.isEmpty ? "" : " — " + facts.title), size: 18 * zoom).width + 2 * Self.margin
        size = CGSize(width: max(right + Self.margin, title, 420), height: (boxes.last?.maxY ?? y) + 90 * zoom)
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
        case .view: TimelineColors.ended
        case .viewController: TimelineColors.action
        case .window: TimelineColors.scroll
        case .application, .appDelegate: TimelineColors.contact
        }
    }

    func draw(_ pen: TimelinePen) {
        pen.text(FigureWord.chainTitle.text(language) + (facts.title.isEmpty ? "" : " — " + facts.title),
                 at: CGPoint(x: Self.margin, y: Self.margin), size: 18 * zoom, TimelineColors.ink)
        for (i, link) in facts.chain.enumerated() {
            let rect = boxes[i]
            if i + 1 < facts.chain.count {
                let next = boxes[i + 1]
                let passed = !link.received.isEmpty && !facts.chain[i + 1].received.isEmpty
                let color = passed ? TimelineColors.began : TimelineColors.rule
                if next.minY == rect.minY {
                    pen.arrow(from: CGPoint(x: rect.maxX, y: rect.midY), to: CGPoint(x: next.minX, y: next.midY), width: passed ? 3 : 1.4, color)
                    pen.text(FigureWord.nextArrow.text(language), at: CGPoint(x: rect.maxX + 8, y: rect.midY - 18 * zoom), size: 11 * zoom, TimelineColors.quiet)
                } else {
                    let turn = rect.maxY + 40 * zoom
                    pen.stroke(.polygon([CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.midX, y: turn),
                                         CGPoint(x: next.midX, y: turn)], closed: false), width: passed ? 3 : 1.4, color)
                    pen.arrow(from: CGPoint(x: next.midX, y: turn), to: CGPoint(x: next.midX, y: next.minY), width: passed ? 3 : 1.4, color)
                }
            }
            let kindColor = color(link.kind)
            pen.box(rect, fill: TimelineColors.laneShade, line: kindColor, width: link.received.isEmpty ? 1.2 : 2.5)
            let kind = link.kind == .view && i > 0 ? "" : Self.kindWord(link.kind).text(language)
            var lines = [link.className]
            if link.name != link.className { lines.append(link.name) }
            if !kind.isEmpty, !lines.contains(kind) { lines.append(kind) }
            pen.centred(lines, in: rect, size: 12 * zoom, TimelineColors.ink, text: text)
            let received = link.received.isEmpty ? FigureWord.noTouches.text(language)
                : link.received.map { "touches" + $0.rawValue }.joined(separator: ", ")
            pen.text(received, at: CGPoint(x: rect.minX, y: rect.maxY + 6), size: 10 * zoom,
                     link.received.isEmpty ? TimelineColors.quiet : TimelineColors.began, width: rect.width + gap - 8)
        }
    }
}
