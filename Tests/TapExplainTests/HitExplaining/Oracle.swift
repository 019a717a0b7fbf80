import Foundation
@testable import TapExplain
@testable import TapKit

/// The oracle's own geometry, from the spec numbers alone: how a screen
/// point lands in each view's coordinates, and what contains it. Written
/// apart from TapKit (no `convert`, no `point(inside:)`, no CGRect helpers).
///
/// Where a transform with inexact arithmetic brought the point within a
/// hair of an edge, the oracle and TapKit may round to different sides; it
/// then raises `doubt`, and the test leaves that point out (and counts it).
final class Oracle {
    let world: ExplanationWorld
    let screen: CGPoint
    private(set) var doubt = false
    private var localCache: [ObjectIdentifier: Probe?] = [:]
    /// `hitTest(_:)` per view: it depends only on the view and the point.
    var hitCache: [ObjectIdentifier: (view: SpecView?, forwardedBy: SpecView?)] = [:]

    /// A point in some view's coordinates; `exact` until a transform may have rounded it.
    struct Probe { var x: CGFloat, y: CGFloat, exact: Bool }

    /// The windows the application hit-tests, front first: the highest
    /// level first, and of one level the one added last.
    let windowsFrontFirst: [SpecView]

    /// What the application's hit test returns at the screen point.
    private(set) lazy var hitView: SpecView? = findHitView()
    /// The view a touch beginning at the point is bound to: the hit view,
    /// unless a forward rule named a view in none of the application's
    /// windows, which no touch is ever delivered to.
    private(set) lazy var touchedView: SpecView? = hitView.flatMap { hit in
        world.windows.contains { $0 === hit.path.first } ? hit : nil
    }

    init(_ world: ExplanationWorld, _ screen: CGPoint) {
        self.world = world
        self.screen = screen
        windowsFrontFirst = Oracle.frontFirst(world.windows)
    }

    /// The screen point in `view`'s bounds coordinates; nil where a transform
    /// that collapses the plane (scale 0) sends it nowhere.
    func local(_ view: SpecView) -> Probe? {
        if let cached = localCache[ObjectIdentifier(view)] { return cached }
        let outer = view.parent.map(local) ?? Probe(x: screen.x, y: screen.y, exact: true)
        let result = outer.flatMap { into(view, $0) }
        localCache[ObjectIdentifier(view)] = result
        return result
    }

    /// From the superview's coordinates into `view`'s: take the centre away,
    /// solve the transform (x' = a·u + c·v + tx, y' = b·u + d·v + ty) for
    /// (u, v) by Cramer's rule, put the bounds' centre back.
    func into(_ view: SpecView, _ p: Probe) -> Probe? {
        var u = p.x - view.center.x, v = p.y - view.center.y, exact = p.exact
        let t = view.transform
        if t != .identity {
            let det = t.a * t.d - t.b * t.c
            guard det != 0, det.isFinite else { return nil }
            let dx = u - t.tx, dy = v - t.ty
            (u, v) = ((t.d * dx - t.c * dy) / det, (t.a * dy - t.b * dx) / det)
            exact = exact && [t.a, t.b, t.c, t.d].allSatisfy { [0, 0.5, 1, 2, -0.5, -1, -2].contains($0) }
        }
        return Probe(x: u + view.origin.x + view.size.width / 2, y: v + view.origin.y + view.size.height / 2, exact: exact)
    }

    /// Half-open, as Core Graphics: the minimum edges are in, the maximum out.
    func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, has p: Probe) -> Bool {
        let (x0, x1) = (Swift.min(x, x + w), Swift.max(x, x + w))
        let (y0, y1) = (Swift.min(y, y + h), Swift.max(y, y + h))
        if !p.exact, [p.x - x0, p.x - x1, p.y - y0, p.y - y1].contains(where: { abs($0) < 1e-6 }) { doubt = true }
        return x0 <= p.x && p.x < x1 && y0 <= p.y && p.y < y1
    }

    func inBounds(_ view: SpecView, _ p: Probe) -> Bool {
        rect(view.origin.x, view.origin.y, view.size.width, view.size.height, has: p)
    }

    /// `point(inside:)` as the layout reference defines it: inside the bounds
    /// inset by `hitInsets`, and inside the hit shape when there is one.
    func hitArea(_ view: SpecView, _ p: Probe?) -> Bool {
        guard let p else { return false }
        let i = view.insets, o = view.origin, s = view.size
        if view.kind == .leftHalf { return rect(o.x, o.y, s.width / 2, s.height, has: p) }
        guard rect(o.x + i.left, o.y + i.top, s.width - i.left - i.right, s.height - i.top - i.bottom, has: p) else { return false }
        switch view.shape {
        case nil: return true
        case let .circle(center, radius)?:
            let cx = center?.x ?? o.x + s.width / 2, cy = center?.y ?? o.y + s.height / 2
            let r = radius ?? Swift.min(s.width, s.height) / 2
            return within(((p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy)).squareRoot(), r)
        case .ellipse?:
            guard s.width > 0, s.height > 0 else { return false }
            let rx = s.width / 2, ry = s.height / 2, dx = p.x - o.x - rx, dy = p.y - o.y - ry
            return within((dx * dx * ry * ry + dy * dy * rx * rx).squareRoot(), rx * ry)
        case let .rects(rects)?:
            return rects.contains { rect($0.origin.x, $0.origin.y, $0.width, $0.height, has: p) }
        }
    }

    /// `distance <= limit`, doubted within rounding of the edge.
    private func within(_ distance: CGFloat, _ limit: CGFloat) -> Bool {
        if abs(distance - limit) < 1e-6 * (1 + abs(limit)) { doubt = true }
        return distance <= limit
    }

    /// What the eye sees: the view and its ancestors visible, the point in
    /// its bounds and in the bounds of every ancestor that clips.
    func isDrawn(_ view: SpecView) -> Bool {
        view.path.allSatisfy { node in
            guard !node.hidden, node.alpha > 0 else { return false }
            guard node === view || node.clips else { return true }
            return local(node).map { inBounds(node, $0) } ?? false
        }
    }
}
