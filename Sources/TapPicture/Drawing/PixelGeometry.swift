import Foundation

/// Total versions of the few geometry operations the drawing code does on
/// pixel coordinates that come from a view's transforms.
///
/// Layout numbers are limited (±1e6), but nothing limits what transforms
/// make of them through nesting: 52 views each scaled a million times put a
/// corner at 1e312 — infinity — and the next transform multiplies that by 0
/// or subtracts it from itself: NaN. Swift traps on `Int(nan)` and
/// `Int(1e300)`, and on Linux Foundation's `CGRect.intersects`,
/// `intersection` and `contains` trap on a rectangle with a NaN edge (they
/// build a `ClosedRange` from it). A picture is made of pixels a few
/// thousand wide, so such values never need to be exact there: they are
/// clamped or skipped here, in one place each, and every overlay goes
/// through these instead of trapping somewhere different each time.
enum PixelGeometry {
    /// Far beyond any canvas (the largest is `OffscreenCanvas.maxSide`, and
    /// `PixelRect.limit` is 2^24) yet small enough that sums and products of
    /// a few such values stay finite and exact in whole pixels.
    static let limit: CGFloat = CGFloat(1 << 26)

    /// `v` within ±`limit`; NaN, which has no side, becomes 0.
    static func clamp(_ v: CGFloat) -> CGFloat {
        guard !v.isNaN else { return 0 }
        return min(max(v, -limit), limit)
    }

    static func clamp(_ p: CGPoint) -> CGPoint { CGPoint(x: clamp(p.x), y: clamp(p.y)) }

    /// `p` within the coordinates cairo can hold (`CairoPainter.safeCoordinate`).
    static func clampNear(_ p: CGPoint) -> CGPoint {
        let limit = CairoPainter.safeCoordinate
        return CGPoint(x: min(max(clamp(p.x), -limit), limit), y: min(max(clamp(p.y), -limit), limit))
    }

    /// A rectangle with finite, clamped edges (origin and far corner clamped
    /// separately, so an infinite width does not become NaN).
    static func clamp(_ r: CGRect) -> CGRect {
        let x0 = clamp(r.origin.x), y0 = clamp(r.origin.y)
        let x1 = clamp(r.origin.x + r.size.width), y1 = clamp(r.origin.y + r.size.height)
        let w = r.size.width.isNaN ? 0 : x1 - x0, h = r.size.height.isNaN ? 0 : y1 - y0
        return CGRect(x: x0, y: y0, width: w, height: h).standardized
    }

    /// Whether every number of `r` is finite: the condition for Foundation's
    /// rectangle operations not to trap.
    static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }

    /// `a.intersects(b)`, false (rather than a trap) when either is not finite.
    static func intersects(_ a: CGRect, _ b: CGRect) -> Bool {
        // Foundation's `intersects` (closed spans: rectangles that share an
        // edge intersect), written out: it builds the intersection first,
        // and the label placer asks this thousands of times a frame.
        guard isFinite(a), isFinite(b) else { return false }
        func span(_ origin: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
            length < 0 ? (origin + length, origin) : (origin, origin + length)
        }
        let (ax0, ax1) = span(a.origin.x, a.size.width), (bx0, bx1) = span(b.origin.x, b.size.width)
        let (ay0, ay1) = span(a.origin.y, a.size.height), (by0, by1) = span(b.origin.y, b.size.height)
        return ax0 <= bx1 && bx0 <= ax1 && ay0 <= by1 && by0 <= ay1
    }

    /// `Int(v)` (toward zero) that never traps: NaN is 0, and anything
    /// beyond `range` is its nearest end. Pixel sizes, counts and widths
    /// computed from view geometry go through here.
    static func int(_ v: CGFloat, in range: ClosedRange<Int> = -(1 << 30)...(1 << 30)) -> Int {
        guard !v.isNaN else { return min(max(0, range.lowerBound), range.upperBound) }
        if v <= CGFloat(range.lowerBound) { return range.lowerBound }
        if v >= CGFloat(range.upperBound) { return range.upperBound }
        return Int(v)
    }
}
