import Foundation

/// The entrance of every event. Raw input records go in (`send(_:)`); the
/// application turns them into `UITouch` / `UIEvent` objects, hit-tests each
/// touch once when it begins, and hands the event to the touch's window.
///
///     let app = UIApplication()
///     let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
///     app.addWindow(window)
///     app.send([TouchInput(touchID: 1, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 0)])
///
/// The application owns the clock. In tests, `replay` and `shot` it is
/// virtual: time moves only when input arrives or `advance(to:)` is called,
/// so timers (long press, multi-tap, `delaysContentTouches`) are exact.
/// The window feeds it real time instead.
open class UIApplication: UIResponder {
    public override init() {
        super.init()
        identifier = "application"
        becomeShared()
    }

    /// The delegate ends every responder chain. Held strongly: in an iOS app
    /// `UIApplicationMain` creates and keeps it.
    public var delegate: UIApplicationDelegate?

    open override var next: UIResponder? { delegate as? UIResponder }

    /// Objects the application's views and recognizers reference weakly
    /// and nothing else holds: in an app its own code keeps such delegates
    /// and view controllers alive; a layout file has no code, so the loader
    /// hands them here, and they live as long as the application.
    public var retainedObjects: [AnyObject] = []

    /// Receives every pipeline step (see `EventRecord`).
    public var observer: EventObserver? {
        get { loop.observer }
        set { loop.observer = newValue }
    }

    /// When true, every began touch's hit test is traced and the walk is put
    /// on its `hitTest` record. Off costs nothing on the hot path.
    public var tracesHitTests = false

    /// The responder presses and shake events start at.
    public internal(set) weak var firstResponder: UIResponder?

    // MARK: Windows

    /// Windows in back-to-front order: by `windowLevel`, then by the order
    /// they were added (a later window of the same level is in front).
    public private(set) var windows: [UIWindow] = []
    public internal(set) weak var keyWindow: UIWindow?

    public func addWindow(_ window: UIWindow) {
        guard window.owningApplication !== self else { return }
        window.owningApplication = self
        // In front of every window of its level or lower, behind the rest:
        // found by binary search, since the list is kept in order (sorting
        // it again for each window was quadratic: 10,000 windows took 68 s).
        var low = 0, high = windows.count
        while low < high {
            let middle = (low + high) / 2
            if windows[middle].windowLevel <= window.windowLevel { low = middle + 1 } else { high = middle }
        }
        windows.insert(window, at: low)
        if keyWindow == nil { keyWindow = window }
    }

    public func removeWindow(_ window: UIWindow) {
        guard windows.contains(where: { $0 === window }) else { return }
        cancelTouches(in: window)
        windows.removeAll { $0 === window }
        window.owningApplication = nil
        if keyWindow === window { keyWindow = windows.last }
    }

    /// Cancels every touch in progress: views get `touchesCancelled`,
    /// recognizers are cancelled or fail, and later input for those touch ids
    /// is ignored. UIKit does this when the application stops being active;
    /// TapLab calls it before a layout is replaced (a reload) and when the
    /// window loses focus in the middle of a touch.
    public func cancelAllTouches() {
        cancelTouches(in: nil)
    }

    func sortWindows() {
        let order = Dictionary(uniqueKeysWithValues: windows.enumerated().map { (ObjectIdentifier($0.element), $0.offset) })
        windows.sort { a, b in
            a.windowLevel != b.windowLevel ? a.windowLevel < b.windowLevel
                : order[ObjectIdentifier(a), default: 0] < order[ObjectIdentifier(b), default: 0]
        }
    }

    // MARK: Clock and timers

    /// The clock, timers and log the application lends its touches event.
    let loop = EventLoop()

    /// The application's time in seconds. It never runs backwards.
    public var currentTime: TimeInterval { loop.currentTime }

    /// Schedules `action` at `currentTime + delay` in the application's clock.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> TimerQueue.Token {
        loop.schedule(after: delay, action)
    }

    public func cancelTimer(_ token: TimerQueue.Token) { loop.timers.cancel(token) }

    /// Moves the clock to `time`, firing every timer due on the way, each at
    /// its own time. A time in the past is ignored: the clock never goes back.
    public func advance(to time: TimeInterval) {
        guard time.isFinite else { return }
        while let (due, action) = loop.timers.popFirst(dueBy: time) {
            loop.currentTime = max(currentTime, due)
            action()
        }
        loop.currentTime = max(currentTime, time)
    }

    /// The time of the next pending timer, if any (the window sleeps until then).
    public var nextTimerTime: TimeInterval? { loop.timers.nextTime }

    // MARK: Touch input

    /// UIKit reuses one touches event; it carries the gesture arena forward
    /// to the windows and recognizers it is delivered to.
    lazy var touchEvent = UIEvent(touchesWith: loop, arena: gestureArena)
    /// The arena of every recognizer the application's touches reach.
    lazy var gestureArena = GestureArena(loop: loop)
    /// Touch-ups remembered for `tapCount`: where and when a tap ended.
    var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    /// UIKit leaves the multi-tap interval and distance undocumented; TapLab
    /// fixes them so runs are deterministic.
    public static let multiTapInterval: TimeInterval = 0.35
    public static let multiTapDistance: CGFloat = 45

    /// Applies a batch of input records that happened at the same moment as
    /// one touch event, and returns the records that were ignored and why.
    @discardableResult
    open func send(_ inputs: [TouchInput]) -> [TouchInputProblem] {
        guard let first = inputs.first else { return [] }
        advance(to: inputs.map(\.timestamp).filter(\.isFinite).max() ?? first.timestamp)
        return apply(inputs, at: currentTime)
    }

    @discardableResult
    public func send(_ input: TouchInput) -> [TouchInputProblem] { send([input]) }

    /// UIKit's `sendEvent(_:)`: hands a touch event to each window that has
    /// touches in it, presses and motion to the first responder.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            for window in windows where event.touchesByID.values.contains(where: { $0.window === window }) {
                window.sendEvent(event)
            }
        case .presses, .motion, .remoteControl:
            break
        }
    }

    /// The live touches, in the order they began.
    public var activeTouches: [UITouch] { touchEvent.orderedTouches }

    func report(_ record: EventRecord) {
        loop.report(record)
    }
}
