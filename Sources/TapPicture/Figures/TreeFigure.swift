import Foundation
import TapExplain
import TapKit

/// `figure tree`: Apple's nested boxes (the screen, simplified to its
/// views' frames) beside the view tree as a node-link diagram, the walk's
/// `hitTest` calls numbered on both in call order, each visited view's
/// verdict beside its node, and the return path — which call returned
/// the hit view to its caller — drawn up the tree in green.
///
/// A real app's tree stays readable: the children a walk never asked are
/// folded into one node per parent, with their count.
struct TreeFigure: FigureDrawing {
    /// A node of the drawn tree: a view, or a fold of views never asked.
    struct Item {
        var node: Int?
        var folded = 0
        var parent: Int?
        var children: [Int] = []
        var lines: [String] = []
        var frame: CGRect = .zero
    }

    /// Work done choosing the nodes: views taken in, and siblings passed
    /// over while folding runs. Tests read it to check that twice the
    /// siblings cost twice the work (40,000 siblings took 27 s when each
    /// run folded searched the others).
    static let work = WorkCounter()

    static let margin: CGFloat = 24, titleHeight: CGFloat = 44, levelGap: CGFloat = 46, siblingGap: CGFloat = 14

    let facts: FigureFacts
    let language: Language
    let text: TextMeasurer
    /// `FigureStyle.textZoom`: words this much larger, boxes made to fit them.
    let zoom: CGFloat
    var textSize: CGFloat { 12 * zoom }
    private(set) var items: [Item] = []
    private(set) var panel: CGRect = .zero
    private(set) var size: CGSize = .zero

    init(_ facts: FigureFacts, language: Language, style: FigureStyle, text: TextMeasurer) {
        self.facts = facts
        self.language = language
        self.text = text
        zoom = style.textZoom
        guard let root = facts.nodes.indices.first else {
            size = CGSize(width: 400, height: 200)
            return
        }
        // The tree to draw: every view of a small tree; in a large one, the
        // views the walk asked, their ancestors, and a fold per parent.
        let keepAll = facts.nodes.count <= 40
        var kept = Set<Int>()
        if keepAll { kept = Set(facts.nodes.indices) } else {
            for i in facts.nodes.indices where facts.nodes[i].visit != nil {
                var at: Int? = i
                while let j = at, kept.insert(j).inserted { at = facts.nodes[j].parent }
            }
            kept.insert(root)
        }
        var itemOf: [Int: Int] = [:], absorbedInto: [Int: Int] = [:]
        var order: [Int] = [root]
        var cursor = 0
        while cursor < order.count {
            let n = order[cursor]
            cursor += 1
            let node = facts.nodes[n]
            Self.work.add(1 + node.children.count)
            let item: Int
            if let chain = absorbedInto[n] {
                // A container as large as its parent, its only child drawn: one
                // node for the chain, a line each (`1 UIWindow`, `› 2 UITransitionView`, …).
                item = chain
                itemOf[n] = item
                let last = items[item].lines.count - 1
                items[item].lines.insert("› \(node.visit.map { "\($0) " } ?? "")\(node.id)", at: last)
                if let verdict = node.verdict { items[item].lines[last + 1] = Self.verdictWord(verdict, returned: node.returned, language) }
            } else {
                item = items.count
                itemOf[n] = item
                var lines = [node.id]
                if style.names == .class, node.className != node.id { lines.append(node.className) }
                if let verdict = node.verdict { lines.append(Self.verdictWord(verdict, returned: node.returned, language)) }
                else if facts.point != nil { lines.append(FigureWord.notAsked.text(language)) }
                items.append(Item(node: n, parent: node.parent.flatMap { itemOf[$0] }, lines: lines))
                if let parent = items[item].parent { items[parent].children.append(item) }
            }
            let hidden = node.children.filter { !kept.contains($0) }
            var shown = node.children.filter(kept.contains)
            if !keepAll {
                // Siblings the walk refused without entering, one after another with
                // the same verdict, are one node with their call numbers' range.
                // Those folded are taken out of `shown` in one pass, by a set.
                var folded = Set<Int>()
                for run in Self.refusedRuns(shown, in: facts) {
                    let visits = run.compactMap { facts.nodes[$0].visit }
                    let verdict = facts.nodes[run[0]].verdict.map { Self.verdictWord($0, returned: nil, language) } ?? ""
                    let group = items.count
                    let inside = Self.count(run, in: facts) - run.count
                    items.append(Item(node: nil, folded: run.count + inside, parent: item,
                                      lines: ["\(visits.min() ?? 0)–\(visits.max() ?? 0)", "\(run.count) × \(verdict)"]
                                          + (inside > 0 ? ["+\(inside) " + FigureWord.folded.text(language)] : [])))
                    items[item].children.append(group)
                    folded.formUnion(run)
                }
                if !folded.isEmpty {
                    Self.work.add(shown.count)
                    shown.removeAll { folded.contains($0) }
                }
            }
            if !keepAll, hidden.isEmpty, shown.count == 1, items[item].children.isEmpty, let only = shown.first,
               node.visit != nil, facts.nodes[only].visit != nil, !facts.nodes[only].children.isEmpty,
               facts.nodes[only].screenFrame == node.screenFrame {
                absorbedInto[only] = item
            }
            order += shown
            if !hidden.isEmpty {
                let fold = items.count
                items.append(Item(node: nil, folded: Self.count(hidden, in: facts), parent: item,
                                  lines: ["+\(Self.count(hidden, in: facts)) " + FigureWord.folded.text(language)]))
                items[item].children.append(fold)
            }
        }
        layOut(style: style)
    }

    /// Runs of three or more siblings in a row that the walk asked and
    /// refused (hidden, faint, not interactive, point outside) alike, none
    /// with children drawn.
    private static func refusedRuns(_ children: [Int], in facts: FigureFacts) -> [[Int]] {
        var runs: [[Int]] = [], run: [Int] = []
        func close() { if run.count >= 3 { runs.append(run) }; run = [] }
        for child in children {
            let node = facts.nodes[child]
            guard let verdict = node.verdict, [.hidden, .alpha, .interactionDisabled, .outside].contains(verdict) else { close(); continue }
            if let first = run.first, facts.nodes[first].verdict != verdict { close() }
            run.append(child)
        }
        close()
        return runs
    }

    private static func count(_ roots: [Int], in facts: FigureFacts) -> Int {
        var n = 0, pending = roots
        while let i = pending.popLast() { n += 1; pending += facts.nodes[i].children }
        return n
    }

    static func verdictWord(_ verdict: HitTestTrace.Verdict, returned: String?, _ language: Language) -> String {
        switch verdict {
        case .hidden: FigureWord.hidden.text(language) + " → nil"
        case .alpha: FigureWord.alpha.text(language) + " → nil"
        case .interactionDisabled: "isUserInteractionEnabled = false → nil"
        case .outside: FigureWord.inside.text(language) + " → nil"
        case .hitSelf, .hitSubview, .custom:
            returned.map { FigureWord.returns.text(language) + " " + $0 } ?? FigureWord.returnsNil.text(language)
        }
    }

    /// Tidy layout: leaves side by side in order, each parent centred
    /// over its children, a level per depth; the nested boxes to the left.
    private mutating func layOut(style: FigureStyle) {
        let lineHeight = text.lineHeight(size: textSize)
        for i in items.indices {
            let width = items[i].lines.map { text.measure($0, size: textSize).width }.max() ?? 40
            items[i].frame.size = CGSize(width: width + 30, height: CGFloat(items[i].lines.count) * lineHeight + 12)
        }
        // The nested boxes: the screen scaled to the tree's height (at least 360 points tall).
        let screen = facts.nodes.first?.screenFrame.size ?? CGSize(width: 390, height: 844)
        var depth: [Int] = Array(repeating: 0, count: items.count)
        for i in items.indices { depth[i] = items[i].parent.map { depth[$0] + 1 } ?? 0 }
        let levels = (depth.max() ?? 0) + 1
        var levelHeight = Array(repeating: CGFloat(0), count: levels)
        for i in items.indices { levelHeight[depth[i]] = max(levelHeight[depth[i]], items[i].frame.height) }
        let treeHeight = levelHeight.reduce(0, +) + CGFloat(levels - 1) * Self.levelGap
        let panelHeight = max(360, treeHeight)
        let panelScale = panelHeight / max(screen.height, 1)
        panel = CGRect(x: Self.margin, y: Self.margin + Self.titleHeight * zoom, width: screen.width * panelScale, height: panelHeight)
        let left = panel.maxX + 48
        var nextX = left
        var levelTop = Array(repeating: panel.minY, count: levels)
        for d in 1..<max(levels, 1) { levelTop[d] = levelTop[d - 1] + levelHeight[d - 1] + Self.levelGap }
        // Post-order: leaves take the next place; parents centre over their
        // children. Each level remembers its right edge: a node that would
        // overlap the one before it on its level moves right, its subtree
        // with it (a small tidy tree, in the spirit of Reingold–Tilford).
        var levelRight = Array(repeating: left - Self.siblingGap, count: levels)
        var stack: [(Int, Bool)] = items.isEmpty ? [] : [(0, false)]
        while let (i, expanded) = stack.popLast() {
            if !expanded, !items[i].children.isEmpty {
                stack.append((i, true))
                stack += items[i].children.reversed().map { ($0, false) }
                continue
            }
            let width = items[i].frame.width
            var x: CGFloat
            if let first = items[i].children.first.map({ items[$0].frame }), let last = items[i].children.last.map({ items[$0].frame }) {
                x = (first.minX + last.maxX) / 2 - width / 2
            } else {
                x = nextX
            }
            let floor = max(left, levelRight[depth[i]] + Self.siblingGap)
            if x < floor {
                shiftSubtree(of: i, by: floor - x, depth: depth, levelRight: &levelRight)
                x = floor
            }
            items[i].frame.origin = CGPoint(x: x, y: levelTop[depth[i]])
            levelRight[depth[i]] = items[i].frame.maxX
            nextX = max(nextX, items[i].frame.maxX + Self.siblingGap)
        }
        // The return labels beside the edges reach right of their nodes.
        var right = items.map(\.frame.maxX).max() ?? left
        for item in items {
            guard let node = item.node, isOnReturnPath(node), let returned = facts.nodes[node].returned else { continue }
            right = max(right, item.frame.midX + 6 + text.measure("↑ " + returned, size: 10 * zoom).width)
        }
        let bottom = max(panel.maxY, items.map(\.frame.maxY).max() ?? panel.maxY)
        let titleWidth = text.measure(heading, size: 18 * zoom).width + 2 * Self.margin
        size = CGSize(width: max(right + Self.margin, titleWidth), height: bottom + 60 * zoom)
    }

    /// Moves the children of `i` (placed already) right by `dx`, and the
    /// levels' right edges with them.
    private mutating func shiftSubtree(of i: Int, by dx: CGFloat, depth: [Int], levelRight: inout [CGFloat]) {
        var pending = items[i].children
        while let j = pending.popLast() {
            items[j].frame.origin.x += dx
            levelRight[depth[j]] = max(levelRight[depth[j]], items[j].frame.maxX)
            pending += items[j].children
        }
    }

    var heading: String { facts.title.isEmpty ? FigureWord.tree.text(language) : FigureWord.tree.text(language) + " — " + facts.title }

    func draw(_ pen: DiagramPen) {
        pen.text(heading, at: CGPoint(x: Self.margin, y: Self.margin), size: 18 * zoom, DiagramColors.ink)
        drawBoxes(pen)
        for item in items {
            guard let parent = item.parent else { continue }
            let from = items[parent].frame, to = item.frame
            let onPath = item.node.map { isOnReturnPath($0) } ?? false
            let elbow = (from.maxY + to.minY) / 2
            let points = [CGPoint(x: from.midX, y: from.maxY), CGPoint(x: from.midX, y: elbow), CGPoint(x: to.midX, y: elbow),
                          CGPoint(x: to.midX, y: to.minY)]
            pen.stroke(.polygon(points, closed: false), width: onPath ? 3 : 1.2, onPath ? DiagramColors.began : DiagramColors.quiet)
            if onPath, let node = item.node, let returned = facts.nodes[node].returned {
                pen.text("↑ " + returned, at: CGPoint(x: to.midX + 6, y: elbow - 16), size: 10 * zoom, DiagramColors.began)
            }
        }
        for item in items { drawNode(item, pen) }
        pen.text(FigureWord.callOrder.text(language), at: CGPoint(x: Self.margin, y: size.height - 40 * zoom), size: 11 * zoom, DiagramColors.quiet)
    }

    /// Whether the view returned the hit view up the tree.
    private func isOnReturnPath(_ node: Int) -> Bool {
        guard let hit = facts.hitView, let returned = facts.nodes[node].returned else { return false }
        return returned == hit && facts.nodes[node].visit != nil
    }

    private func color(_ node: FigureFacts.Node) -> RGBA {
        guard node.visit != nil else { return DiagramColors.possible }
        if node.id == facts.hitView { return DiagramColors.began }
        return node.returned == nil ? DiagramColors.cancelled : DiagramColors.ended
    }

    private func drawNode(_ item: Item, _ pen: DiagramPen) {
        let node = item.node.map { facts.nodes[$0] }
        let line = node.map(color) ?? DiagramColors.rule
        pen.box(item.frame, fill: DiagramColors.laneShade, line: line, width: node?.visit == nil ? 1 : 2,
                radius: item.node == nil ? 12 : 6)
        pen.centred(item.lines, in: item.frame, size: textSize, node?.visit == nil ? DiagramColors.quiet : DiagramColors.ink, text: text)
        if let node, let visit = node.visit { pen.badge(visit, at: CGPoint(x: item.frame.minX, y: item.frame.minY), line, size: 11 * zoom, text: text) }
    }

    /// The screen as boxes: each view's frame, scaled into the panel, its
    /// id inside, its visit number at its corner.
    private func drawBoxes(_ pen: DiagramPen) {
        let screen = facts.nodes.first?.screenFrame ?? .zero
        let scale = panel.height / max(screen.height, 1)
        pen.text(FigureWord.nestedBoxes.text(language), at: CGPoint(x: panel.minX, y: panel.minY - 18 * zoom), size: 11 * zoom, DiagramColors.quiet)
        let shown = facts.nodes.count <= 400 ? Array(facts.nodes.indices) : facts.nodes.indices.filter { facts.nodes[$0].visit != nil }
        var labels: [CGRect] = [], badges: [CGPoint] = []
        // Badges only for views that have a node of their own in the tree (a folded run has its range there).
        let drawnAlone = Set(items.compactMap(\.node))
        for i in shown {
            let node = facts.nodes[i]
            let frame = CGRect(x: panel.minX + (node.screenFrame.minX - screen.minX) * scale,
                               y: panel.minY + (node.screenFrame.minY - screen.minY) * scale,
                               width: node.screenFrame.width * scale, height: node.screenFrame.height * scale)
                .intersection(panel.insetBy(dx: -1, dy: -1))
            guard !frame.isNull, frame.width > 0, frame.height > 0 else { continue }
            pen.fill(.rect(frame), RGBA(hex: 0x8e8e93, alpha: 18))
            pen.stroke(.rect(frame), width: node.visit == nil ? 0.8 : 1.6, color(node))
            // Its id at its top-left corner, moved down a line past any id
            // already written there (a root view filling its window, a row
            // and its content view, a title near its list's corner); left
            // out where no line inside the box is free.
            if frame.width > 40, frame.height > 16, facts.nodes.count <= 30 {
                let lineHeight = text.lineHeight(size: 9 * zoom)
                let width = min(text.measure(node.id, size: 9 * zoom).width, frame.width - 8)
                var spot = CGRect(x: frame.minX + 4, y: frame.minY + 2, width: width, height: lineHeight)
                while labels.contains(where: { $0.intersects(spot) }), spot.maxY + lineHeight <= frame.maxY { spot.origin.y += lineHeight }
                if !labels.contains(where: { $0.intersects(spot) }), spot.maxY <= frame.maxY {
                    labels.append(spot)
                    pen.text(node.id, at: spot.origin, size: 9 * zoom, DiagramColors.quiet, width: frame.width - 8)
                }
            }
            if let visit = node.visit, drawnAlone.contains(i) {
                // At the box's top-right corner, moved left past any badge already there.
                var centre = CGPoint(x: frame.maxX - 10 * zoom, y: frame.minY + 10 * zoom)
                while badges.contains(where: { abs($0.x - centre.x) < 22 * zoom && abs($0.y - centre.y) < 20 * zoom }) { centre.x -= 22 * zoom }
                badges.append(centre)
                pen.badge(visit, at: centre, color(node), size: 11 * zoom, text: text)
            }
        }
        if let point = facts.point {
            let p = CGPoint(x: panel.minX + (point.x - screen.minX) * scale, y: panel.minY + (point.y - screen.minY) * scale)
            pen.stroke(.ellipse(CGRect(x: p.x - 7, y: p.y - 7, width: 14, height: 14)), width: 2.5, DiagramColors.held)
            pen.fill(.ellipse(CGRect(x: p.x - 2, y: p.y - 2, width: 4, height: 4)), DiagramColors.held)
        }
    }
}
