import Foundation
import TapExplain
import TapKit

/// `figure flow`: the decision `hitTest(_:with:)` makes for each view it
/// asks, drawn once — hidden? alpha < 0.01? interaction off? point outside?
/// then the subviews from last to first — with every visited view's exit
/// marked by its call number and id beside the exit it took. One chart
/// with numbered exits reads better than a chart per view: a walk of a
/// real app asks dozens of views, and the exits are what differ.
///
/// Arrows are orthogonal and never cross a box: the questions stand in
/// one column, each "yes" goes right to its own exit, each "no" down.
struct FlowFigure: FigureDrawing {
    enum Exit: Int, CaseIterable { case hidden, alpha, interaction, outside, subview, selfView, custom }

    static let margin: CGFloat = 24, titleHeight: CGFloat = 46, rowGap: CGFloat = 30

    let facts: FigureFacts
    let language: Language
    let text: TextMeasurer
    let zoom: CGFloat
    var textSize: CGFloat { 13 * zoom }
    /// The questions' column and the exits' boxes, as wide as their words need (at least 300 and 260 points).
    let columnWidth: CGFloat, exitWidth: CGFloat
    /// Each exit's visitors, `N id`, in call order.
    let visitors: [Exit: [String]]
    private(set) var rows: [CGRect] = []
    private(set) var exits: [Exit: CGRect] = [:]
    private(set) var size: CGSize = .zero

    init(_ facts: FigureFacts, language: Language, zoom: CGFloat = 1, text: TextMeasurer) {
        self.facts = facts
        self.language = language
        self.text = text
        self.zoom = zoom
        let questions = (0..<7).flatMap { Self.lines($0, language) }.map { text.measure($0, size: 13 * zoom).width }
        columnWidth = max(300, (questions.max() ?? 0) + 60)
        let exitWords = Exit.allCases.map { text.measure(Self.word($0).text(language), size: 13 * zoom).width }
        exitWidth = max(260, (exitWords.max() ?? 0) + 24)
        var visitors: [Exit: [String]] = [:]
        for node in facts.nodes.sorted(by: { ($0.visit ?? 0) < ($1.visit ?? 0) }) {
            guard let visit = node.visit, let verdict = node.verdict else { continue }
            visitors[Self.exit(verdict), default: []].append("\(visit) \(node.id)")
        }
        self.visitors = visitors
        let lineHeight = text.lineHeight(size: textSize)
        var y = Self.margin + Self.titleHeight * zoom
        let x = Self.margin
        for row in 0..<7 {
            let lines = Self.lines(row, language).count
            let rect = CGRect(x: x, y: y, width: columnWidth, height: CGFloat(lines) * lineHeight + 22)
            rows.append(rect)
            y = rect.maxY + Self.rowGap
        }
        let exitX = x + columnWidth + 90 * zoom
        var bottom = y
        for exit in Exit.allCases where exit != .custom {
            let row = rows[Self.row(of: exit)]
            let listed = Self.wrap(visitors[exit] ?? [], width: exitWidth - 16, size: 11 * zoom, text: text)
            let height = lineHeight + 18 + CGFloat(listed.count) * text.lineHeight(size: 11 * zoom)
            let top = exit == .selfView ? row.maxY + Self.rowGap : row.midY - (lineHeight + 18) / 2
            let rect = CGRect(x: exit == .selfView ? x + (columnWidth - exitWidth) / 2 : exitX, y: top,
                              width: exitWidth, height: height)
            exits[exit] = rect
            bottom = max(bottom, rect.maxY)
        }
        let note = visitors[.custom].map { _ in CGFloat(40) } ?? 0
        let heading = text.measure(FigureWord.flowTitle.text(language) + (facts.title.isEmpty ? "" : " — " + facts.title), size: 18 * zoom).width
        size = CGSize(width: max(exitX + exitWidth + Self.margin, heading + 2 * Self.margin), height: bottom + note * zoom + 70 * zoom)
    }

    static func exit(_ verdict: HitTestTrace.Verdict) -> Exit {
        switch verdict {
        case .hidden: .hidden
        case .alpha: .alpha
        case .interactionDisabled: .interaction
        case .outside: .outside
        case .hitSubview: .subview
        case .hitSelf: .selfView
        case .custom: .custom
        }
    }

    /// The question (or step) row an exit leaves from.
    static func row(of exit: Exit) -> Int {
        switch exit {
        case .hidden: 1
        case .alpha: 2
        case .interaction: 3
        case .outside: 4
        case .subview, .selfView, .custom: 6
        }
    }

    static func lines(_ row: Int, _ language: Language) -> [String] {
        let word: FigureWord = [.start, .hidden, .alpha, .interaction, .inside, .subviews, .subviewFound][row]
        return word.text(language).split(separator: "\n").map(String.init)
    }

    static func word(_ exit: Exit) -> FigureWord {
        switch exit {
        case .hidden, .alpha, .interaction, .outside: .returnNil
        case .subview: .returnSubviews
        case .selfView: .returnSelf
        case .custom: .returns
        }
    }

    /// `items` in lines no wider than `width`, joined by commas.
    static func wrap(_ items: [String], width: CGFloat, size: CGFloat, text: TextMeasurer) -> [String] {
        var lines: [String] = [], line = ""
        for item in items {
            let candidate = line.isEmpty ? item : line + ", " + item
            if !line.isEmpty, text.measure(candidate, size: size).width > width {
                lines.append(line + ",")
                line = item
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    func draw(_ pen: DiagramPen) {
        pen.text(FigureWord.flowTitle.text(language) + (facts.title.isEmpty ? "" : " — " + facts.title),
                 at: CGPoint(x: Self.margin, y: Self.margin), size: 18 * zoom, DiagramColors.ink)
        let reached = reachedRows()
        for (i, rect) in rows.enumerated() {
            let lit = reached.contains(i)
            let line = lit ? DiagramColors.ink : DiagramColors.rule
            if i == 0 || i == 5 {
                pen.box(rect, fill: DiagramColors.laneShade, line: line, width: lit ? 2 : 1)
            } else {
                let inset: CGFloat = 14
                let shape = Shape.polygon([CGPoint(x: rect.minX + inset, y: rect.minY), CGPoint(x: rect.maxX - inset, y: rect.minY),
                                           CGPoint(x: rect.maxX, y: rect.midY), CGPoint(x: rect.maxX - inset, y: rect.maxY),
                                           CGPoint(x: rect.minX + inset, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY)], closed: true)
                pen.fill(shape, DiagramColors.laneShade)
                pen.stroke(shape, width: lit ? 2 : 1, line)
            }
            pen.centred(Self.lines(i, language), in: rect, size: textSize, lit ? DiagramColors.ink : DiagramColors.quiet, text: text)
            if i + 1 < rows.count {
                let next = rows[i + 1]
                pen.arrow(from: CGPoint(x: rect.midX, y: rect.maxY), to: CGPoint(x: next.midX, y: next.minY), width: 1.4,
                          reached.contains(i + 1) ? DiagramColors.ink : DiagramColors.rule)
                if i >= 1, i <= 4 || i == 6 {
                    pen.text(FigureWord.no.text(language), at: CGPoint(x: rect.midX + 6, y: rect.maxY + 6), size: 11 * zoom, DiagramColors.quiet)
                }
            }
        }
        for exit in Exit.allCases where exit != .custom { drawExit(exit, pen) }
        if let custom = visitors[.custom] {
            pen.text("hitTest(_:with:) override: " + custom.joined(separator: ", "), at: CGPoint(x: Self.margin, y: size.height - 64 * zoom),
                     size: 11 * zoom, DiagramColors.action)
        }
        pen.text(FigureWord.visited.text(language) + ": N id", at: CGPoint(x: Self.margin, y: size.height - 40 * zoom), size: 11 * zoom, DiagramColors.quiet)
    }

    private func drawExit(_ exit: Exit, _ pen: DiagramPen) {
        guard let rect = exits[exit] else { return }
        let from = rows[Self.row(of: exit)]
        let used = !(visitors[exit] ?? []).isEmpty
        let color = !used ? DiagramColors.rule : exit == .subview || exit == .selfView ? DiagramColors.began : DiagramColors.cancelled
        if exit == .selfView {
            // "no" from the last question goes down to return self.
            pen.arrow(from: CGPoint(x: from.midX, y: from.maxY), to: CGPoint(x: from.midX, y: rect.minY), width: used ? 2.5 : 1.4, color)
            pen.text(FigureWord.no.text(language), at: CGPoint(x: from.midX + 6, y: from.maxY + 6), size: 11 * zoom, DiagramColors.quiet)
        } else {
            let y = from.midY
            pen.arrow(from: CGPoint(x: from.maxX, y: y), to: CGPoint(x: rect.minX, y: y), width: used ? 2.5 : 1.4, color)
            pen.text(FigureWord.yes.text(language), at: CGPoint(x: from.maxX + 10, y: y - 18 * zoom), size: 11 * zoom, DiagramColors.quiet)
        }
        pen.box(rect, fill: DiagramColors.laneShade, line: color, width: used ? 2 : 1)
        let lineHeight = text.lineHeight(size: textSize)
        pen.text(Self.word(exit).text(language), at: CGPoint(x: rect.minX + 8, y: rect.minY + 8), size: textSize,
                 used ? DiagramColors.ink : DiagramColors.quiet, width: rect.width - 16)
        var y = rect.minY + 10 + lineHeight
        for line in Self.wrap(visitors[exit] ?? [], width: exitWidth - 16, size: 11 * zoom, text: text) {
            pen.text(line, at: CGPoint(x: rect.minX + 8, y: y), size: 11 * zoom, color)
            y += text.lineHeight(size: 11 * zoom)
        }
    }

    /// The rows some visited view reached on its way to its exit.
    private func reachedRows() -> Set<Int> {
        var reached = Set<Int>()
        for exit in visitors.keys { reached.formUnion(0...Self.row(of: exit)) }
        return reached
    }
}
