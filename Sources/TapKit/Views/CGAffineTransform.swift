import Foundation

/// An affine transform, laid out as Core Graphics lays it out:
///
///     | a  b  0 |
///     | c  d  0 |      x' = a·x + c·y + tx
///     | tx ty 1 |      y' = b·x + d·y + ty
///
/// swift-corelibs-foundation has no `CGAffineTransform`, so TapKit supplies one
/// with the same names and semantics, so that code pasted from an iOS app reads
/// the same. Like UIKit, `UIView.transform` is applied about the view's centre.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on screen
    /// because the y axis points down, exactly as in UIKit.
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = (sin(angle), cos(angle))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `t1.concatenating(t2)` applies `t1` first, then `t2` (Core Graphics order).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Translates before `self` (Core Graphics' `translatedBy`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant; zero means the transform collapses the plane (scale 0).
    public var determinant: CGFloat { a * d - b * c }

    /// The inverse, or `self` unchanged when the transform is not invertible —
    /// Core Graphics' documented behaviour. A view scaled to zero therefore maps
    /// every point nowhere useful and is never hit.
    public func inverted() -> CGAffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the transformed corners (Core Graphics).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if t.isIdentity { return self }
        // Written out (renderers call this for every view, every frame);
        // the corners are compared in the order `min()` / `max()` would.
        let p0 = CGPoint(x: minX, y: minY).applying(t), p1 = CGPoint(x: maxX, y: minY).applying(t)
        let p2 = CGPoint(x: minX, y: maxY).applying(t), p3 = CGPoint(x: maxX, y: maxY).applying(t)
        func least(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
            var m = a
            if b < m { m = b }
            if c < m { m = c }
            if d < m { m = d }
            return m
        }
        func greatest(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
            var m = a
            if m < b { m = b }
            if m < c { m = c }
            if m < d { m = d }
            return m
        }
        let x0 = least(p0.x, p1.x, p2.x, p3.x), y0 = least(p0.y, p1.y, p2.y, p3.y)
        return CGRect(x: x0, y: y0, width: greatest(p0.x, p1.x, p2.x, p3.x) - x0, height: greatest(p0.y, p1.y, p2.y, p3.y) - y0)
    }
}
