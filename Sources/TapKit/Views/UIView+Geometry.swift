import Foundation

extension UIView {
    /// A transform and its inverse, kept only by views that have one.
    final class TransformStorage {
        let transform: CGAffineTransform
        let inverse: CGAffineTransform
        init(_ transform: CGAffineTransform) {
            self.transform = transform
            inverse = transform.inverted()
        }
        /// The identity, bit for bit (a -0 entry is kept as written).
        static func isExactlyIdentity(_ t: CGAffineTransform) -> Bool {
            let i = CGAffineTransform.identity
            return t.a.bitPattern == i.a.bitPattern && t.b.bitPattern == i.b.bitPattern && t.c.bitPattern == i.c.bitPattern
                && t.d.bitPattern == i.d.bitPattern && t.tx.bitPattern == i.tx.bitPattern && t.ty.bitPattern == i.ty.bitPattern
        }
    }

    /// Derived from `center`, `bounds.size` and `transform`: with a transform
    /// it is the bounding box of the transformed bounds, as in UIKit.
    public var frame: CGRect {
        get {
            let size = bounds.size
            let untransformed = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                       width: size.width, height: size.height)
            if transform.isIdentity { return untransformed }
            let about = CGAffineTransform(translationX: -center.x, y: -center.y)
                .concatenating(transform)
                .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            return untransformed.applying(about)
        }
        set {
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// A point in the superview's coordinates → this view's bounds coordinates:
    /// undo the centre offset, undo the transform, add `bounds.origin`.
    @inline(__always)
    package func convertFromSuperview(_ p: CGPoint) -> CGPoint {
        var x = p.x - center.x, y = p.y - center.y
        if hasTransform {
            // A collapsed transform (scale 0) maps nothing back: never hit.
            guard !isTransformCollapsed else { return CGPoint(x: CGFloat.infinity, y: .infinity) }
            let t = inverseTransform
            (x, y) = (t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty)
        }
        return CGPoint(x: x + bounds.origin.x + bounds.size.width / 2,
                       y: y + bounds.origin.y + bounds.size.height / 2)
    }

    /// This view's bounds coordinates → the superview's coordinates.
    func convertToSuperview(_ p: CGPoint) -> CGPoint {
        let x = p.x - bounds.origin.x - bounds.size.width / 2
        let y = p.y - bounds.origin.y - bounds.size.height / 2
        let q = transform.isIdentity ? CGPoint(x: x, y: y) : CGPoint(x: x, y: y).applying(transform)
        return CGPoint(x: q.x + center.x, y: q.y + center.y)
    }

    /// Bounds coordinates → the coordinates of the outermost ancestor's
    /// superview: the screen, for a view in a window.
    func convertToScreen(_ p: CGPoint) -> CGPoint {
        var point = p
        var v: UIView? = self
        while let current = v {
            point = current.convertToSuperview(point)
            v = current.superview
        }
        return point
    }

    func convertFromScreen(_ p: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var v: UIView? = self
        while let current = v { chain.append(current); v = current.superview }
        return chain.reversed().reduce(p) { $1.convertFromSuperview($0) }
    }

    /// UIKit's `convert(_:to:)`; `nil` means the window's coordinates.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let screen = convertToScreen(point)
        if let target = view ?? window { return target.convertFromScreen(screen) }
        return screen
    }

    /// UIKit's `convert(_:from:)`; `nil` means the window's coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let screen = (view ?? window)?.convertToScreen(point) ?? point
        return convertFromScreen(screen)
    }

    /// UIKit's `convert(_:to:)` for a rectangle: the bounding box of its
    /// converted corners (a rotation between the views makes it larger).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        UIView.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// UIKit's `convert(_:from:)` for a rectangle: `rect` in `view`'s bounds
    /// coordinates (the window's for `nil`) as the bounding box of its
    /// corners in this view's
    /// (https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7xj6n).
    ///
    ///     let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    ///     let panel = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 100))
    ///     root.addSubview(panel)
    ///     let r = root.convert(CGRect(x: 0, y: 0, width: 120, height: 44), from: panel)
    ///     print(r.minX, r.minY, r.width, r.height)   // 40.0 100.0 120.0 44.0
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        UIView.boundingBox(of: rect) { convert($0, from: view) }
    }

    private static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The transform from this view's bounds coordinates to the screen, for
    /// renderers (concatenated through every ancestor).
    public var transformToScreen: CGAffineTransform {
        var t = CGAffineTransform.identity
        var v: UIView? = self
        while let current = v {
            t = t.concatenating(current.transformToSuperview)
            v = current.superview
        }
        return t
    }

    public var transformToSuperview: CGAffineTransform {
        CGAffineTransform(translationX: -bounds.origin.x - bounds.width / 2, y: -bounds.origin.y - bounds.height / 2)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }
}
