import Foundation
import TapKit

/// An event observer that keeps the log and, at the moment each touch
/// begins, why it did or did not reach each watched view: worked out on the
/// geometry of that moment, before anything the touch does changes it.
/// `--why` reads both (`UIApplication.explainDelivery(of:in:)`).
///
/// TapKit only reports (`DeliveryFact.touchBegan`); explaining is this
/// module's, so the watch reads the tree the application reported on, as
/// any observer may, and never drives it.
///
///     let watch = DeliveryWatch(application: app, watching: [button])
///     app.observer = watch
///     // … input …
///     app.explainDelivery(of: .view(button), in: watch)
public final class DeliveryWatch: EventObserver {
    /// A watched view as a touch that began found it.
    struct HitNote {
        let view: UIView
        /// The rules that kept the view from the touch, the first deciding
        /// (`getsTouch` when it was hit).
        let causes: [HitTestExplanation]
    }

    /// The records and facts heard.
    public let log = EventLog()
    /// The views each new touch is judged for.
    public var views: [UIView]
    /// The application whose tree the watched views are judged in.
    public weak var application: UIApplication?
    /// What a loaded dump says of its views (empty for a tree a program
    /// built): the answers' notes and a dump's own limits read it.
    public var provenance: ProvenanceTable
    /// By touch: a script's every touch is looked up once.
    private(set) var hitNotes: [TouchKey: [HitNote]] = [:]

    public init(application: UIApplication?, watching views: [UIView] = [], provenance: ProvenanceTable = ProvenanceTable()) {
        self.application = application
        self.views = views
        self.provenance = provenance
    }

    public func record(_ entry: EventRecord) {
        log.record(entry)
    }

    public func note(_ fact: DeliveryFact) {
        log.note(fact)
        guard case let .touchBegan(key, point) = fact, let application else { return }
        hitNotes[key] = views.map { HitNote(view: $0, causes: application.explainHitFully(of: $0, at: point)) }
    }

    /// Forgets the records, facts and notes (the window's next touch).
    public func removeAll() {
        log.removeAll()
        hitNotes.removeAll(keepingCapacity: true)
    }
}
