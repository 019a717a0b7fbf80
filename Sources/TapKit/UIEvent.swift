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
    /// The application that owns this event (its touches event), which
    /// clears this when it goes away: read on every responder a touch
    /// reaches, without the weak load `application` costs.
    unowned(unsafe) var owner: UIApplication?

    var touchesByID: [Int: UITouch] = [:]
    var touchOrder: [Int] = []

    /// TapLab: when set, every `hitTest(_:with:)` run with this event records
    /// its walk here (see `HitTestTrace`). Nil by default, which keeps hit
    /// testing free of any bookkeeping.
    public var hitTestTrace: HitTestTrace?

    init(type: EventType, application: UIApplication?) {
        self.type = type
        self.application = application
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
        guard let app = owner ?? application else { return }
        let ids = touches.count == 1 ? [touches.first!.touchIdentifier] : touches.map(\.touchIdentifier).sorted()
        app.report(EventRecord(t: timestamp, delivery(kind, to: responder.logName, touches: ids, key: name ?? "")))
    }

    /// The record of a `touches*` / `presses*` / `motion*` call.
    private func delivery(_ method: EventRecord.ResponderMethod, to responder: String, touches: [Int], key: String) -> EventRecord.Event {
        switch method {
        case let .touches(phase): .touches(phase, responder: responder, touches: touches)
        case let .presses(phase): .presses(phase, responder: responder, key: key)
        case let .motion(phase): .motion(phase, responder: responder, motion: subtype)
        }
    }
}
