import Foundation

/// The failure requirements the arena has worked out in the settlement under
/// way, so that each recognizer's are worked out once per settlement rather
/// than at every question about them.
///
/// Why: a recognizer's requirements are its `require(toFail:)` list plus what
/// its subclass and delegate, and every other participant's, answer about
/// each pair — a pass over every participant. The arena asks for them each
/// time a recognizer starts waiting (for every waiter, to look for a cycle),
/// each time one recognizes (for every participant, to find the losers) and
/// each time one fails (for every waiter): a chain of 400 taps, each
/// requiring the next to fail, asked about 400 × 400 × 400 pairs for one tap
/// (55 s; issue 43). Worked out once per settlement, it asks 400 × 400.
///
/// What an answer depends on — the lists, `isEnabled`, the delegate, the
/// touches seen, the cycles given up, the participants — reports every change
/// to `changed()`, and an answer worked out before the last change is never
/// reused. A subclass's or delegate's answer is taken to hold for the
/// settlement (UIKit asks "once per recognition attempt"); TapLab's
/// delegates answer from the layout's declarations. Outside a settlement
/// nothing is kept: the answers hold strong references to the recognizers
/// until the settlement ends.
final class FailureRequirementCache {
    typealias Edge = (other: UIGestureRecognizer, requirement: FailureRequirement)

    /// Counts every change an answer may depend on, in any application (a
    /// change elsewhere only costs an answer worked out again).
    private static let changes = WorkCounter()

    /// Something a recognizer's failure requirements depend on changed.
    static func changed() { changes.add(1) }

    /// Each recognizer with its answer, held so that no other takes its
    /// address while the settlement lasts.
    private var answers: [ObjectIdentifier: (recognizer: UIGestureRecognizer, edges: [Edge])] = [:]
    /// `changes` when `answers` were worked out.
    private var answeredAt = -1
    private var depth = 0

    /// Work done over the arena's life: requirement lists worked out, and
    /// the questions asked for them (one per requirement declared and per
    /// other participant). Tests read them to check that the cost of a
    /// settlement grows with the recognizers, not with their cube.
    private(set) var workedOut = 0
    private(set) var questions = 0

    /// Runs `body` as (part of) one settlement: answers worked out inside it
    /// are kept until it ends or something they depend on changes.
    func settling<T>(_ body: () -> T) -> T {
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { answers.removeAll(keepingCapacity: true) }
        }
        return body()
    }

    /// `recognizer`'s requirements: the answer kept in this settlement, or
    /// `workOut()`'s, which asks `questions` questions.
    func edges(of recognizer: UIGestureRecognizer, workOut: () -> (edges: [Edge], questions: Int)) -> [Edge] {
        let now = Self.changes.value
        if depth > 0, answeredAt == now, let kept = answers[ObjectIdentifier(recognizer)] { return kept.edges }
        let answer = workOut()
        workedOut += 1
        questions += answer.questions
        // Kept only if nothing changed while it was worked out.
        guard depth > 0, Self.changes.value == now else { return answer.edges }
        if answeredAt != now {
            answers.removeAll(keepingCapacity: true)
            answeredAt = now
        }
        answers[ObjectIdentifier(recognizer)] = (recognizer, answer.edges)
        return answer.edges
    }
}
