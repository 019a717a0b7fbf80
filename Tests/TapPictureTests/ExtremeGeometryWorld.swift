import Foundation
import TapKit
import StressLayouts
import TapLayout

/// A random application whose geometry is as hostile as TapKit allows:
/// transforms scaling by 1e-9 to 1e6 (nested, so products overflow to ±∞
/// and then NaN), zero and negative scales, rotations, shears, huge frames
/// and scroll offsets, zero-size and non-finite bounds, hit shapes, hit
/// insets, layers, labels, buttons and recognizers, and a finger left down.
/// Built straight in TapKit (not through a layout file) so that it can hold
/// values the loader would refuse.
struct ExtremeGeometryWorld {
    static let screen = CGSize(width: 120, height: 160)

    let application = UIApplication()
    private var random: SplitMix
    private var views: [UIView] = []

    init(seed: UInt64) {
        random = SplitMix(seed)
        let window = UIWindow(frame: CGRect(origin: .zero, size: Self.screen))
        var budget = 4 + int(24)
        while budget > 0 { window.addSubview(tree(depth: 1, budget: &budget)) }
        application.addWindow(window)
        window.makeKeyAndVisible()
    }

    /// Gives a few views bounds with NaN or infinite numbers, which only a
    /// program can set (the loader reads such a frame as no size). Done
    /// after hit testing: TapKit's hit test does not take them (see the report).
    mutating func makeSomeBoundsNonFinite() {
        for view in views where chance(0.05) {
            view.bounds = CGRect(x: pick([CGFloat.nan, .infinity, -.infinity]), y: 0, width: pick([CGFloat.nan, .infinity, 10]), height: 10)
        }
    }

    /// A point to tap: on the screen, just off it, or absurdly far away.
    mutating func tapPoint() -> CGPoint {
        switch int(5) {
        case 0: CGPoint(x: number(-1e6...1e6), y: number(-1e6...1e6))
        case 1: CGPoint(x: pick([-1e300, 1e300, 0]), y: pick([-1e300, 1e300, 50]))
        default: CGPoint(x: number(-20...140), y: number(-20...180))
        }
    }

    // MARK: Random values

    private mutating func int(_ below: Int) -> Int { Int(random.unit() * Double(below)) }
    private mutating func chance(_ p: Double) -> Bool { random.unit() < p }
    private mutating func number(_ range: ClosedRange<Double>) -> CGFloat {
        CGFloat(range.lowerBound + random.unit() * (range.upperBound - range.lowerBound))
    }
    private mutating func pick<T>(_ values: [T]) -> T { values[int(values.count)] }

    /// A scale factor from 1e-9 to 1e6, or 0, or negative.
    private mutating func scale() -> CGFloat {
        switch int(6) {
        case 0: 0
        case 1: 1e6
        case 2: -pow(10, number(-9...6))
        default: pow(10, number(-9...6))
        }
    }

    private mutating func coordinate() -> CGFloat {
        chance(0.2) ? pick([1e6, -1e6, 0, 1e-9]) : number(-40...160)
    }

    // MARK: Building

    private mutating func tree(depth: Int, budget: inout Int) -> UIView {
        let view = self.view()
        budget -= 1
        // Deep chains are what overflow: half the time a single child, to depth 60.
        let children = depth >= 60 ? 0 : chance(0.5) ? 1 : int(3)
        for _ in 0..<children where budget > 0 || chance(0.3) {
            view.addSubview(tree(depth: depth + 1, budget: &budget))
        }
        return view
    }

    private mutating func view() -> UIView {
        let view: UIView
        switch int(10) {
        case 0, 1:
            let button = UIButton()
            button.title = "Go"
            view = button
        case 2:
            let label = UILabel()
            label.text = "Label"
            view = label
        case 3:
            let scroll = UIScrollView()
            scroll.contentSize = CGSize(width: coordinate(), height: coordinate())
            scroll.contentOffset = CGPoint(x: coordinate(), y: coordinate())
            view = scroll
        default: view = UIView()
        }
        view.frame = CGRect(x: coordinate(), y: coordinate(), width: chance(0.1) ? 0 : abs(coordinate()),
                            height: chance(0.1) ? 0 : abs(coordinate()))
        if chance(0.05) { view.bounds = CGRect(x: pick([-1e300, 1e300]), y: 0, width: pick([1e300, 10]), height: 10) }
        views.append(view)
        view.backgroundColor = pick([UIColor.red, .blue, UIColor(red: 0, green: 1, blue: 0, alpha: 0.5), nil])
        view.clipsToBounds = chance(0.3)
        if chance(0.2) { view.layer.cornerRadius = pick([4, 1e6, -3]) }
        if chance(0.2) {
            view.layer.borderWidth = pick([1, 1e6, 0.001])
            view.layer.borderColor = .black
        }
        view.transform = transform()
        if chance(0.15) {
            view.hitInsets = UIEdgeInsets(top: coordinate(), left: coordinate(), bottom: coordinate(), right: coordinate())
        }
        if chance(0.25) {
            let b = view.bounds
            view.hitShape = pick([
                HitShape.circle(center: nil, radius: nil), .circle(center: CGPoint(x: coordinate(), y: coordinate()), radius: abs(coordinate())),
                .ellipse, .rects([CGRect(x: 0, y: 0, width: coordinate(), height: coordinate())]),
                .path(UIBezierPath(ovalIn: b)), .path(UIBezierPath(roundedRect: b, cornerRadius: 8)),
            ])
        }
        if chance(0.15) { view.hitTestRule = pick([HitTestRule.passThrough, .outOfBounds, .never]) }
        if chance(0.15) {
            let layer = CALayer()
            layer.name = "shade"
            layer.frame = CGRect(x: coordinate(), y: coordinate(), width: coordinate(), height: coordinate())
            layer.backgroundColor = .gray
            layer.masksToBounds = chance(0.5)
            view.layer.addSublayer(layer)
        }
        if chance(0.1) { view.addGestureRecognizer(UITapGestureRecognizer()) }
        return view
    }

    private mutating func transform() -> CGAffineTransform {
        switch int(8) {
        case 0, 1: CGAffineTransform(scaleX: scale(), y: scale())
        case 2: CGAffineTransform(rotationAngle: number(-7...7)).scaledBy(x: scale(), y: scale())
        case 3: CGAffineTransform(a: scale(), b: number(-3...3), c: number(-3...3), d: scale(), tx: coordinate(), ty: coordinate())
        case 4: CGAffineTransform(translationX: coordinate(), y: coordinate())
        default: .identity
        }
    }
}
