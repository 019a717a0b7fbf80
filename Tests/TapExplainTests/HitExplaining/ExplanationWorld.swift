import Foundation
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// A random application for the `--why` property test: one to three windows
/// (levels, frames, some hidden, one sometimes never added to the
/// application) holding random trees of views, buttons, controls, scroll
/// views and an app's subclass overriding `point(inside:with:)`, with every property hit testing reads — transforms (rotation,
/// scale, zero scale), bounds origins, hidden, alpha around 0.01,
/// interaction, disabled controls, clipping, insets, shapes, the four custom
/// rules, zero sizes — plus a view in no window. Most numbers sit on a
/// half-point grid, so edges are exact and points can land right on them.
final class ExplanationWorld {
    let app = UIApplication()
    /// The windows added to the application, in the order they were added.
    private(set) var windows: [SpecView] = []
    /// Every view made, windows and strays included.
    private(set) var views: [SpecView] = []
    var random: StormRandom
    static let screen = CGSize(width: 390, height: 844)

    init(seed: UInt64) {
        random = StormRandom(seed: seed)
        for index in 0..<random.int(1...3) { makeWindow(index) }
        let stray = make(.view, in: nil)
        stray.center = CGPoint(x: 100, y: 100)
        stray.size = CGSize(width: 80, height: 80)
        for view in views where random.chance(0.12) {
            view.rule = .forward(SpecView.Link(view: random.pick(views)))
        }
        views.forEach { $0.apply() }
    }

    private func makeWindow(_ index: Int) {
        let window = make(.window, in: nil)
        let full = random.chance(0.6)
        window.size = full ? Self.screen : CGSize(width: grid(100...390), height: grid(200...844))
        window.center = full ? CGPoint(x: 195, y: 422) : CGPoint(x: grid(0...300), y: grid(100...700))
        window.level = random.pick([0, 0, 0, 1000, 2000, -10])
        window.hidden = random.chance(0.15)
        if random.chance(0.1) { window.alpha = random.pick([0.005, 0.01, 0.03]) }
        if random.chance(0.05) { window.interaction = false }
        for _ in 0..<random.int(1...3) { makeSubtree(in: window, depth: 1) }
        window.apply()
        // Windows are added after their level is set, so the application's
        // order is by level, then by this order; sometimes one is never added.
        if index == 0 || random.chance(0.9), let real = window.real as? UIWindow {
            app.addWindow(real)
            windows.append(window)
        }
    }

    private func makeSubtree(in parent: SpecView, depth: Int) {
        let kind = random.pick([SpecView.Kind.view, .view, .view, .button, .control, .scrollView, .leftHalf])
        let view = make(kind, in: parent)
        randomize(view, within: parent.size)
        guard depth < 4 else { return }
        for _ in 0..<random.int(0...(depth == 1 ? 2 : 1)) { makeSubtree(in: view, depth: depth + 1) }
    }

    @discardableResult
    private func make(_ kind: SpecView.Kind, in parent: SpecView?) -> SpecView {
        let view = SpecView("\(kind == .window ? "w" : "v")\(views.count)", kind)
        views.append(view)
        parent?.add(view)
        return view
    }

    private func randomize(_ view: SpecView, within parent: CGSize) {
        let zero = random.chance(0.08)
        view.size = CGSize(width: zero && random.chance(0.5) ? 0 : grid(1...220),
                           height: zero && random.chance(0.5) ? 0 : grid(1...220))
        if zero, view.size.width != 0, view.size.height != 0 { view.size.height = 0 }
        view.center = CGPoint(x: grid(-30...(parent.width + 30)), y: grid(-30...(parent.height + 30)))
        if view.kind == .scrollView || random.chance(0.06) { view.origin = CGPoint(x: grid(-20...120), y: grid(-20...120)) }
        if random.chance(0.3) { view.transform = randomTransform() }
        view.hidden = random.chance(0.07)
        view.alpha = random.chance(0.75) ? 1 : random.pick([0, 0.005, 0.009, 0.01, 0.03, 0.05, 0.06, 0.5])
        view.interaction = !random.chance(0.07)
        view.clips = view.kind == .scrollView || random.chance(0.25)
        view.enabled = !random.chance(0.25)
        if random.chance(0.12) {
            view.insets = UIEdgeInsets(top: grid(-20...20), left: grid(-20...20), bottom: grid(-20...20), right: grid(-20...20))
        }
        if random.chance(0.12) { view.shape = randomShape(view.size) }
        if random.chance(0.15) { view.rule = random.pick([.never, .passThrough, .outOfBounds, .outOfBounds]) }
    }

    private func randomTransform() -> CGAffineTransform {
        switch random.int(0...5) {
        case 0: return CGAffineTransform(rotationAngle: random.number(-3.2...3.2))
        case 1: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)  // a quarter turn, exactly
        case 2: return CGAffineTransform(scaleX: random.pick([0, 0.5, 2, -1, 1.5]), y: random.pick([0, 0.5, 2, 1, 3]))
        case 3: return CGAffineTransform(scaleX: 0, y: 0)
        case 4: return CGAffineTransform(translationX: grid(-40...40), y: grid(-40...40))
        default: return CGAffineTransform(rotationAngle: random.number(-1...1)).scaledBy(x: random.number(0.3...2), y: random.number(0.3...2))
        }
    }

    private func randomShape(_ size: CGSize) -> SpecView.Shape {
        switch random.int(0...3) {
        case 0: return .circle(center: nil, radius: nil)
        case 1: return .circle(center: CGPoint(x: grid(0...100), y: grid(0...100)), radius: grid(1...80))
        case 2: return .ellipse
        default:
            return .rects((0..<random.int(1...3)).map { _ in
                CGRect(x: grid(-20...size.width), y: grid(-20...size.height), width: grid(1...80), height: grid(1...80))
            })
        }
    }

    /// A number on the half-point grid.
    func grid(_ range: ClosedRange<CGFloat>) -> CGFloat {
        (random.number(Double(range.lowerBound)...Double(range.upperBound)) * 2).rounded() / 2
    }
}
