import Foundation

/// Timers in the application's clock, fired in time order (ties in the order
/// they were scheduled) — which is what makes virtual-time runs repeatable.
public final class TimerQueue {
    public struct Token: Hashable { let sequence: Int }

    private struct Entry { let time: TimeInterval; let sequence: Int; let action: () -> Void }
    private var entries: [Entry] = []
    private var nextSequence = 0

    func schedule(at time: TimeInterval, _ action: @escaping () -> Void) -> Token {
        let entry = Entry(time: time, sequence: nextSequence, action: action)
        nextSequence += 1
        let index = entries.firstIndex { ($0.time, $0.sequence) > (time, entry.sequence) } ?? entries.count
        entries.insert(entry, at: index)
        return Token(sequence: entry.sequence)
    }

    func cancel(_ token: Token) {
        entries.removeAll { $0.sequence == token.sequence }
    }

    func popFirst(dueBy time: TimeInterval) -> (TimeInterval, () -> Void)? {
        guard let first = entries.first, first.time <= time else { return nil }
        entries.removeFirst()
        return (first.time, first.action)
    }

    var nextTime: TimeInterval? { entries.first?.time }
    var isEmpty: Bool { entries.isEmpty }
}
