import Foundation
import TapExplain
import TapKit

/// What the open application reported to the window: the event log the
/// panel shows, the records the inspector's "why" reads, the recognizers'
/// last states and the last touch's walk. It is the application's
/// observer, so records flow forward — application → log — and the model
/// reads the log when it draws, rather than the application calling back
/// into the model that drove it.
public final class WindowLog: EventObserver {
    /// How many records the panel and `entries` keep.
    public static let capacity = 1000

    /// The log's last records, without their walks (a walk of a big app
    /// holds thousands of steps, and would keep a replaced layout's views).
    public private(set) var entries: [EventRecord] = []
    /// The event log as its panel shows it: chains on one line, repeats
    /// counted, kinds filtered, scrolled back.
    public internal(set) var panel = EventLogPanel()
    /// Every record so far, also those `capacity` dropped, across reloads:
    /// a recording's caption tells the new lines by it, the window whether
    /// it must draw again.
    public private(set) var count = 0
    /// Each recognizer's last reported state, by identity.
    public private(set) var recognizerStates: [RecognizerID: UIGestureRecognizer.State] = [:]
    /// The walk of the last touch that began, and how many walks (and
    /// resets) there have been: the model tells a new walk by the count.
    public private(set) var lastWalk: HitTestTrace?
    public private(set) var walkCount = 0
    /// The records and decisions since the last touch began with no other
    /// finger down, and why each touch did or did not reach the selected
    /// view: what its "last touch" line reads.
    let delivery = DeliveryWatch(application: nil)
    /// Called with every record (`taplab run --log` prints them).
    public var onRecord: ((EventRecord) -> Void)?
    /// Whose touches are counted when a new touch clears `delivery`.
    private weak var application: UIApplication?
    /// The touches sent to the document since it opened, and where the
    /// ones `delivery` has heard begin: a fix is checked by sending the
    /// same touches to a fresh copy, the earlier ones unheard.
    private(set) var sent = SentTouches()
    /// The inspector's last answer, by view and log count: checking its
    /// fix replays the touches, once, not at every frame.
    var inspectorAnswer: (view: ObjectIdentifier, count: Int, answer: WhyAnswer?)?

    init() {}

    /// Starts over for `document`'s application (a newly opened layout),
    /// its "why" reading what the document's dump said of its views; the
    /// panel keeps its filters.
    func reset(for document: WindowDocument?) {
        let application = document?.application
        self.application = application
        delivery.application = application
        delivery.provenance = document?.provenance ?? ProvenanceTable()
        entries = []
        panel.removeAll()
        recognizerStates = [:]
        delivery.removeAll()
        sent = SentTouches()
        inspectorAnswer = nil
        lastWalk = nil
        walkCount += 1
    }

    /// Notes `inputs` as sent to the document (before they are sent).
    func willSend(_ inputs: [TouchInput]) {
        sent.batchStart = sent.inputs.count
        sent.inputs += inputs
    }

    /// Plays the window's touches on a fresh copy of the document: those
    /// before the last touch `delivery` heard unobserved, the rest told
    /// to `observer`; then lets a second pass, so its recognizers settle.
    func replay(on application: UIApplication, to observer: EventObserver) {
        let inputs = sent.inputs, heard = min(sent.heardFrom, inputs.count)
        application.send(Array(inputs[..<heard]))
        application.observer = observer
        application.send(Array(inputs[heard...]))
        application.advance(to: (inputs.last?.timestamp ?? 0) + 1)
    }

    public func note(_ fact: DeliveryFact) {
        delivery.note(fact)
    }

    public func record(_ entry: EventRecord) {
        if case .hitTest = entry.event, (application?.activeTouches.count ?? 0) <= 1 {
            delivery.removeAll()
            sent.heardFrom = sent.batchStart
        }
        delivery.record(entry)
        count += 1
        if case let .hitTest(touch, view, trace?) = entry.event {
            entries.append(EventRecord(t: entry.t, .hitTest(touch: touch, view: view, walk: nil)))
            lastWalk = trace
            walkCount += 1
        } else {
            entries.append(entry)
        }
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        panel.append(entry)
        if case let .gesture(recognizer, state, _, _) = entry.event { recognizerStates[recognizer.id] = state }
        onRecord?(entry)
    }
}
