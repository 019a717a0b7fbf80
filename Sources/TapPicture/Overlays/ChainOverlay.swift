import Foundation
import TapExplain
import TapKit

/// The responder chain from the hit view: lettered square tags on each view
/// (at the lower-left corner of what the picture shows of it) — letters,
/// not numbers, so they never read as more steps of the walk — joined by
/// arrows in the order `next` walks them. A view controller, the
/// application and its delegate have no place of their own on screen, nor
/// has a view that fills the picture: their tags go in a row along the
/// bottom.
struct ChainOverlay {
    let context: OverlayContext

    func draw() {
        let scene = context.scene
        guard scene.isWalkComplete, let hit = scene.walk?.hitView else { return }
        let px = context.px
        let inset = 3 * px
        var rects: [CGRect] = []
        let chain = hit.responderChain
        // Laid out when the first of them comes, clear of the tags before it.
        var tail: IndexingIterator<[CGPoint]>?
        for (i, responder) in chain.enumerated() {
            let text = Self.label(responder, names: scene.names, language: scene.language)
            let kind = Tag.Kind.lettered(Self.letter(i))
            let size = context.tagSize(text, kind: kind)
            if hasOwnPlace(responder), let view = responder as? UIView, let p = context.placements.placement(of: view),
               let visible = context.visibleRect(p) {
                let origin = context.isSmall(visible)
                    ? CGPoint(x: visible.minX, y: visible.maxY + inset)
                    : CGPoint(x: visible.minX + inset, y: visible.maxY - size.height - inset)
                rects.append(context.tag(text, at: origin, Palette.chain, kind: kind))
            } else {
                // No place of its own in the picture (a view controller, the
                // application, a window or root view filling the picture):
                // along the bottom, left to right.
                if tail == nil { tail = tailSpots(chain, after: rects).makeIterator() }
                let spot = tail?.next() ?? CGPoint(x: CGFloat(context.canvas.x0) + inset, y: CGFloat(context.canvas.y1) - size.height - inset)
                rects.append(context.tag(text, at: spot, Palette.chain, kind: kind, search: .rowUp))
            }
        }
        context.painter.setClip(context.canvas)
        for (a, b) in zip(rects, rects.dropFirst()) { arrow(from: a, to: b) }
    }

    /// Whether a responder's tag goes on its own view (else in the rows at the bottom).
    private func hasOwnPlace(_ responder: UIResponder) -> Bool {
        guard let view = responder as? UIView, let p = context.placements.placement(of: view),
              let visible = context.visibleRect(p) else { return false }
        return !context.isLarge(visible)
    }

    /// Where the tags without a place of their own go: rows that snake
    /// (left to right, then right to left under the end of the row above,
    /// …), the last row on the picture's bottom edge — so every arrow is a
    /// short step to the next tag and none crosses a tag.
    private func tailSpots(_ chain: [UIResponder], after placed: [CGRect]) -> [CGPoint] {
        let px = context.px, inset = 3 * px, gap = 18 * px
        let left = CGFloat(context.canvas.x0) + inset, right = CGFloat(context.canvas.x1) - inset
        let sizes = chain.enumerated().filter { !hasOwnPlace($0.element) }.map { i, responder in
            context.tagSize(Self.label(responder, names: context.scene.names, language: context.scene.language),
                            kind: .lettered(Self.letter(i)))
        }
        guard let height = sizes.map(\.height).max() else { return [] }
        var spots: [(x: CGFloat, row: Int)] = []
        var row = 0, forward = true, x = left
        for size in sizes {
            if let last = spots.last {
                let next = forward ? x : x - size.width
                if forward ? next + size.width > right : next < left {
                    row += 1
                    forward.toggle()
                    // The new row starts under the end of the last tag.
                    let end = forward ? last.x : last.x + sizes[spots.count - 1].width
                    x = forward ? max(left, end) : min(right, end)
                }
            }
            let spotX = forward ? x : x - size.width
            spots.append((max(left, spotX), row))
            x = forward ? spotX + size.width + gap : spotX - gap
        }
        let pitch = height + 10 * px
        let top = CGFloat(context.canvas.y1) - inset - height - CGFloat(row) * pitch
        let rects = zip(spots, sizes).map { spot, size in
            CGRect(x: spot.x, y: top + CGFloat(spot.row) * pitch, width: size.width, height: size.height).integral
        }
        let arrows = zip(placed, placed.dropFirst()).map { (CGPoint(x: $0.midX, y: $0.midY), CGPoint(x: $1.midX, y: $1.midY)) }
        // Close under the last tag on a view when there is room there, so
        // the arrow to the first of them is short, not a diagonal across
        // the picture to its bottom edge (SPEC 13: tags next to their views).
        if let last = placed.last, let first = rects.first, let bottom = rects.map(\.maxY).max() {
            let start = last.maxY + 10 * px - first.minY
            for k in 0..<24 {
                let dy = start + CGFloat(k) * pitch
                guard bottom + dy <= CGFloat(context.canvas.y1) - inset else { break }
                let fits = rects.allSatisfy { rect in
                    let moved = rect.offsetBy(dx: 0, dy: dy)
                    return context.isFree(moved) && !arrows.contains { Self.segment($0.0, $0.1, crosses: moved) }
                }
                if fits { return rects.map { CGPoint(x: $0.minX, y: $0.minY + dy) } }
            }
        }
        // Else the block moves up, whole, past tags already at the bottom (and
        // off the arrows between the tags before it), so its order stays readable.
        let lift = (0..<24).first { k in
            rects.allSatisfy { rect in
                let moved = rect.offsetBy(dx: 0, dy: -CGFloat(k) * pitch)
                return context.isFree(moved) && !arrows.contains { Self.segment($0.0, $0.1, crosses: moved) }
            }
        } ?? 0
        return rects.map { CGPoint(x: $0.minX, y: $0.minY - CGFloat(lift) * pitch) }
    }

    /// A responder's tag: its id (`main (window)`), its class under
    /// `--names class` (`UIWindow`), nothing under `--names none`.
    static func label(_ responder: UIResponder, names: PictureNames = .walked, language: Language) -> String {
        guard let name = names.name(of: responder, id: responder.logName) else { return "" }
        guard responder is UIWindow, names != .class else { return name }
        return PictureStrings.text(.windowNamed, language, arguments: [name])
    }

    /// a, b, … z, then a2, b2, …: the chain's marks, lower case so that
    /// they are not read as view ids (which are often A, B).
    static func letter(_ index: Int) -> String {
        let letter = String(UnicodeScalar(UInt8(97 + index % 26)))
        return index < 26 ? letter : "\(letter)\(index / 26 + 1)"
    }

    /// An arrow between two tags, from the edge of one to the edge of the
    /// other: straight, or — when that line would run through another tag —
    /// with one bend (across then down, or down then across) around it.
    private func arrow(from a: CGRect, to b: CGRect) {
        let px = context.px
        guard !PixelGeometry.intersects(a, b) else { return }
        let others = context.tags.map(\.rect).filter { $0 != a && $0 != b }
        let ca = CGPoint(x: a.midX, y: a.midY), cb = CGPoint(x: b.midX, y: b.midY)
        let routes = [[ca, cb], [ca, CGPoint(x: cb.x, y: ca.y), cb], [ca, CGPoint(x: ca.x, y: cb.y), cb]].map { route in
            // Each end cut where it leaves its tag.
            var points = route
            points[0] = Self.exit(a, from: ca, toward: route[1])
            points[points.count - 1] = Self.exit(b, from: cb, toward: route[route.count - 2])
            return points
        }
        let route = routes.first { route in
            !others.contains { other in zip(route, route.dropFirst()).contains { Self.segment($0, $1, crosses: other) } }
        } ?? routes[0]
        guard let end = route.last, route.count >= 2 else { return }
        let before = route[route.count - 2]
        let length = hypot(end.x - before.x, end.y - before.y)
        guard length > 2 * px else { return }
        let size = min(8 * px, length * 0.8)
        context.arrows.append(route)
        context.haloStroke(.polygon(route, closed: false), width: 1.5 * px, Palette.chain)
        context.painter.fill(Self.arrowHead(from: before, tip: end, size: size * 1.25), RGBA(255, 255, 255, 170))
        context.painter.fill(Self.arrowHead(from: before, tip: end, size: size), Palette.chain)
    }

    /// Whether the segment p–q passes through `r` (Liang–Barsky clipping).
    static func segment(_ p: CGPoint, _ q: CGPoint, crosses r: CGRect) -> Bool {
        var t0: CGFloat = 0, t1: CGFloat = 1
        let d = CGPoint(x: q.x - p.x, y: q.y - p.y)
        for (num, den) in [(p.x - r.minX, -d.x), (r.maxX - p.x, d.x), (p.y - r.minY, -d.y), (r.maxY - p.y, d.y)] {
            if den == 0 {
                if num < 0 { return false }
            } else {
                let t = num / den
                if den < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
                if t0 > t1 { return false }
            }
        }
        return true
    }

    /// A filled triangle with its point at `tip`, aimed along `from` → `tip`.
    static func arrowHead(from: CGPoint, tip: CGPoint, size: CGFloat) -> Shape {
        let length = max(hypot(tip.x - from.x, tip.y - from.y), 0.0001)
        let ux = (tip.x - from.x) / length, uy = (tip.y - from.y) / length
        let base = CGPoint(x: tip.x - ux * size, y: tip.y - uy * size)
        let half = size * 0.45
        return .polygon([tip, CGPoint(x: base.x - uy * half, y: base.y + ux * half), CGPoint(x: base.x + uy * half, y: base.y - ux * half)],
                        closed: true)
    }

    /// Where the segment from `c` (inside `r`) toward `q` leaves `r`.
    static func exit(_ r: CGRect, from c: CGPoint, toward q: CGPoint) -> CGPoint {
        let dx = q.x - c.x, dy = q.y - c.y
        var t: CGFloat = 1
        if dx != 0 { t = min(t, (dx > 0 ? r.maxX - c.x : r.minX - c.x) / dx) }
        if dy != 0 { t = min(t, (dy > 0 ? r.maxY - c.y : r.minY - c.y) / dy) }
        t = max(0, t)
        return CGPoint(x: c.x + dx * t, y: c.y + dy * t)
    }
}
