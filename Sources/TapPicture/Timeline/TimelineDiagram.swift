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
    var hitViews: Set<ResponderID> = []
    /// The view each recognizer is attached to (`TimelineFacts.recognizerViews`).
    var recognizerViews: [RecognizerID: ResponderID] = [:]
    /// Each lane's class (`TimelineFacts.classNames`).
    var classNames: [TimelineLane.Subject: String] = [:]

    /// One instant on a lane.
    struct Mark: Equatable {
        enum Style: Equatable { case began, ended, cancelled, action, control, list, scroll, fingerDown, fingerUp, state, note }
        var lane: TimelineLane
        var at: Moment
        var style: Style
        /// What the mark says next to it: a control event, a state, a key.
        var label: String?
        /// For a recognizer's state, the state itself: the drawer writes it
        /// in the diagram's language (SPEC 13: PictureStrings' state words).
        var state: RecognizerState?
    }

    /// A recognizer's reported state, and whether the recognizer is discrete
    /// (its `.ended` is `recognized`).
    struct RecognizerState: Equatable {
        var state: UIGestureRecognizer.State
        var isDiscrete: Bool
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
        recognizerViews = facts.recognizerViews
        classNames = facts.classNames
        addFingers(facts)
        addDeliveries(facts.records)
        addStates(facts)
        addHeldSpans(facts)
        lanes = ordered(lanes, toEnd: facts.stepsToChainEnd)
    }

    /// Adds `lane` the first time it is seen.
    mutating func note(_ lane: TimelineLane) {
        if !lanes.contains(lane) { lanes.append(lane) }
    }

    /// By kind; among responders, the views touches were hit-tested to
    /// before the rest of the chain; a recognizer right under the lane of
    /// the view it is attached to, when that view has one (SPEC 13), so a
    /// view and its recognizers read together.
    /// The rest of the chain in its own order — deeper views first, the app
    /// delegate last — whichever touch reached each first (`toEnd`).
    private func ordered(_ lanes: [TimelineLane], toEnd: [ResponderID: Int]) -> [TimelineLane] {
        let key = { (lane: TimelineLane, offset: Int) -> (TimelineLane.Kind, Int, Int, Int) in
            let chainOnly = isChainOnly(lane)
            return (lane.kind, chainOnly ? 1 : 0, chainOnly ? -(lane.responder.flatMap { toEnd[$0] } ?? 0) : 0, offset)
        }
        let sorted = lanes.enumerated().sorted { a, b in key(a.element, a.offset) < key(b.element, b.offset) }.map(\.element)
        let responders = Set(sorted.filter { $0.kind == .responder }.compactMap(\.responder))
        let viewOf = { (lane: TimelineLane) in lane.recognizer.flatMap { recognizerViews[$0] } }
        let besideView = { (lane: TimelineLane) in viewOf(lane).map(responders.contains) == true }
        var result: [TimelineLane] = []
        for lane in sorted where !besideView(lane) {
            result.append(lane)
            guard lane.kind == .responder, let responder = lane.responder else { continue }
            result += sorted.filter { besideView($0) && viewOf($0) == responder }
        }
        return result
    }

    /// Whether `lane` is a responder reached only by passing touches up the chain.
    func isChainOnly(_ lane: TimelineLane) -> Bool {
        lane.kind == .responder && !(lane.responder.map(hitViews.contains) ?? false) && !runs.contains { $0.lane == lane && $0.style == .scroll }
    }

    /// `--lanes touched`: the responders that only passed touches on through
    /// `next` go, with everything drawn on their lanes.
    mutating func removeChainOnlyLanes() {
        let gone = Set(lanes.filter(isChainOnly))
        lanes.removeAll { gone.contains($0) }
        marks.removeAll { gone.contains($0.lane) }
        runs.removeAll { gone.contains($0.lane) }
        held.removeAll { gone.contains($0.lane) }
        bands.removeAll { gone.contains($0.lane) }
        links.removeAll { gone.contains($0.from) || gone.contains($0.to) }
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
