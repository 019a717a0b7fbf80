import Foundation

/// Recognizes a gesture from the touches of the view it is attached to and
/// of that view's subviews.
///
/// UIKit rules this class and `GestureArena` implement:
/// - recognizers on the hit-test view and on every ancestor, the window
///   included, see each touch phase before the view does;
/// - discrete recognizers go `.possible → .recognized` (or `.failed`),
///   continuous ones `.possible → .began → .changed… → .ended/.cancelled`;
///   actions run on every state but `.failed` and `.possible`;
/// - `cancelsTouchesInView` (default true), `delaysTouchesBegan` (default
///   false) and `delaysTouchesEnded` (default true) decide what the view gets.
///
///     let tap = UITapGestureRecognizer { _ in print("tapped") }
///     view.addGestureRecognizer(tap)
open class UIGestureRecognizer {
    public enum State: Int, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
        public var description: String {
            ["possible", "began", "changed", "ended", "cancelled", "failed"][rawValue]
        }
        var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
        var isActive: Bool { self == .began || self == .changed }
    }

    public init() {}

    /// A recognizer that calls `action` on every state change UIKit sends actions for.
    public convenience init(action: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        addAction(action)
    }

    /// UIKit's `name`; TapLab uses it as the recognizer's id in the log.
    public var name: String?
    open var logName: String { name ?? String(describing: type(of: self)) }

    /// UIKit's private recognizers (a scroll view's touch delay) work like
    /// any other but stay off the log.
    public var isInternal: Bool { false }

    public internal(set) weak var view: UIView?
    public weak var delegate: UIGestureRecognizerDelegate? {
        didSet { FailureRequirementCache.changed() }
    }

    /// Disabling an active recognizer cancels it (a possible one fails).
    public var isEnabled = true {
        didSet {
            FailureRequirementCache.changed()
            guard !isEnabled, oldValue, let event = touchesEvent else { return }
            event.gestureArena?.disable(self, event: event)
        }
    }

    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true

    /// Whether this recognizer is continuous (began/changed/ended) rather than
    /// discrete (recognized in one step). Subclasses answer.
    open var isContinuous: Bool { false }

    /// What the log appends to this recognizer's began, changed and ended
    /// lines (SPEC 11); the recognizers that measure something answer.
    var logValues: GestureValues? { nil }

    var storedState: State = .possible
    /// A `.began` / `.recognized` held back until required recognizers fail.
    var pendingState: State?
    /// When it started holding `pendingState` (the arena's counter): in a
    /// cycle of recognizers waiting on each other, the one that asked first
    /// stops waiting (`GestureArena.breakWaitCycles`).
    var waitingSince: Int?
    /// Recognizers it no longer waits for until its next reset, because
    /// waiting for them closed a cycle.
    var stoppedWaitingFor: [WeakRecognizer] = [] {
        didSet { FailureRequirementCache.changed() }
    }

    /// Setting the state is how subclasses report progress; the arena checks
    /// the transition, applies `require(toFail:)`, exclusion and the delegate.
    public var state: State {
        get { touchesEvent?.gestureArena?.effectiveState(self) ?? storedState }
        set {
            if let event = touchesEvent, let arena = event.gestureArena {
                arena.requestTransition(self, to: newValue, event: event)
            } else if GestureArena.isValidTransition(from: storedState, to: newValue, continuous: isContinuous) {
                storedState = newValue
            }
        }
    }

    /// The touches event of the application whose touches this recognizer
    /// was last collected for, lent by its gesture arena (which the event
    /// carries): UIKit hands a recognizer the event with every touch
    /// (`touchesBegan(_:with:)`), and through it the recognizer reaches the
    /// arena, the clock and the log — forward, by what it was given, never
    /// by walking up to its view's window's application. Weak: the
    /// application owns its event.
    weak var touchesEvent: UIEvent?

    /// A recognizer still deciding whether the touches are its gesture.
    var isUndecided: Bool { storedState == .possible && isEnabled && view != nil }

    /// Leaves the gesture it is in (removed from its view mid-gesture): see
    /// `GestureArena.withdraw`.
    func leaveGesture() {
        guard let event = touchesEvent else { return }
        event.gestureArena?.withdraw(event: event) { $0 === self }
    }

    // MARK: Actions

    private var actions: [(UIGestureRecognizer) -> Void] = []

    public func addAction(_ action: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// The limit of its own that the touches broke, reported with its
    /// failure (`DeliveryFact.gestureFailed`); the first one counts.
    var failureLimit: GestureLimit?

    /// Fails because the touches broke one of its own limits.
    func fail(_ limit: GestureLimit) {
        if failureLimit == nil { failureLimit = limit }
        state = .failed
    }

    /// Runs the actions, noting it on the log (`action tapA`) when there are any.
    func performActions() {
        guard !actions.isEmpty else { return }
        if let loop = touchesEvent?.loop {
            loop.report(EventRecord(t: loop.currentTime, .action(recognizer: logged)))
        }
        for action in actions { action(self) }
    }

    // MARK: Dependencies

    /// Every change to what the arena works a recognizer's failure
    /// requirements out from is reported (`FailureRequirementCache`).
    var failureRequirements: [WeakRecognizer] = [] {
        didSet { FailureRequirementCache.changed() }
    }
    /// TapLab: recognizers this one may recognize alongside, as a delegate
    /// answering `shouldRecognizeSimultaneouslyWith` would allow.
    public var simultaneousRecognizers: [WeakRecognizer] = []

    /// UIKit: this recognizer stays in `.possible` until `other` fails, and
    /// fails if `other` recognizes.
    ///
    /// Requirements that form a cycle (a requires b, b requires a) leave
    /// UIKit's behaviour undefined: each waits for the other for ever. TapLab
    /// cannot refuse a cycle built in code, so it breaks it when it happens —
    /// once every recognizer in the cycle is waiting, the one that asked to
    /// begin first stops waiting for the others in the cycle (logged as
    /// `gesture a stops waiting for b: require(toFail:) cycle`), begins or
    /// recognizes, and the others, which require it to fail, fail.
    public func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakRecognizer(other))
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Touches

    /// Every touch given to this recognizer since its last reset.
    var seenTouches: [UITouch] = [] {
        didSet { FailureRequirementCache.changed() }
    }
    private var ignoredTouches: [UITouch] = []

    /// The touches this recognizer is tracking now (down and not ignored).
    public var trackedTouches: [UITouch] {
        seenTouches.filter { !$0.phase.isFinal && !ignoredTouches.contains($0) }
    }

    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches (of the last ones, once they ended).
    public func location(in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? seenTouches : trackedTouches
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        let n = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
    }

    public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = trackedTouches
        guard touches.indices.contains(touchIndex) else { return .zero }
        return touches[touchIndex].location(in: view)
    }

    /// UIKit: the recognizer stops receiving `touch`; the view still gets it.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        if !ignoredTouches.contains(touch) { ignoredTouches.append(touch) }
    }

    func isIgnoring(_ touch: UITouch) -> Bool { ignoredTouches.contains(touch) }

    func tracks(_ touch: UITouch) -> Bool { seenTouches.contains(touch) && !ignoredTouches.contains(touch) }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// UIKit's default: a cancelled touch cancels an active recognizer and
    /// fails a possible one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.isActive ? .cancelled : .failed
    }

    /// Called after the recognizer reaches a final state and its touches are
    /// done; subclasses clear their own bookkeeping here, then call super.
    open func reset() {}

    func performReset() {
        reset()
        failureLimit = nil
        storedState = .possible
        pendingState = nil
        waitingSince = nil
        stoppedWaitingFor.removeAll()
        seenTouches.removeAll()
        ignoredTouches.removeAll()
        cancelTimer()
    }

    /// Removed from its view mid-gesture: an active recognizer is cancelled.
    func removedFromView() {
        if storedState.isActive { storedState = .cancelled }
        performReset()
    }

    // MARK: Time

    private var timerToken: TimerQueue.Token?

    /// Runs `action` after `delay` in the application's clock (one timer per
    /// recognizer; a new one replaces the old, reset cancels it).
    public func scheduleTimer(after delay: TimeInterval, _ action: @escaping () -> Void) {
        guard let event = touchesEvent, let loop = event.loop else { return }
        cancelTimer()
        timerToken = loop.schedule(after: delay) { [weak self, weak event] in
            self?.timerToken = nil
            action()
            if let event { event.gestureArena?.afterTimer(event) }
        }
    }

    public func cancelTimer() {
        if let token = timerToken { touchesEvent?.loop?.timers.cancel(token) }
        timerToken = nil
    }

    /// The application's time, for subclasses measuring durations.
    public var currentTime: TimeInterval { touchesEvent?.loop?.currentTime ?? 0 }
}

/// A weak reference to a recognizer, so dependencies never form cycles.
public struct WeakRecognizer {
    public weak var recognizer: UIGestureRecognizer?
    public init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
