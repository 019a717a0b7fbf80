import Foundation

/// Cycles of failure requirements.
///
/// UIKit: `require(toFail:)` "creates a dependency relationship … the
/// receiver waits until otherGestureRecognizer transitions to failed". When
/// requirements form a cycle (a waits for b, b waits for a, or longer, across
/// views or windows, declared by `require(toFail:)`, by subclasses or by
/// delegates), UIKit does not say what happens; in practice every recognizer
/// in the cycle waits for ever, the touches they hold never reach their
/// views, and every later touch piles onto recognizers that never reset.
///
/// TapLab's rule, its own: once every recognizer in a cycle is waiting (each
/// has asked to begin or recognize and is held by the next), the one that
/// asked first stops waiting for the other members of the cycle, until it
/// resets. Each requirement dropped is logged
/// (`gesture tapA stops waiting for tapB: require(toFail:) cycle`); the
/// recognizer then begins or recognizes as it asked, and the others in the
/// cycle, which require it to fail, fail. "Asked first" follows the order in
/// which the arena processed the requests, so the outcome is deterministic.
/// A layout cannot declare such a cycle at all: the loader rejects it.
extension GestureArena {
    /// Finds and breaks every cycle of waiting recognizers.
    func breakWaitCycles(_ event: UIEvent) {
        // Each round drops at least one requirement for good (until reset),
        // so the rounds are bounded; the limit is a second guard.
        var rounds = 0
        while let cycle = waitCycle(), rounds < 10_000 {
            rounds += 1
            guard let winner = cycle.min(by: { ($0.waitingSince ?? .max) < ($1.waitingSince ?? .max) }) else { return }
            let dropped = failureEdges(of: winner).filter { edge in cycle.contains { $0 === edge.other } }
            for edge in dropped {
                winner.stoppedWaitingFor.append(WeakRecognizer(edge.other))
                if !winner.isInternal {
                    loop.report(EventRecord(t: loop.currentTime, .stopsWaiting(recognizer: winner.logged,
                                           other: edge.other.logged, requirement: edge.requirement)))
                }
            }
            guard !dropped.isEmpty, let pending = winner.pendingState else { return }
            winner.pendingState = nil
            beginAfterWaiting(winner, as: pending, event: event)
        }
    }

    /// A recognizer holding a request to begin or recognize.
    private func isWaiting(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.pendingState != nil && recognizer.storedState == .possible
    }

    /// One cycle of waiting recognizers, each waiting for the next (and the
    /// last for the first), or nil. Depth-first in participant order.
    func waitCycle() -> [UIGestureRecognizer]? {
        let waiters = participants.filter(isWaiting)
        guard waiters.count >= 2 else { return nil }
        let index = Dictionary(uniqueKeysWithValues: waiters.enumerated().map { (ObjectIdentifier($0.element), $0.offset) })
        let next: [[Int]] = waiters.map { waiter in
            failureRequirements(of: waiter).compactMap { index[ObjectIdentifier($0)] }
        }
        // 0 unvisited, 1 on the current path, 2 done.
        var mark = [Int](repeating: 0, count: waiters.count)
        var path: [Int] = []
        func visit(_ node: Int) -> [Int]? {
            mark[node] = 1
            path.append(node)
            for target in next[node] {
                if mark[target] == 1, let start = path.firstIndex(of: target) { return Array(path[start...]) }
                if mark[target] == 0, let found = visit(target) { return found }
            }
            path.removeLast()
            mark[node] = 2
            return nil
        }
        for start in waiters.indices where mark[start] == 0 {
            if let cycle = visit(start) { return cycle.map { waiters[$0] } }
        }
        return nil
    }
}
