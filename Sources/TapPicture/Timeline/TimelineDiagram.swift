import Foundation
import TapKit

/// A timeline as things to draw, in seconds and lanes (no pixels yet):
/// built from `TimelineFacts`, read by `TimelineDrawer` and by tests that
/// ask "is B's touchesEnded held from 0.05 s to 0.05 s, then cancelled?".
struct TimelineDiagram {
    var lanes: [TimelineLane] = []
    var marks: [Mark] = []
    var runs: [Run] = []
    var held: [HeldSpan] = []
    var bands: [Band] = []
    var links: [Link] = []
    var end: TimeInterval = 0
    /// Views a touch was hit-tested to, and the first responders of presses
    /// and motion: their lanes get labels; the rest of the responder chain,
    /// reached through `next`, is drawn compact.
    var hitViews: Set<String> = []

    /// One instant on a lane.
    struct Mark: Equatable {
        enum Style: Equatable { case began, ended, cancelled, action, control, list, scroll, fingerDown, fingerUp, state, note }
        var lane: TimelineLane
        var at: Moment
        var style: Style
        /// What the mark says next to it: a control event, a state, a key.
        var label: String?
    }

    /// A stretch on a lane: a finger on the glass, moves, scrolling.
    struct Run: Equatable {
        enum Style: Equatable { case contact, moved, scroll }
        var lane: TimelineLane
        var from: Moment, to: Moment
        var style: Style
    }

    /// A delivery the window held back: from when it happened to when it
    /// was delivered (`released`), thrown away (`dropped`, a held
    /// `touchesBegan`) or turned into `touchesCancelled` (`cancelled`).
    struct HeldSpan: Equatable {
        enum Outcome: Equatable { case released, dropped, cancelled }
        var lane: TimelineLane
        var touch: Int
        var phase: EventRecord.Event.Phase
        var from: Moment, to: Moment
        var outcome: Outcome
    }

    /// A recognizer's state over a stretch of time.
    struct Band: Equatable {
        enum State: Equatable { case possible, active }
        var lane: TimelineLane
        var from: Moment, to: Moment
        var state: State
    }

    /// An arrow between two marks: a recognizer that waited for another to
    /// fail (`require(toFail:)`), or a recognizer whose success cancelled a
    /// view's touches (`cancelsTouchesInView`).
    struct Link: Equatable {
        enum Style: Equatable { case waitsFor, cancels }
        var from: TimelineLane, fromAt: Moment
        var to: TimelineLane, toAt: Moment
        var style: Style
    }

    init(_ facts: TimelineFacts) {
        end = max(facts.end, facts.records.last?.t ?? 0)
        addFingers(facts)
        addDeliveries(facts.records)
        addStates(facts)
        addHeldSpans(facts)
        lanes = ordered(lanes)
    }

    /// Adds `lane` the first time it is seen.
    mutating func note(_ lane: TimelineLane) {
        if !lanes.contains(lane) { lanes.append(lane) }
    }

    /// By kind; among responders, the views touches were hit-tested to
    /// before the rest of the chain.
    private func ordered(_ lanes: [TimelineLane]) -> [TimelineLane] {
        lanes.enumerated().sorted { a, b in
            (a.element.kind, isChainOnly(a.element) ? 1 : 0, a.offset) < (b.element.kind, isChainOnly(b.element) ? 1 : 0, b.offset)
        }.map(\.element)
    }

    /// Whether `lane` is a responder reached only by passing touches up the chain.
    func isChainOnly(_ lane: TimelineLane) -> Bool {
        lane.kind == .responder && !hitViews.contains(lane.name) && !runs.contains { $0.lane == lane && $0.style == .scroll }
    }

    /// The lanes of one kind.
    func lanes(_ kind: TimelineLane.Kind) -> [TimelineLane] { lanes.filter { $0.kind == kind } }
}

extension TimelineDiagram {
    /// Every moment something is drawn at, for the axis, except on lanes of
    /// the chain beyond a hit view: their marks stand in a column under the
    /// hit view's, so that a chain of seven responders takes no more room.
    var moments: [Moment] {
        let lanes = Set(lanes.filter { !isChainOnly($0) })
        var list: [Moment] = marks.filter { lanes.contains($0.lane) }.map(\.at)
        list += runs.filter { lanes.contains($0.lane) }.flatMap { [$0.from, $0.to] }
        list += held.flatMap { [$0.from, $0.to] }
        list += bands.flatMap { [$0.from, $0.to] }
        list += links.flatMap { [$0.fromAt, $0.toAt] }
        return list
    }
}
