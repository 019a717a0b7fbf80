import Foundation
import TapExplain
import TapKit

/// `figure states`: a state machine per recognizer of the script, UIKit's
/// (discrete: possible → recognized | failed; continuous: possible →
/// began → changed → ended | cancelled | failed), the states it went
/// through lit with their times, the transition that decided it labelled
/// with why (it waited for another to fail; another recognized first).
struct StatesFigure: FigureDrawing {
    static let margin: CGFloat = 24, titleHeight: CGFloat = 46, columnGap: CGFloat = 46

    let facts: FigureFacts
    let language: Language
    let text: TextMeasurer
    let zoom: CGFloat
    /// A state's box: as wide as the longest state word, at least 118 points.
    let stateWidth: CGFloat, stateHeight: CGFloat, rowHeight: CGFloat
    private(set) var size: CGSize = .zero

    init(_ facts: FigureFacts, language: Language, zoom: CGFloat = 1, text: TextMeasurer) {
        self.facts = facts
        self.language = language
        self.text = text
        self.zoom = zoom
        let words: [FigureWord] = [.possible, .began, .changed, .recognized, .ended, .cancelled, .failed]
        stateWidth = max(118, (words.map { text.measure($0.text(language), size: 12 * zoom).width }.max() ?? 0) + 28)
        stateHeight = max(40, text.lineHeight(size: 12 * zoom) + 18)
        rowHeight = Self.headerHeight(text, zoom) + 2 * stateHeight + 38 * zoom + 16 * zoom + 24
        let lines = facts.recognizers.map { Self.summary($0, language) }.map { text.measure($0, size: 13 * zoom).width + 2 * Self.margin }
        var causes: [String] = []
        for r in facts.recognizers {
            if !r.waitsFor.isEmpty { causes.append(FigureWord.waiting(for: r.waitsFor, language)) }
            if let winner = r.lostTo { causes.append(FigureWord.lostTo.text(language) + " " + winner) }
        }
        let widest: CGFloat = causes.map { text.measure($0, size: 10 * zoom).width }.max() ?? 0
        let machineRight: CGFloat = Self.margin + 20 + 4 * stateWidth + 3 * Self.columnGap
        let causeRight: CGFloat = machineRight + 10 + widest
        let width: CGFloat = max(machineRight + Self.margin + 20, lines.max() ?? 0, causeRight + Self.margin)
        let title = text.measure(FigureWord.statesTitle.text(language) + (facts.title.isEmpty ? "" : " — " + facts.title), size: 18 * zoom).width + 2 * Self.margin
        size = CGSize(width: max(width, title), height: Self.margin + Self.titleHeight * zoom + CGFloat(max(1, facts.recognizers.count)) * rowHeight + 20)
    }

    /// Where each state sits in a machine: the main line left to right,
    /// the endings that leave it below.
    static func place(_ state: UIGestureRecognizer.State, discrete: Bool) -> (column: Int, row: Int) {
        switch state {
        case .possible: (0, 0)
        case .began: (1, 0)
        case .changed: (2, 0)
        case .ended: discrete ? (1, 0) : (3, 0)
        case .cancelled: (3, 1)
        case .failed: (discrete ? 1 : 2, 1)
        }
    }

    static func word(_ state: UIGestureRecognizer.State, discrete: Bool) -> FigureWord {
        switch state {
        case .possible: .possible
        case .began: .began
        case .changed: .changed
        case .ended: discrete ? .recognized : .ended
        case .cancelled: .cancelled
        case .failed: .failed
        }
    }

    static func machine(discrete: Bool) -> (states: [UIGestureRecognizer.State], edges: [(UIGestureRecognizer.State, UIGestureRecognizer.State)]) {
        discrete
            ? ([.possible, .ended, .failed], [(.possible, .ended), (.possible, .failed)])
            : ([.possible, .began, .changed, .ended, .cancelled, .failed],
               [(.possible, .began), (.began, .changed), (.changed, .ended), (.began, .ended), (.changed, .cancelled),
                (.began, .cancelled), (.possible, .failed)])
    }

    func draw(_ pen: DiagramPen) {
        pen.text(FigureWord.statesTitle.text(language) + (facts.title.isEmpty ? "" : " — " + facts.title),
                 at: CGPoint(x: Self.margin, y: Self.margin), size: 18 * zoom, DiagramColors.ink)
        if facts.recognizers.isEmpty {
            pen.text(FigureWord.notReached.text(language), at: CGPoint(x: Self.margin, y: Self.margin + Self.titleHeight), size: 13 * zoom, DiagramColors.quiet)
        }
        for (i, recognizer) in facts.recognizers.enumerated() {
            drawMachine(recognizer, top: Self.margin + Self.titleHeight * zoom + CGFloat(i) * rowHeight, pen)
        }
    }

    /// Above a machine's main line, top down: the path in words, the arc
    /// of an edge that skips a state (began → ended over changed), the times.
    private static func headerHeight(_ text: TextMeasurer, _ zoom: CGFloat) -> CGFloat {
        text.lineHeight(size: 13 * zoom) + 14 * zoom + text.lineHeight(size: 10 * zoom) + 2 * zoom
    }

    private func arcY(top: CGFloat) -> CGFloat { top + text.lineHeight(size: 13 * zoom) + 7 * zoom }

    private func frame(_ state: UIGestureRecognizer.State, discrete: Bool, top: CGFloat) -> CGRect {
        let (column, row) = Self.place(state, discrete: discrete)
        return CGRect(x: Self.margin + 20 + CGFloat(column) * (stateWidth + Self.columnGap),
                      y: top + Self.headerHeight(text, zoom) + CGFloat(row) * (stateHeight + 38 * zoom),
                      width: stateWidth, height: stateHeight)
    }

    /// Where between the two rows an edge down runs, as a fraction of the
    /// gap: each its own, so no two share a stretch and seem to join
    /// (changed → cancelled highest, possible → failed lowest: none crosses).
    private static func lane(_ a: UIGestureRecognizer.State, _ b: UIGestureRecognizer.State) -> CGFloat {
        switch (a, b) {
        case (.changed, .cancelled): 0.28
        case (.began, .cancelled): 0.5
        default: 0.72
        }
    }

    private func drawMachine(_ recognizer: FigureFacts.Recognizer, top: CGFloat, _ pen: DiagramPen) {
        let discrete = recognizer.isDiscrete
        let went = Self.path(recognizer)
        // The path in words first, so a reader (and pdftotext) meets the states in the order they came.
        pen.text(Self.summary(recognizer, language), at: CGPoint(x: Self.margin, y: top), size: 13 * zoom, DiagramColors.ink)
        let (states, edges) = Self.machine(discrete: discrete)
        // Each step the recognizer took, as a pair of states (typed, not a string of their names).
        let taken = Set(zip(went, went.dropFirst()).map { [$0.0, $0.1] })
        for (a, b) in edges {
            let from = frame(a, discrete: discrete, top: top), to = frame(b, discrete: discrete, top: top)
            let lit = taken.contains([a, b])
            let color = lit ? DiagramColors.began : DiagramColors.rule
            let width: CGFloat = lit ? 3 : 1.2
            if abs(from.midY - to.midY) < 1, to.minX - from.maxX > Self.columnGap + 1 {
                // It skips the state between (began → ended over changed): an arc above the row.
                let y = arcY(top: top), start = CGPoint(x: from.maxX - 14, y: from.minY), end = CGPoint(x: to.minX + 14, y: to.minY)
                pen.stroke(.polygon([start, CGPoint(x: start.x, y: y), CGPoint(x: end.x, y: y)], closed: false), width: width, color)
                pen.arrow(from: CGPoint(x: end.x, y: y), to: end, width: width, color)
            } else if abs(from.midY - to.midY) < 1 {
                pen.arrow(from: CGPoint(x: from.maxX, y: from.midY), to: CGPoint(x: to.minX, y: to.midY), width: width, color)
            } else {
                let x = to.midX, y = from.maxY + (to.minY - from.maxY) * Self.lane(a, b)
                let start = CGPoint(x: min(max(x, from.minX + 10), from.maxX - 10), y: from.maxY)
                pen.stroke(.polygon([start, CGPoint(x: start.x, y: y), CGPoint(x: x, y: y)], closed: false), width: width, color)
                pen.arrow(from: CGPoint(x: x, y: y), to: CGPoint(x: x, y: to.minY), width: width, color)
            }
        }
        // Why it ended as it did, to the right of the state it is about.
        for (state, cause) in causes(of: recognizer) where went.contains(state) {
            let rect = frame(state, discrete: discrete, top: top)
            pen.text(cause, at: CGPoint(x: rect.maxX + 10, y: rect.midY - text.lineHeight(size: 10 * zoom) / 2), size: 10 * zoom,
                     DiagramColors.action)
        }
        for state in states {
            let rect = frame(state, discrete: discrete, top: top)
            let times = recognizer.states.filter { $0.state == state }.map(\.t)
            let lit = went.contains(state)
            pen.box(rect, fill: lit ? RGBA(hex: 0x7dd69b, alpha: 90) : DiagramColors.laneShade,
                    line: lit ? DiagramColors.began : DiagramColors.rule, width: lit ? 2 : 1, radius: 18)
            pen.centred([Self.word(state, discrete: discrete).text(language)], in: rect, size: 12 * zoom,
                        lit ? DiagramColors.ink : DiagramColors.quiet, text: text)
            if let first = times.first {
                // Times go above the main line's states, below the endings that leave it (where no arrow comes in).
                let label = "t=" + formatNumber(CGFloat(first)) + " s" + (times.count > 1 ? " ×\(times.count)" : "")
                let y = Self.place(state, discrete: discrete).row == 0 ? rect.minY - text.lineHeight(size: 10 * zoom) - 2 * zoom : rect.maxY + 3
                pen.text(label, at: CGPoint(x: rect.minX, y: y), size: 10 * zoom, DiagramColors.quiet, width: rect.width, centered: true)
            }
        }
    }

    /// The states a recognizer went through: from possible, and back to it
    /// after each ending (UIKit resets it).
    static func path(_ recognizer: FigureFacts.Recognizer) -> [UIGestureRecognizer.State] {
        var went: [UIGestureRecognizer.State] = []
        for (state, _) in recognizer.states {
            if state != .possible, went.last.map({ [.ended, .cancelled, .failed].contains($0) }) ?? true { went.append(.possible) }
            went.append(state)
        }
        return went
    }

    /// `left.pan (UIPanGestureRecognizer): possible → began → changed ×16 → ended`:
    /// a run of one state (a pan's changes) is written once with its count,
    /// as the diagram's time labels count it, so a long drag does not
    /// stretch the figure.
    static func summary(_ recognizer: FigureFacts.Recognizer, _ language: Language) -> String {
        return "\(recognizer.name) (\(recognizer.className)): "
            + path(recognizer).runs().map { word($0.element, discrete: recognizer.isDiscrete).text(language) + ($0.count > 1 ? " ×\($0.count)" : "") }
                .joined(separator: " → ")
    }

    /// Why it ended as it did, by the state it is about: a failure that
    /// came when another recognizer recognized first, and an ending that
    /// had to wait for others to fail (`require(toFail:)`).
    private func causes(of recognizer: FigureFacts.Recognizer) -> [(UIGestureRecognizer.State, String)] {
        var causes: [(UIGestureRecognizer.State, String)] = []
        if let winner = recognizer.lostTo { causes.append((.failed, FigureWord.lostTo.text(language) + " " + winner)) }
        if !recognizer.waitsFor.isEmpty {
            causes.append((.ended, FigureWord.waiting(for: recognizer.waitsFor, language)))
        }
        return causes
    }
}
