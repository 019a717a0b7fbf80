import XCTest
@testable import TapKit

/// Nothing outlives its application: hold weak references to every kind of
/// object, drop the application, and check they all went. Each test drops
/// it in a different state — idle, mid-touch, mid-gesture with timers
/// pending, mid-fling — because a cycle through a timer or a live touch only
/// shows up in that state.
final class MemoryTests: XCTestCase {
    /// Weak references to everything one application made.
    private final class Watch {
        private var refs: [(String, () -> AnyObject?)] = []

        func add(_ name: String, _ object: AnyObject?) {
            weak let weak = object
            refs.append((name, { weak }))
        }

        var alive: [String] { refs.filter { $0.1() != nil }.map(\.0) }
    }

    /// An application with two windows, controllers, plain views, a button, a
    /// scroll view, layers and recognizers of every type, its log observing.
    private func makeWorld(_ watch: Watch) -> (UIApplication, EventLog, UIScrollView) {
        let app = UIApplication()
        let delegate = AppDelegate()
        app.delegate = delegate
        let log = EventLog()
        app.observer = log
        watch.add("application", app)
        watch.add("appDelegate", delegate)
        watch.add("log", log)
        var scroll: UIScrollView!
        for n in 0..<2 {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.identifier = "w\(n)"
            if n == 1 { window.windowLevel = .alert; window.frame = CGRect(x: 0, y: 0, width: 390, height: 100) }
            let controller = UIViewController()
            let root = UIView()
            controller.view = root
            window.rootViewController = controller
            let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            button.addAction(UIAction { _ in }, for: .touchUpInside)
            root.addSubview(button)
            let list = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
            list.contentSize = CGSize(width: 390, height: 4000)
            list.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100)))
            root.addSubview(list)
            let layer = CALayer()
            root.layer.addSublayer(layer)
            let recognizers: [UIGestureRecognizer] = [
                UITapGestureRecognizer(), UILongPressGestureRecognizer(), UIPanGestureRecognizer(),
                UISwipeGestureRecognizer(), UIPinchGestureRecognizer(), UIRotationGestureRecognizer(),
                UIScreenEdgePanGestureRecognizer(),
            ]
            (recognizers[0] as? UITapGestureRecognizer)?.numberOfTapsRequired = 2
            for (i, recognizer) in recognizers.enumerated() {
                recognizer.addAction { _ in }
                if i > 0 { recognizer.require(toFail: recognizers[i - 1]) }
                (i % 2 == 0 ? root : window).addGestureRecognizer(recognizer)
                watch.add("recognizer \(type(of: recognizer))", recognizer)
            }
            app.addWindow(window)
            window.makeKeyAndVisible()
            for (name, object) in [("window", window), ("controller", controller), ("root", root), ("button", button),
                                   ("scrollView", list), ("scroll pan", list.panGestureRecognizer),
                                   ("layer", layer), ("root layer", root.layer)] as [(String, AnyObject)] {
                watch.add("\(name) \(n)", object)
            }
            if n == 0 { scroll = list }
        }
        return (app, log, scroll)
    }

    private func touch(_ app: UIApplication, _ id: Int, _ phase: TouchInput.Phase, _ x: CGFloat, _ y: CGFloat, _ t: TimeInterval) {
        app.send(TouchInput(touchID: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: t))
    }

    func testAnIdleApplicationIsFreedWithEverythingInIt() {
        let watch = Watch()
        do {
            let (app, _, _) = makeWorld(watch)
            touch(app, 1, .began, 50, 30, 0)
            touch(app, 1, .ended, 50, 30, 0.05)
            app.advance(to: 5)
        }
        XCTAssertEqual(watch.alive, [])
    }

    func testAnApplicationDroppedMidTouchWithTimersPendingIsFreed() {
        let watch = Watch()
        do {
            let (app, _, _) = makeWorld(watch)
            // A finger held down (long press timer), one tap waiting for its
            // second (double tap timer, held touchesEnded), a touch watched.
            touch(app, 2, .began, 300, 150, 0)
            touch(app, 2, .ended, 300, 150, 0.05)
            touch(app, 1, .began, 200, 700, 0.1)
            for t in app.activeTouches { watch.add("touch \(t.touchIdentifier)", t) }
            XCTAssertNotNil(app.nextTimerTime)
        }
        XCTAssertEqual(watch.alive, [])
    }

    /// Found while writing this test: the deceleration timer captured the
    /// application strongly, so an application dropped mid-fling kept itself
    /// (and its whole tree) alive through its own timer queue.
    func testAnApplicationDroppedMidFlingIsFreed() {
        let watch = Watch()
        do {
            let (app, _, scroll) = makeWorld(watch)
            touch(app, 1, .began, 200, 550, 0)
            for k in 1...5 { touch(app, 1, .moved, 200, 550 - CGFloat(k) * 40, 0.01 * Double(k)) }
            touch(app, 1, .ended, 200, 350, 0.06)
            XCTAssertTrue(scroll.isDecelerating)
        }
        XCTAssertEqual(watch.alive, [])
    }

    func testAWindowRemovedMidGestureIsFreedWhileTheApplicationLivesOn() {
        let watch = Watch()
        let (app, _, _) = makeWorld(Watch())
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.windowLevel = .alert
            let view = UIView(frame: window.bounds)
            let pan = UIPanGestureRecognizer()
            pan.addAction { _ in }
            view.addGestureRecognizer(pan)
            window.addSubview(view)
            app.addWindow(window)
            touch(app, 1, .began, 100, 100, 0)
            touch(app, 1, .moved, 160, 100, 0.1)
            XCTAssertEqual(pan.state, .began)
            watch.add("window", window)
            watch.add("view", view)
            watch.add("pan", pan)
            watch.add("touch", app.activeTouches.first)
            app.removeWindow(window)
        }
        touch(app, 1, .ended, 160, 100, 0.2)
        XCTAssertEqual(watch.alive, [])
        XCTAssertTrue(app.isDeliveryIdle)
    }

    func testATouchIsFreedOnceItEndsAndItsRecognizersLetGo() {
        let watch = Watch()
        let (app, _, _) = makeWorld(Watch())
        touch(app, 1, .began, 50, 30, 0)
        watch.add("touch", app.activeTouches.first)
        touch(app, 1, .ended, 50, 30, 0.05)
        app.advance(to: 5)
        XCTAssertEqual(watch.alive, [])
    }

    /// Documented: a log that holds hit-test traces holds the views they
    /// walked (strongly: a weak reference would slow every later retain of
    /// the view). A log without traces holds names only.
    func testAnEventLogHoldsViewsOnlyThroughItsTraces() {
        for traced in [false, true] {
            let watch = Watch()
            var log: EventLog?
            do {
                let (app, appLog, _) = makeWorld(watch)
                app.tracesHitTests = traced
                touch(app, 1, .began, 50, 30, 0)
                touch(app, 1, .ended, 50, 30, 0.05)
                log = appLog
            }
            if traced {
                XCTAssertTrue(watch.alive.contains("button 1"), "the walk's views live as long as the log")
                log = nil
                XCTAssertEqual(watch.alive, [])
            } else {
                XCTAssertEqual(watch.alive, ["log"])
            }
            _ = log
        }
    }
}
