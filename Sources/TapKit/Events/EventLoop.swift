import Foundation

/// The application's clock, its timers and the log every pipeline step is
/// reported to — what UIKit's main run loop gives the objects an app owns.
///
/// Kept apart from `UIApplication` so that what the application owns and
/// hands forward (its touches event, the gesture arena that event carries,
/// the recognizers the arena lends the event to) can read the time, set
/// timers and report without a reference back to the application: each
/// object on the delivery path calls forward only (Apple, "Using responders
/// and the responder chain to handle events": the app's event loop → the
/// window → gesture recognizers → views).
final class EventLoop {
    /// The application's time in seconds; only `UIApplication.advance(to:)` moves it.
    var currentTime: TimeInterval = 0
    let timers = TimerQueue()
    var observer: EventObserver?

    func report(_ record: EventRecord) {
        observer?.record(record)
    }

    func note(_ fact: DeliveryFact) {
        observer?.note(fact)
    }

    /// `action` at `currentTime + delay`; a negative or non-finite delay is now.
    func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> TimerQueue.Token {
        timers.schedule(at: currentTime + max(0, delay.isFinite ? delay : 0), action)
    }
}
