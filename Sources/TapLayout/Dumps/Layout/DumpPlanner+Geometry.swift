import Foundation
import TapKit

extension DumpPlanner {
    /// Where the view is: its frame when it has no transform and the frame
    /// gives bounds and centre back exactly, else bounds, centre and transform.
    ///
    /// A recursiveDescription prints `frame`, which for a transformed view
    /// is the bounding box of its transformed bounds (UIKit: "if the
    /// transform property is not the identity transform, the value of this
    /// property is undefined" — in practice the bounding box). Its centre is
    /// the box's centre less the transform's translation; its size solves
    /// |a|w + |c|h = box width, |b|w + |d|h = box height.
    mutating func geometry(_ view: DumpedView, placement: Placement, kind: DumpedClass) -> DumpedViewPlan.Geometry? {
        var bounds: CGRect, center: CGPoint
        var transform = view.transform ?? .identity
        if let printed = printedFrame(view, placement: placement, kind: kind) { return printed }  // nil inside: rejected
        if let b = view.bounds, let c = view.center {
            (bounds, center) = (b, c)
        } else if let frame = view.frame {
            (bounds, center) = recover(frame: frame, transform: transform, at: view.position)
        } else {
            error(.noGeometry(className: view.className), at: view.position)
            return nil
        }
        if kind.isScrollView { bounds.origin = view.scroll?.contentOffset ?? bounds.origin }
        else if let origin = view.boundsOrigin { bounds.origin = origin }
        switch placement {
        case .top:
            if !transform.isIdentity {
                warn(.topTransformDropped, at: view.position)
                transform = .identity
            }
            screenShift = CGPoint(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2)
            center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        case .laterTop:
            // Later top views move with the first, which is put at the screen's origin.
            center = CGPoint(x: center.x - screenShift.x, y: center.y - screenShift.y)
        case .nested:
            break
        }
        guard check(bounds, center, transform, view) else { return nil }
        let untransformedOrigin = CGPoint(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2)
        let readsBack = untransformedOrigin.x + bounds.width / 2 == center.x && untransformedOrigin.y + bounds.height / 2 == center.y
        let originIsOffset = kind.isScrollView || bounds.origin == .zero
        if transform.isIdentity, readsBack, originIsOffset {
            return .frame(Self.positiveZeros(CGRect(origin: untransformedOrigin, size: bounds.size)))
        }
        // A scroll view's bounds origin is its contentOffset, set as such.
        if kind.isScrollView { bounds.origin = .zero }
        let t = transform
        return .boundsAndCenter(bounds: Self.positiveZeros(bounds), center: CGPoint(x: center.x + 0, y: center.y + 0),
                                transform: t.isIdentity ? nil : CGAffineTransform(a: t.a + 0, b: t.b + 0, c: t.c + 0, d: t.d + 0, tx: t.tx + 0, ty: t.ty + 0))
    }

    /// An untransformed view's frame exactly as the dump printed it (moved
    /// as its top view is), so the numbers read back as written: working
    /// them out from a centre would turn `240` into `240.00000000000003`.
    /// Nil when the frame is not the whole story (a transform, a bounds
    /// origin); `.some(nil)` when it is, and out of bounds (reported).
    private mutating func printedFrame(_ view: DumpedView, placement: Placement, kind: DumpedClass) -> DumpedViewPlan.Geometry?? {
        guard var frame = view.frame, view.bounds == nil, view.transform?.isIdentity ?? true,
              kind.isScrollView || (view.boundsOrigin ?? .zero) == .zero else { return nil }
        switch placement {
        case .top:
            screenShift = frame.origin
            frame.origin = .zero
        case .laterTop:
            frame.origin = CGPoint(x: frame.origin.x - screenShift.x, y: frame.origin.y - screenShift.y)
        case .nested:
            break
        }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        guard check(CGRect(origin: .zero, size: frame.size), center, .identity, view) else { return .some(nil) }
        return .frame(Self.positiveZeros(frame))
    }

    /// Dumps print `-0`; a layout writes 0 (adding 0 turns -0 into 0), so
    /// both routes give the same numbers.
    private static func positiveZeros(_ r: CGRect) -> CGRect {
        CGRect(x: r.origin.x + 0, y: r.origin.y + 0, width: r.size.width + 0, height: r.size.height + 0)
    }

    private mutating func recover(frame: CGRect, transform t: CGAffineTransform, at: DumpPosition) -> (CGRect, CGPoint) {
        guard !t.isIdentity else {
            return (CGRect(origin: .zero, size: frame.size), CGPoint(x: frame.midX, y: frame.midY))
        }
        let center = CGPoint(x: frame.midX - t.tx, y: frame.midY - t.ty)
        let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        let det = a * d - b * c
        var w: CGFloat, h: CGFloat
        if abs(det) > 1e-9 * max(1, a * d + b * c) {
            w = (frame.width * d - frame.height * c) / det
            h = (frame.height * a - frame.width * b) / det
        } else if a + c > 0 {
            // A 45° rotation (or a collapsed axis): the box gives only w + h; take a square.
            w = frame.width / (a + c)
            h = w
            warn(.squareGuess(width: w, height: h), at: at)
        } else {
            (w, h) = (0, 0)
            warn(.scaledToNothing, at: at)
        }
        return (CGRect(x: 0, y: 0, width: max(0, w), height: max(0, h)), center)
    }

    /// Sizes at least zero and coordinates within the layout limit
    /// (`YAMLReader.maxMagnitude`), so that what is imported loads again.
    private mutating func check(_ bounds: CGRect, _ center: CGPoint, _ t: CGAffineTransform, _ view: DumpedView) -> Bool {
        let limit = YAMLReader.maxMagnitude
        let values = [bounds.minX, bounds.minY, bounds.width, bounds.height, center.x, center.y]
        guard values.allSatisfy({ $0.isFinite && abs($0) <= limit }),
              [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy({ $0.isFinite && abs($0) <= limit }) else {
            error(.coordinatesTooLarge(className: view.className, address: view.address), at: view.position)
            return false
        }
        guard bounds.size.width >= 0, bounds.size.height >= 0 else {
            error(.negativeSize(className: view.className, address: view.address, width: bounds.size.width, height: bounds.size.height), at: view.position)
            return false
        }
        return true
    }
}
