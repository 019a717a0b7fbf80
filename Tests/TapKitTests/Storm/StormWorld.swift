import Foundation
@testable import TapKit
import TapTestSupport

/// A random application: one to three windows (levels, frames, some hidden),
/// each a random tree of plain views, buttons, controls, scroll views, labels
/// and image views with random hidden / alpha / interaction / clips /
/// transforms / hit areas / hit rules / touches overrides / view controllers,
/// and recognizers of every type with random settings, delegates,
/// failure requirements and simultaneity. Every responder records its touch
/// calls in `ledger`.
final class StormWorld {
    let ledger = TouchLedger()
    let app = StormApplication()
    let appDelegate = StormAppDelegate()
    let log = EventLog()
    static let screen = CGSize(width: 390, height: 844)

    /// Every window made, removed ones included (so they can come back).
    private(set) var windows: [UIWindow] = []
    /// Views (not windows) the world still holds; a freed view leaves this list.
    private(set) var views: [UIView] = []
    private(set) var controllers: [UIViewController] = []
    private(set) var recognizers: [UIGestureRecognizer] = []
    private var delegates: [StormGestureDelegate] = []
    /// Views the storm freed, which must be gone.
    private(set) var freed: [(name: String, ref: WeakView)] = []
    /// Screen points worth touching: view centres and corners.
    private(set) var hotspots: [CGPoint] = []

    struct WeakView { weak var view: UIView? }

    /// Where to tap to reach the competing recognizers, if the world has them.
    private(set) var probe: CGPoint?

    private var random: StormRandom
    private var names = 0

    init(seed: UInt64) {
        random = StormRandom(seed: seed)
        app.attach(ledger, "application")
        appDelegate.attach(ledger, "appDelegate")
        app.delegate = appDelegate
        app.observer = log
        for _ in 0..<random.int(1...3) { makeWindow() }
        for window in windows { collectHotspots(window) }
        addCompetitors(seed: seed)
    }

    /// Recognizers that wait on each other (`StormCompetitors`), after the
    /// hotspots are collected so that the steps drawn stay those of the seed.
    private func addCompetitors(seed: UInt64) {
        let competitors = StormCompetitors(
            seed: seed, views: views, recognizers: recognizers,
            add: { recognizer, view in
                recognizer.addAction { _ in }
                recognizers.append(recognizer)
                view.addGestureRecognizer(recognizer)
            },
            keep: { delegate in if !delegates.contains(where: { $0 === delegate }) { delegates.append(delegate) } },
            addButton: { target in
                // Centred on the target's centre, which is a hotspot.
                let button = StormButton()
                button.attach(ledger, name("v"))
                let b = target.bounds
                button.frame = CGRect(x: b.midX - 30, y: b.midY - 20, width: 60, height: 40)
                target.addSubview(button)
                views.append(button)
            },
            name: { name("c") })
        probe = competitors.probe
    }

    private func name(_ prefix: String) -> String {
        names += 1
        return "\(prefix)\(names)"
    }

    // MARK: Building

    private func makeWindow() {
        let window = StormWindow(frame: CGRect(origin: .zero, size: Self.screen))
        window.attach(ledger, name("w"))
        if random.chance(0.3) {
            window.frame = CGRect(x: random.number(-50...300), y: random.number(-50...700),
                                  width: random.number(0...390), height: random.number(0...844))
        }
        window.windowLevel = random.pick([.normal, .normal, .normal, .statusBar, .alert, UIWindow.Level(random.number(-10...3000))])
        var budget = random.int(3...22)
        if random.chance(0.75) {
            let controller = StormController()
            controller.attach(ledger, name("vc"))
            controllers.append(controller)
            controller.view = makeTree(parentSize: window.bounds.size, depth: 1, budget: &budget, root: true)
            window.rootViewController = controller
        }
        while budget > 0 {
            window.addSubview(makeTree(parentSize: window.bounds.size, depth: 1, budget: &budget, root: false))
        }
        addRecognizers(to: window)
        if random.chance(0.15) { window.isUserInteractionEnabled = random.chance(0.5) }
        windows.append(window)
        app.addWindow(window)
        if random.chance(0.08) { window.isHidden = true } else { window.makeKeyAndVisible() }
    }

    private func makeTree(parentSize: CGSize, depth: Int, budget: inout Int, root: Bool) -> UIView {
        let view = makeView(parentSize: parentSize, root: root)
        budget -= 1
        views.append(view)
        let children = depth >= 5 ? 0 : random.int(0...4)
        for _ in 0..<children where budget > 0 {
            view.addSubview(makeTree(parentSize: view.bounds.size, depth: depth + 1, budget: &budget, root: false))
        }
        return view
    }

    private func makeView(parentSize: CGSize, root: Bool) -> UIView {
        let view: UIView & LedgerRecording
        switch random.int(0...99) {
        case 0..<50: view = StormView()
        case 50..<62: view = StormButton()
        case 62..<68: view = StormControl()
        case 68..<82:
            let scroll = StormScrollView()
            scroll.contentSize = CGSize(width: random.number(0...2000), height: random.number(0...3000))
            scroll.isPagingEnabled = random.chance(0.3)
            scroll.delaysContentTouches = random.chance(0.7)
            scroll.canCancelContentTouches = random.chance(0.8)
            scroll.bounces = random.chance(0.8)
            if random.chance(0.2) { scroll.contentOffset = CGPoint(x: random.number(-100...500), y: random.number(-100...500)) }
            view = scroll
        case 82..<91: view = StormLabel()
        default: view = StormImageView()
        }
        view.attach(ledger, name("v"))
        if root {
            view.frame = CGRect(origin: .zero, size: parentSize)
        } else {
            let w = random.chance(0.1) ? 0 : random.number(0...max(1, Double(parentSize.width)))
            let h = random.chance(0.1) ? 0 : random.number(0...max(1, Double(parentSize.height)))
            view.frame = CGRect(x: random.number(-30...max(0, Double(parentSize.width) - 10)),
                                y: random.number(-30...max(0, Double(parentSize.height) - 10)), width: w, height: h)
        }
        if random.chance(0.08) { view.isHidden = true }
        if random.chance(0.1) { view.alpha = random.pick([0, 0.005, 0.0099, 0.01, 0.3]) }
        if random.chance(0.08) { view.isUserInteractionEnabled = !view.isUserInteractionEnabled }
        if random.chance(0.1) { view.isUserInteractionEnabled = true }  // labels and images too
        view.clipsToBounds = random.chance(0.3)
        view.isMultipleTouchEnabled = random.chance(0.5)
        view.isExclusiveTouch = random.chance(0.07)
        if random.chance(0.2) { view.touchesOverride = .consume }
        if random.chance(0.15) {
            view.transform = random.pick([
                CGAffineTransform(rotationAngle: random.number(-7...7)),
                CGAffineTransform(scaleX: random.number(-2...3), y: random.number(-2...3)),
                CGAffineTransform(scaleX: 0, y: 1),
                CGAffineTransform(translationX: random.number(-200...200), y: random.number(-200...200)),
                CGAffineTransform(a: 1, b: 2, c: 0.5, d: 1, tx: 3, ty: -4),
                CGAffineTransform(scaleX: 1e-9, y: 1e9),
            ])
        }
        if random.chance(0.15) {
            let inset = random.number(-30...30)
            view.hitInsets = UIEdgeInsets(top: inset, left: random.number(-30...30), bottom: inset, right: random.number(-30...30))
        }
        if random.chance(0.15) {
            let b = view.bounds
            view.hitShape = random.pick([
                HitShape.circle(center: nil, radius: nil),
                .circle(center: CGPoint(x: random.number(-20...100), y: random.number(-20...100)), radius: random.number(0...80)),
                .ellipse,
                .rects([CGRect(x: 0, y: 0, width: b.width / 3, height: b.height), CGRect(x: b.width * 2 / 3, y: 0, width: b.width / 3, height: b.height)]),
                .path(UIBezierPath(ovalIn: b.insetBy(dx: b.width / 4, dy: b.height / 4))),
                .path(UIBezierPath(roundedRect: b, cornerRadius: random.number(0...40))),
            ])
        }
        if random.chance(0.12) {
            view.hitTestRule = random.pick([
                HitTestRule.passThrough, .outOfBounds, .never, .forward(to: ViewReference(views.last)),
            ])
        }
        if let control = view as? UIControl, random.chance(0.15) { control.isEnabled = false }
        if !root, random.chance(0.08) {
            let controller = StormController()
            controller.attach(ledger, name("vc"))
            controller.view = view
            controllers.append(controller)
        }
        addRecognizers(to: view)
        return view
    }

    private func addRecognizers(to view: UIView) {
        guard random.chance(0.3) else { return }
        for _ in 0..<random.int(1...2) {
            let recognizer = makeRecognizer()
            recognizer.name = name("g")
            if random.chance(0.15) { recognizer.cancelsTouchesInView.toggle() }
            if random.chance(0.15) { recognizer.delaysTouchesBegan.toggle() }
            if random.chance(0.15) { recognizer.delaysTouchesEnded.toggle() }
            if random.chance(0.08) { recognizer.isEnabled = false }
            if random.chance(0.2) {
                let delegate = StormGestureDelegate()
                delegate.shouldBegin = random.chance(0.7)
                delegate.shouldReceive = random.chance(0.8)
                delegate.simultaneous = random.chance(0.3)
                delegates.append(delegate)
                recognizer.delegate = delegate
            }
            if !recognizers.isEmpty, random.chance(0.15) { recognizer.require(toFail: random.pick(recognizers)) }
            if !recognizers.isEmpty, random.chance(0.15) {
                recognizer.simultaneousRecognizers.append(WeakRecognizer(random.pick(recognizers)))
            }
            recognizer.addAction { _ in }
            recognizers.append(recognizer)
            view.addGestureRecognizer(recognizer)
        }
    }

    private func makeRecognizer() -> UIGestureRecognizer {
        switch random.int(0...6) {
        case 0:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = random.int(1...3)
            tap.numberOfTouchesRequired = random.int(1...2)
            return tap
        case 1:
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = random.time(0...1)
            press.allowableMovement = random.number(0...50)
            press.numberOfTouchesRequired = random.int(1...2)
            press.numberOfTapsRequired = random.int(0...1)
            return press
        case 2:
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = random.int(1...2)
            pan.maximumNumberOfTouches = random.pick([1, 2, 3, Int.max])
            return pan
        case 3:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = random.pick([.right, .left, .up, .down, [.left, .right], [.up, .down, .left]])
            swipe.numberOfTouchesRequired = random.int(1...2)
            return swipe
        case 4: return UIPinchGestureRecognizer()
        case 5: return UIRotationGestureRecognizer()
        default:
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = random.pick([.left, .right, .top, .bottom, .all, []])
            return edge
        }
    }

    private func collectHotspots(_ window: UIWindow) {
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            let b = view.bounds
            for p in [CGPoint(x: b.midX, y: b.midY), CGPoint(x: b.minX + 1, y: b.minY + 1), CGPoint(x: b.maxX - 1, y: b.maxY - 1)] {
                let s = view.convertToScreen(p)
                if s.x.isFinite, s.y.isFinite, abs(s.x) < 5000, abs(s.y) < 5000 { hotspots.append(s) }
            }
            stack.append(contentsOf: view.subviews)
        }
        if hotspots.isEmpty { hotspots = [CGPoint(x: 195, y: 422)] }
    }

    // MARK: Mutations (indices wrap around, so a shrunk or replayed case always applies)

    func apply(_ mutation: StormMutation) {
        // Even indices aim at what live touches are bound to (their hit views
        // and those views' ancestors, their recognizers): the mid-touch cases.
        let touched: [UIView] = app.activeTouches.compactMap(\.view).flatMap { v in
            sequence(first: v, next: { $0.superview }).filter { !($0 is UIWindow) }
        }
        let tracking = app.activeTouches.flatMap(\.gestureRecognizers)
        func view(_ i: Int) -> UIView? {
            if i % 2 == 0, !touched.isEmpty { return touched[abs(i / 2 % touched.count)] }
            return views.isEmpty ? nil : views[abs(i % views.count)]
        }
        func window(_ i: Int) -> UIWindow { windows[abs(i % windows.count)] }
        func recognizer(_ i: Int) -> UIGestureRecognizer? {
            if i % 2 == 0, !tracking.isEmpty { return tracking[abs(i / 2 % tracking.count)] }
            return recognizers.isEmpty ? nil : recognizers[abs(i % recognizers.count)]
        }
        switch mutation {
        case let .removeView(i): view(i)?.removeFromSuperview()
        case let .addDetachedView(i, to: j):
            // Only views out of every window come back, so that no live
            // touch's responder chain changes under it without a cancel.
            guard let v = view(i), v.window == nil, let parent = view(j) ?? Optional(window(j)),
                  !parent.isDescendant(of: v) else { return }
            parent.addSubview(v)
        case let .moveToOtherWindow(i, to: w):
            guard let v = view(i), let from = v.window, from !== window(w) else { return }
            window(w).addSubview(v)
        case let .hide(i, hidden): view(i)?.isHidden = hidden
        case let .interaction(i, enabled): view(i)?.isUserInteractionEnabled = enabled
        case let .alpha(i, alpha): view(i)?.alpha = alpha
        case let .controlEnabled(i, enabled): (view(i) as? UIControl)?.isEnabled = enabled
        case let .frame(i, rect): view(i)?.frame = rect
        case let .transform(i, angle): view(i)?.transform = CGAffineTransform(rotationAngle: angle)
        case let .contentOffset(i, offset): (view(i) as? UIScrollView)?.setContentOffset(offset, animated: false)
        case let .recognizerEnabled(k, enabled): recognizer(k)?.isEnabled = enabled
        case let .removeRecognizer(k):
            if let r = recognizer(k) { r.view?.removeGestureRecognizer(r) }
        case let .addRecognizer(k, to: i):
            if let r = recognizer(k), let v = view(i) { v.addGestureRecognizer(r) }
        case let .removeWindow(w): app.removeWindow(window(w))
        case let .addWindow(w): app.addWindow(window(w))
        case let .resizeWindow(w, rect): window(w).frame = rect
        case let .hideWindow(w, hidden): window(w).isHidden = hidden
        case let .free(i):
            guard let v = view(i) else { return }
            // A window's root view controller keeps its view: let go of it too.
            for w in windows where w.rootViewController?.viewIfLoaded === v { w.rootViewController = nil }
            v.removeFromSuperview()
            var gone: [UIView] = []
            var stack = [v]
            while let current = stack.popLast() { gone.append(current); stack.append(contentsOf: current.subviews) }
            views.removeAll { candidate in gone.contains { $0 === candidate } }
            controllers.removeAll { c in gone.contains { $0 === c.viewIfLoaded } }
            freed.append((v.logName, WeakView(view: v)))
        case .cancelAll: app.cancelAllTouches()
        }
    }

    /// Recognizers still holding touches (or a request) after everything settled.
    var recognizersHoldingTouches: [String] {
        recognizers.filter { !$0.seenTouches.isEmpty || $0.pendingState != nil }
            .map { "\($0.logName) holds \($0.seenTouches.count) touch(es)\($0.pendingState.map { ", waiting to be \($0)" } ?? "")" }
    }

    /// Every recognizer, attached or not, is back in `.possible`.
    var recognizersNotPossible: [String] {
        let scrollViews = views.compactMap { $0 as? UIScrollView }
        let scrollRecognizers: [UIGestureRecognizer] = scrollViews.flatMap { [$0.panGestureRecognizer, $0.delayRecognizer] }
        let all: [UIGestureRecognizer] = recognizers + scrollRecognizers
        return all.filter { $0.state != .possible }.map { "\($0.logName) is \($0.state)" }
    }
}

/// A change to the world in the middle of a storm.
enum StormMutation: Sendable, CustomStringConvertible {
    case removeView(Int), addDetachedView(Int, to: Int), moveToOtherWindow(Int, to: Int)
    case hide(Int, Bool), interaction(Int, Bool), alpha(Int, CGFloat), controlEnabled(Int, Bool)
    case frame(Int, CGRect), transform(Int, CGFloat), contentOffset(Int, CGPoint)
    case recognizerEnabled(Int, Bool), removeRecognizer(Int), addRecognizer(Int, to: Int)
    case removeWindow(Int), addWindow(Int), resizeWindow(Int, CGRect), hideWindow(Int, Bool)
    case free(Int), cancelAll

    var description: String {
        switch self {
        case let .removeView(i): "remove v#\(i)"
        case let .addDetachedView(i, j): "add v#\(i) to #\(j)"
        case let .moveToOtherWindow(i, w): "move v#\(i) to w#\(w)"
        case let .hide(i, b): "v#\(i).isHidden=\(b)"
        case let .interaction(i, b): "v#\(i).interaction=\(b)"
        case let .alpha(i, a): "v#\(i).alpha=\(a)"
        case let .controlEnabled(i, b): "v#\(i).isEnabled=\(b)"
        case let .frame(i, r): "v#\(i).frame=\(r)"
        case let .transform(i, a): "v#\(i).rotate=\(a)"
        case let .contentOffset(i, p): "v#\(i).contentOffset=\(p)"
        case let .recognizerEnabled(k, b): "g#\(k).isEnabled=\(b)"
        case let .removeRecognizer(k): "remove g#\(k)"
        case let .addRecognizer(k, i): "add g#\(k) to v#\(i)"
        case let .removeWindow(w): "remove w#\(w)"
        case let .addWindow(w): "add w#\(w)"
        case let .resizeWindow(w, r): "w#\(w).frame=\(r)"
        case let .hideWindow(w, b): "w#\(w).isHidden=\(b)"
        case let .free(i): "free v#\(i)"
        case .cancelAll: "cancelAllTouches"
        }
    }
}
