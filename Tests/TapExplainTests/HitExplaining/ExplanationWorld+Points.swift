import Foundation
@testable import TapExplain
@testable import TapKit

/// Where the property test taps: anywhere on (and a little off) the screen,
/// a view's centre, and points on or half a point either side of a view's
/// edges and corners, carried to the screen through every transform.
extension ExplanationWorld {
    func probePoints(_ count: Int) -> [CGPoint] {
        var points: [CGPoint] = []
        while points.count < count {
            let view = random.pick(views)
            switch random.int(0...3) {
            case 0:
                points.append(CGPoint(x: grid(-10...400), y: grid(-10...854)))
            case 1:
                points.append(screenPoint(CGPoint(x: view.origin.x + view.size.width / 2, y: view.origin.y + view.size.height / 2), in: view))
            default:
                let edgeX = view.origin.x + random.pick([0, 1, 0.5]) * view.size.width
                let edgeY = view.origin.y + random.pick([0, 1, random.number(0...1)]) * view.size.height
                // Right on an edge only where no rotation can round the point off it.
                let exact = view.path.allSatisfy { $0.transform.b == 0 && $0.transform.c == 0 }
                let nudge = { self.random.pick(exact ? [0, 0, -0.5, 0.5] : [-0.5, 0.5] as [CGFloat]) }
                points.append(screenPoint(CGPoint(x: edgeX + nudge(), y: edgeY + nudge()), in: view))
            }
        }
        return points.filter { $0.x.isFinite && $0.y.isFinite }
    }

    /// A point in `view`'s bounds coordinates on the screen: about the
    /// bounds' centre, through the transform, onto the centre, up to the top.
    func screenPoint(_ p: CGPoint, in view: SpecView) -> CGPoint {
        var point = p
        var node: SpecView? = view
        while let current = node {
            let u = point.x - current.origin.x - current.size.width / 2, v = point.y - current.origin.y - current.size.height / 2
            let t = current.transform
            point = CGPoint(x: t.a * u + t.c * v + t.tx + current.center.x, y: t.b * u + t.d * v + t.ty + current.center.y)
            node = current.parent
        }
        return point
    }
}
