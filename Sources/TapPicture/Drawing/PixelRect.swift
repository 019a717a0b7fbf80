import Foundation

/// A rectangle of whole pixels, `x0..<x1` by `y0..<y1`: the unit clipping
/// works in. Rounding a fractional rectangle takes the pixels whose centres
/// lie inside it, so a clip never takes half a pixel.
struct PixelRect: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        (self.x0, self.y0, self.x1, self.y1) = (x0, y0, max(x0, x1), max(y0, y1))
    }

    /// The pixels whose centres are inside `rect` (clamped to a sane range so
    /// that an absurd transform cannot overflow `Int`).
    init(covering rect: CGRect) {
        let edge = Self.edge
        self.init(x0: edge(rect.minX), y0: edge(rect.minY), x1: edge(rect.maxX), y1: edge(rect.maxY))
    }

    /// The first pixel whose centre is at or after coordinate `v`.
    static func edge(_ v: CGFloat) -> Int {
        guard v.isFinite else { return v > 0 ? limit : -limit }
        // ceil(v - 0.5), clamped; written with an integer conversion (which
        // truncates toward zero) because `rounded(.up)` is a library call
        // here, and fills take two of these per run of pixels.
        let x = min(max(v - 0.5, CGFloat(-limit)), CGFloat(limit))
        let t = Int(x)
        return CGFloat(t) < x ? t + 1 : t
    }

    static let limit = 1 << 24
    static let everything = PixelRect(x0: -limit, y0: -limit, x1: limit, y1: limit)

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// Whether every pixel of `other` is in this rectangle (an empty one always is).
    func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (x0 <= other.x0 && y0 <= other.y0 && other.x1 <= x1 && other.y1 <= y1)
    }

    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    var cgRect: CGRect { CGRect(x: x0, y: y0, width: width, height: height) }
}
