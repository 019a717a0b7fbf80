import XCTest
import TapKit

/// A small application for the core tests: one window `main` (390 × 844) at
/// level normal, root view controller `rootVC`, root view `root`, the default
/// `AppDelegate`, and an `EventLog` as observer — the short form of a layout.
///
/// Named `CoreFixture` (not a harness) so that it never clashes with the
/// gesture tests' `TouchTestHarness`.
public final class CoreFixture {
    public let app = UIApplication()
    public let delegate = AppDelegate()
    public let log = EventLog()
    public let window: UIWindow
    public let rootViewController: UIViewController
    public var root: UIView { rootViewController.view }

    public init(screen: CGSize = CGSize(width: 390, height: 844)) {
        app.delegate = delegate
        app.observer = log
        window = UIWindow(frame: CGRect(origin: .zero, size: screen))
        window.identifier = "main"
        rootViewController = UIViewController()
        rootViewController.identifier = "rootVC"
        let rootView = UIView()
        rootView.identifier = "root"
        rootViewController.view = rootView
        window.rootViewController = rootViewController
        app.addWindow(window)
        window.makeKeyAndVisible()
    }

    /// Adds a plain view (or any `UIView` subclass instance) to `parent`.
    @discardableResult
    public func add<V: UIView>(_ view: V, _ id: String, _ frame: CGRect, to parent: UIView? = nil) -> V {
        view.identifier = id
        view.frame = frame
        (parent ?? root).addSubview(view)
        return view
    }

    @discardableResult
    public func addView(_ id: String, _ frame: CGRect, to parent: UIView? = nil) -> UIView {
        add(UIView(), id, frame, to: parent)
    }

    /// Adds a named recognizer with an empty action (so `action NAME` is logged) to `view`, the root by default.
    @discardableResult
    public func addRecognizer<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, to view: UIView? = nil) -> R {
        recognizer.name = name
        recognizer.addAction { _ in }
        (view ?? root).addGestureRecognizer(recognizer)
        return recognizer
    }

    // MARK: Input

    @discardableResult
    public func down(_ id: Int = 1, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) -> [TouchInputProblem] {
        app.send(TouchInput(touchID: id, phase: .began, location: CGPoint(x: x, y: y), timestamp: t))
    }

    @discardableResult
    public func move(_ id: Int = 1, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) -> [TouchInputProblem] {
        app.send(TouchInput(touchID: id, phase: .moved, location: CGPoint(x: x, y: y), timestamp: t))
    }

    @discardableResult
    public func up(_ id: Int = 1, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) -> [TouchInputProblem] {
        app.send(TouchInput(touchID: id, phase: .ended, location: CGPoint(x: x, y: y), timestamp: t))
    }

    /// A script's `tap`: down at `t`, up 0.05 s later at the same place.
    public func tap(_ x: CGFloat, _ y: CGFloat, at t: TimeInterval, touch id: Int = 1) {
        down(id, x, y, at: t)
        up(id, x, y, at: t + 0.05)
    }

    /// The view a touch beginning at the screen point would be bound to.
    public func hitView(_ x: CGFloat, _ y: CGFloat) -> UIView? {
        app.hitTest(CGPoint(x: x, y: y)).view
    }
}

/// A view that records the touches* calls it receives, then does UIKit's default.
public final class TouchRecordingView: UIView {
    public struct Call {
        public let phase: UITouch.Phase
        public let touchIDs: [Int]
        /// Every live touch of the event at that moment: id → phase.
        public let allTouches: [Int: UITouch.Phase]
        /// `event.touches(for: self)` ids.
        public let touchesForSelf: [Int]
        public let tapCounts: [Int]
    }

    public private(set) var calls: [Call] = []

    private func note(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let all = Dictionary(uniqueKeysWithValues: (event?.allTouches ?? []).map { ($0.touchIdentifier, $0.phase) })
        let mine = (event?.touches(for: self) ?? []).map(\.touchIdentifier).sorted()
        let sorted = touches.sorted { $0.touchIdentifier < $1.touchIdentifier }
        calls.append(Call(phase: phase, touchIDs: sorted.map(\.touchIdentifier), allTouches: all,
                          touchesForSelf: mine, tapCounts: sorted.map(\.tapCount)))
    }

    public func calls(_ phase: UITouch.Phase) -> [Call] { calls.filter { $0.phase == phase } }

    override public func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note(.began, touches, event)
        super.touchesBegan(touches, with: event)
    }

    override public func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note(.moved, touches, event)
        super.touchesMoved(touches, with: event)
    }

    override public func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note(.ended, touches, event)
        super.touchesEnded(touches, with: event)
    }

    override public func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note(.cancelled, touches, event)
        super.touchesCancelled(touches, with: event)
    }
}

/// `CGPoint(x: x, y: y)`, short enough for touch scripts.
public func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
