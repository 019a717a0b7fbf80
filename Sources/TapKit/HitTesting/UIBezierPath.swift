import Foundation

/// A path of straight and curved segments, with UIKit's names and semantics.
///
/// TapLab layouts give views irregular hit shapes (round buttons, tabs with a
/// notch, L-shaped strips), and the seed articles implement them the way iOS
/// code does: `point(inside:with:)` returns `path.contains(point)` so that only
/// the visible part of an irregular button takes touches. Core Graphics is not
/// available on Linux, so TapKit reimplements the part of `UIBezierPath` that
/// hit testing and drawing need.
///
/// Conventions follow UIKit and Core Graphics:
/// - Coordinates are y-down, so increasing angles turn clockwise on screen.
/// - A drawing call made while there is no current point is ignored, as
///   `CGPathAddLineToPoint` ignores it ("no current point").
/// - A drawing call right after `close()` starts a new subpath at the start of
///   the closed one (CG's implicit move-to); the move is recorded as an explicit
///   `.move` so that `elements` always reads as self-contained subpaths.
/// - `bounds` includes control points, like `UIBezierPath.bounds`.
///
/// Like UIKit, the class is not thread-safe: `contains(_:)` fills a cache.
public final class UIBezierPath {
    public enum Element: Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    public private(set) var elements: [Element] = [] {
        didSet { containmentCache = nil }
    }

    /// `false` (the default, as in UIKit) fills with the non-zero winding rule.
    public var usesEvenOddFillRule = false

    /// The end of the last segment; `.zero` for an empty path, as in UIKit.
    public private(set) var currentPoint: CGPoint = .zero

    private var subpathStart: CGPoint = .zero
    private var subpathClosed = false

    /// Flattened polygons and their bounds for `contains(_:)`; dropped whenever
    /// `elements` changes.
    var containmentCache: (polygons: [[CGPoint]], bounds: CGRect)?

    public init() {}

    /// A closed rectangle drawn clockwise from its top-left corner, as UIKit draws it.
    public convenience init(rect: CGRect) {
        self.init()
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// An ellipse inscribed in `rect`, four cubic quarter-arcs clockwise from
    /// the rightmost point.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let k: CGFloat = 0.5522847498307936  // 4/3·(√2 − 1): a quarter circle as one cubic
        let (cx, cy) = (rect.midX, rect.midY)
        let (rx, ry) = ((rect.maxX - rect.minX) / 2 * k, (rect.maxY - rect.minY) / 2 * k)
        move(to: CGPoint(x: rect.maxX, y: cy))
        addCurve(to: CGPoint(x: cx, y: rect.maxY),
                 controlPoint1: CGPoint(x: rect.maxX, y: cy + ry), controlPoint2: CGPoint(x: cx + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: cy),
                 controlPoint1: CGPoint(x: cx - rx, y: rect.maxY), controlPoint2: CGPoint(x: rect.minX, y: cy + ry))
        addCurve(to: CGPoint(x: cx, y: rect.minY),
                 controlPoint1: CGPoint(x: rect.minX, y: cy - ry), controlPoint2: CGPoint(x: cx - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: cy),
                 controlPoint1: CGPoint(x: cx + rx, y: rect.minY), controlPoint2: CGPoint(x: rect.maxX, y: cy - ry))
        close()
    }

    /// A rectangle with rounded corners, drawn clockwise from the end of the
    /// top-left corner. The radius is clamped to half the shorter side, as
    /// UIKit clamps it. The corners are circular quarter arcs; recent iOS
    /// versions draw smoother "continuous" corners, so a point right next to
    /// a corner curve may hit differently there.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let limit = min(rect.maxX - rect.minX, rect.maxY - rect.minY) / 2
        let r = cornerRadius > 0 ? min(cornerRadius, limit) : 0
        guard r > 0 else {
            self.init(rect: rect)
            return
        }
        self.init()
        let half = CGFloat.pi / 2
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        addArc(withCenter: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r,
               startAngle: -half, endAngle: 0, clockwise: true)
        addArc(withCenter: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r,
               startAngle: 0, endAngle: half, clockwise: true)
        addArc(withCenter: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r,
               startAngle: half, endAngle: 2 * half, clockwise: true)
        addArc(withCenter: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r,
               startAngle: 2 * half, endAngle: 3 * half, clockwise: true)
        close()
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat,
                            startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point and control point, or
    /// `CGRect.null` for an empty path (UIKit's control-point bounds).
    public var bounds: CGRect {
        var (minX, minY) = (CGFloat.infinity, CGFloat.infinity)
        var (maxX, maxY) = (-CGFloat.infinity, -CGFloat.infinity)
        func include(_ p: CGPoint) {
            (minX, minY) = (min(minX, p.x), min(minY, p.y))
            (maxX, maxY) = (max(maxX, p.x), max(maxY, p.y))
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quadCurve(let p, let c): include(p); include(c)
            case .curve(let p, let c1, let c2): include(p); include(c1); include(c2)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public func move(to point: CGPoint) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
        subpathClosed = false
    }

    public func addLine(to point: CGPoint) {
        guard beginSegment() else { return }
        elements.append(.line(to: point))
        currentPoint = point
    }

    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        guard beginSegment() else { return }
        elements.append(.quadCurve(to: point, control: controlPoint))
        currentPoint = point
    }

    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard beginSegment() else { return }
        elements.append(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
        currentPoint = point
    }

    /// Appends a circular arc. With an open subpath, a line joins the current
    /// point to the arc's start; otherwise the arc starts a new subpath (UIKit).
    /// `clockwise` is on screen (y-down), i.e. towards increasing angles; a
    /// sweep of 2π or more in the chosen direction draws a full circle. The arc
    /// is made of cubics spanning at most 90° each, whose radial error is below
    /// 0.03% of the radius. Negative or non-finite arguments are ignored, as
    /// Core Graphics ignores an invalid radius.
    public func addArc(withCenter center: CGPoint, radius: CGFloat,
                       startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard radius >= 0, radius.isFinite, center.x.isFinite, center.y.isFinite,
              startAngle.isFinite, endAngle.isFinite else { return }
        let sweep = Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        func onCircle(_ angle: CGFloat, _ scale: CGFloat = 1) -> CGPoint {
            CGPoint(x: center.x + radius * scale * cos(angle), y: center.y + radius * scale * sin(angle))
        }
        let start = onCircle(startAngle)
        if isEmpty || (subpathClosed && start == currentPoint) {
            move(to: start)
        } else if start != currentPoint {
            addLine(to: start)
        }
        guard sweep != 0 else { return }
        let count = min(max(Int((abs(sweep) / (.pi / 2)).rounded(.up)), 1), 4)
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        for i in 0..<count {
            let a0 = startAngle + step * CGFloat(i), a1 = a0 + step
            let c1 = CGPoint(x: center.x + radius * (cos(a0) - k * sin(a0)),
                             y: center.y + radius * (sin(a0) + k * cos(a0)))
            let c2 = CGPoint(x: center.x + radius * (cos(a1) + k * sin(a1)),
                             y: center.y + radius * (sin(a1) - k * cos(a1)))
            addCurve(to: onCircle(a1), controlPoint1: c1, controlPoint2: c2)
        }
    }

    /// The signed sweep Core Graphics draws from `start` to `end`: positive for
    /// clockwise on screen, within one turn, a full turn if asked for at least one.
    static func arcSweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let delta = clockwise ? end - start : start - end
        var magnitude = turn
        if delta < turn {
            let r = delta.truncatingRemainder(dividingBy: turn)
            magnitude = r < 0 ? r + turn : r
        }
        return clockwise ? magnitude : -magnitude
    }

    public func close() {
        guard !isEmpty, !subpathClosed else { return }
        elements.append(.close)
        currentPoint = subpathStart
        subpathClosed = true
    }

    /// Appends `path`'s elements; the current point becomes `path`'s.
    public func append(_ path: UIBezierPath) {
        guard !path.isEmpty else { return }
        elements.append(contentsOf: path.elements)
        currentPoint = path.currentPoint
        subpathStart = path.subpathStart
        subpathClosed = path.subpathClosed
    }

    /// Transforms every point and control point, as `UIBezierPath.apply(_:)`.
    public func apply(_ t: CGAffineTransform) {
        elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(t))
            case .line(let p): .line(to: p.applying(t))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2):
                .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .close: .close
            }
        }
        currentPoint = currentPoint.applying(t)
        subpathStart = subpathStart.applying(t)
    }

    public func removeAllPoints() {
        elements.removeAll()
        currentPoint = .zero
        subpathStart = .zero
        subpathClosed = false
    }

    /// Whether a segment may be added; re-opens a closed subpath at its start.
    private func beginSegment() -> Bool {
        guard !isEmpty else { return false }
        if subpathClosed {
            elements.append(.move(to: subpathStart))
            subpathClosed = false
        }
        return true
    }
}
