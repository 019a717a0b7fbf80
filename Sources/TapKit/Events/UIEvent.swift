import Foundation

/// An event: for touches, the set of all touches on screen at one moment,
/// some changed (began, moved, ended, cancelled) and some stationary.
///
/// Like UIKit, an application reuses one touches event object; its
/// `allTouches` is always every live touch.
open class UIEvent {
    public enum EventType: Int { case touches, motion, remoteControl, presses }

    public enum EventSubtype: Int {
        case none, motionShake
        public var logName: String { self == .motionShake ? "shake" : "none" }
    }

    public let type: EventType
    public internal(set) var subtype: EventSubtype = .none
    public internal(set) var timestamp: TimeInterval = 0
    weak var application: UIApplication?
    /// The clock and log of the application whose touches event this is,
    /// lent by it: read on every responder a touch reaches, so the event
    /// reports without a reference back to the application.
    let loop: EventLoop?
    /// The serial number of the last touch that began (see `TouchKey`).
    var touchSerial = 0
    /// The application's gesture arena, carried forward with the event: a
    /// window passes it the touches it delivers, and each recognizer it
    /// collects is lent this event, so it reaches the arena by what it was
    /// handed instead of walking view → window → application.
    let gestureArena: GestureArena?
    /// Touches that have ended but whose view delivery a recognizer still
    /// holds (`delaysTouchesEnded`): the view gets its last call later.
    var lingering: [UITouch] = []

    var touchesByID: [Int: UITouch] = [:]
    var touchOrder: [Int] = []

    /// TapLab: when set, every `hitTest(_:with:)` run with this event records
    /// its walk here (see `HitTestTrace`). Nil by default, which keeps hit
    /// testing free of any bookkeeping.
    public var hitTestTrace: HitTestTrace?

    init(type: EventType, application: UIApplication?) {
        self.type = type
        self.application = application
        loop = nil
        gestureArena = nil
    }

    /// An application's touches event.
    init(touchesWith loop: EventLoop, arena: GestureArena) {
        type = .touches
        self.loop = loop
        gestureArena = arena
    }

    /// An event for calling `hitTest(_:with:)` by hand, e.g. to trace it.
    public convenience init(tracing trace: HitTestTrace? = nil) {
        self.init(type: .touches, application: nil)
        hitTestTrace = trace
    }

    public var allTouches: Set<UITouch>? {
        type == .touches ? Set(touchesByID.values) : nil
    }

    /// Touches in creation order, which is the order TapLab delivers them in.
    public var orderedTouches: [UITouch] { touchOrder.compactMap { touchesByID[$0] } }

    public func touches(for view: UIView) -> Set<UITouch>? {
        Set(touchesByID.values.filter { $0.view === view })
    }

    public func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touchesByID.values.filter { $0.window === window })
    }

    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touchesByID.values.filter { $0.gestureRecognizers.contains { $0 === gestureRecognizer } })
    }

    // MARK: Reporting which responders a call reaches

    /// Strong, and held only while a delivery runs (`endDelivery()` drops
    /// it): a weak reference would give every responder a touch reaches a
    /// side table, and every later retain of it Swift's slow path.
    private var lastReached: UIResponder?
    private var lastReachedKind: EventRecord.ResponderMethod?

    /// Starts a new delivery: the next responder reached is logged even if
    /// it is the one the previous delivery ended at.
    func beginDelivery() {
        lastReached = nil
        lastReachedKind = nil
    }

    /// Ends a delivery: nothing is kept alive by the note any longer.
    func endDelivery() {
        lastReached = nil
        lastReachedKind = nil
    }

    func noteReached(_ responder: UIResponder, _ kind: EventRecord.ResponderMethod, _ touches: Set<UITouch>, name: String?) {
        if lastReached === responder && lastReachedKind == kind { return }
        lastReached = responder
        lastReachedKind = kind
        guard let log = loop ?? application?.loop else { return }
        let ids = touches.count == 1 ? [touches.first!.touchIdentifier] : touches.map(\.touchIdentifier).sorted()
        log.report(EventRecord(t: timestamp, delivery(kind, to: responder.logged, touches: ids, key: name ?? "")))
    }

    /// The record of a `touches*` / `presses*` / `motion*` call.
    private func delivery(_ method: EventRecord.ResponderMethod, to responder: LoggedResponder, touches: [Int], key: String) -> EventRecord.Event {
        switch method {
        case let .touches(phase): .touches(phase, responder: responder, touches: touches)
        case let .presses(phase): .presses(phase, responder: responder, key: key)
        case let .motion(phase): .motion(phase, responder: responder, motion: subtype)
        }
    }
}
