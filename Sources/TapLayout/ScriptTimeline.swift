import Foundation
import TapKit

/// A script turned into input in virtual time: touch records in batches
/// (records with the same time form one event), key presses and shakes.
public struct ScriptTimeline {
    public enum Action: Equatable {
        case touches([TouchInput])
        case press(key: String, phase: UIPress.Phase)
        case shake(began: Bool)
    }

    public private(set) var actions: [(time: TimeInterval, action: Action)] = []
    /// When the last step ends.
    public private(set) var endTime: TimeInterval = 0

    /// Moves are generated every 1/60 s, as a 60 Hz touch screen reports them.
    public static let moveInterval: TimeInterval = 1.0 / 60
    /// `tap` lifts the finger 0.05 s after it comes down; `doubleTap` starts
    /// its second tap 0.15 s after the first.
    public static let tapDuration: TimeInterval = 0.05
    public static let doubleTapGap: TimeInterval = 0.1
    /// `down`, `up` and `cancel` take this long, so consecutive finger steps
    /// are separate events, as real fingers never land in the same instant.
    public static let stepDuration: TimeInterval = 0.05

    public enum Problem: Error, Equatable { case fingerNotDown(touch: Int, line: Int, column: Int), fingerAlreadyDown(touch: Int, line: Int, column: Int) }

    public init(_ steps: [ScriptStep]) throws(Problem) {
        var builder = Builder()
        for step in steps { try builder.add(step) }
        actions = builder.actions.enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map(\.element)
        actions = Self.batched(actions)
        endTime = builder.cursor
    }

    /// Touch records at the same time go together as one event.
    private static func batched(_ list: [(TimeInterval, Action)]) -> [(TimeInterval, Action)] {
        var result: [(TimeInterval, Action)] = []
        for (time, action) in list {
            if case let .touches(new) = action, let last = result.last, last.0 == time, case let .touches(old) = last.1 {
                result[result.count - 1] = (time, .touches(old + new))
            } else {
                result.append((time, action))
            }
        }
        return result
    }

    private struct Builder {
        var actions: [(TimeInterval, Action)] = []
        var cursor: TimeInterval = 0
        /// Where each finger held by down/move/up steps is.
        var fingers: [Int: CGPoint] = [:]
        /// Busy intervals of generated fingers, so overlapping steps get distinct ids.
        var busy: [(id: Int, from: TimeInterval, to: TimeInterval)] = []

        mutating func add(_ step: ScriptStep) throws(Problem) {
            let start = step.pinnedTime ?? cursor
            var end = start
            switch step.kind {
            case let .tap(p):
                end = tap(p, at: start)
            case let .doubleTap(p):
                let first = tap(p, at: start)
                end = tap(p, at: first + ScriptTimeline.doubleTapGap)
            case let .longPress(p, duration):
                let id = freeID(start, start + duration)
                touch(id, .began, p, start)
                touch(id, .ended, p, start + duration)
                end = start + duration
            case let .down(id, p):
                guard fingers[id] == nil else { throw .fingerAlreadyDown(touch: id, line: step.line, column: step.column) }
                fingers[id] = p
                touch(id, .began, p, start)
                busy.append((id, start, .infinity))
                end = start + ScriptTimeline.stepDuration
            case let .move(id, to, duration):
                guard let from = fingers[id] else { throw .fingerNotDown(touch: id, line: step.line, column: step.column) }
                end = moves([(id, from, to)], start, duration)
                fingers[id] = to
            case let .up(id), let .cancel(id):
                guard let p = fingers.removeValue(forKey: id) else { throw .fingerNotDown(touch: id, line: step.line, column: step.column) }
                if case .up = step.kind { touch(id, .ended, p, start) } else { touch(id, .cancelled, p, start) }
                if let i = busy.lastIndex(where: { $0.id == id && $0.to == .infinity }) { busy[i].to = start }
                end = start + ScriptTimeline.stepDuration
            case let .drag(from, to, duration):
                let id = freeID(start, start + duration)
                touch(id, .began, from, start)
                end = moves([(id, from, to)], start, duration)
                touch(id, .ended, to, end)
            case let .pinch(c, from, to, duration):
                let a = freeID(start, start + duration)
                busy.append((a, start, start + duration))
                let b = freeID(start, start + duration)
                let paths = [(a, CGPoint(x: c.x - from / 2, y: c.y), CGPoint(x: c.x - to / 2, y: c.y)),
                             (b, CGPoint(x: c.x + from / 2, y: c.y), CGPoint(x: c.x + to / 2, y: c.y))]
                end = twoFingers(paths, start, duration) { t, i in
                    let d = from + (to - from) * t
                    return CGPoint(x: c.x + (i == 0 ? -d / 2 : d / 2), y: c.y)
                }
            case let .rotate(c, r, degrees, duration):
                let a = freeID(start, start + duration)
                busy.append((a, start, start + duration))
                let b = freeID(start, start + duration)
                let paths = [(a, CGPoint(x: c.x - r, y: c.y), CGPoint.zero), (b, CGPoint(x: c.x + r, y: c.y), CGPoint.zero)]
                end = twoFingers(paths, start, duration) { t, i in
                    let angle = degrees * .pi / 180 * t + (i == 0 ? .pi : 0)
                    return CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
                }
            case let .wait(seconds):
                end = start + seconds
            case let .key(name):
                actions.append((start, .press(key: name, phase: .began)))
                end = start + ScriptTimeline.tapDuration
                actions.append((end, .press(key: name, phase: .ended)))
            case .shake:
                actions.append((start, .shake(began: true)))
                end = start + 0.1
                actions.append((end, .shake(began: false)))
            }
            cursor = max(cursor, end)
        }

        mutating func touch(_ id: Int, _ phase: TouchInput.Phase, _ p: CGPoint, _ t: TimeInterval) {
            actions.append((t, .touches([TouchInput(touchID: id, phase: phase, location: p, timestamp: t)])))
        }

        /// One tap with the lowest free finger id; returns when it lifts.
        mutating func tap(_ p: CGPoint, at start: TimeInterval) -> TimeInterval {
            let end = start + ScriptTimeline.tapDuration
            let id = freeID(start, end)
            touch(id, .began, p, start)
            touch(id, .ended, p, end)
            return end
        }

        /// The lowest finger id free over [from, to], reserved for it.
        mutating func freeID(_ from: TimeInterval, _ to: TimeInterval) -> Int {
            var id = 1
            while busy.contains(where: { $0.id == id && $0.from < max(to, from + 1e-9) && from < $0.to }) || fingers[id] != nil { id += 1 }
            busy.append((id, from, to))
            return id
        }

        /// Straight-line moves every 1/60 s; the last one lands exactly on `to`.
        mutating func moves(_ paths: [(Int, CGPoint, CGPoint)], _ start: TimeInterval, _ duration: TimeInterval) -> TimeInterval {
            let count = max(1, Int((duration / ScriptTimeline.moveInterval).rounded()))
            for k in 1...count {
                let t = CGFloat(k) / CGFloat(count)
                let time = start + duration * Double(k) / Double(count)
                for (id, from, to) in paths {
                    touch(id, .moved, CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t), time)
                }
            }
            return start + duration
        }

        /// Two fingers down together, moved along `position(t, finger)`, lifted together.
        mutating func twoFingers(_ fingers: [(Int, CGPoint, CGPoint)], _ start: TimeInterval, _ duration: TimeInterval,
                                 position: (CGFloat, Int) -> CGPoint) -> TimeInterval {
            for (id, p, _) in fingers { touch(id, .began, p, start) }
            let count = max(1, Int((duration / ScriptTimeline.moveInterval).rounded()))
            for k in 1...count {
                let t = CGFloat(k) / CGFloat(count)
                let time = start + duration * Double(k) / Double(count)
                for (i, (id, _, _)) in fingers.enumerated() { touch(id, .moved, position(t, i), time) }
            }
            let end = start + duration
            for (i, (id, _, _)) in fingers.enumerated() { touch(id, .ended, position(1, i), end) }
            return end
        }
    }
}

extension ScriptTimeline.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .fingerNotDown(id, _, _): "touch \(id) is not down here: add a 'down: {touch: \(id), at: [x, y]}' step before it"
        case let .fingerAlreadyDown(id, _, _): "touch \(id) is already down: lift it with 'up: {touch: \(id)}' first"
        }
    }
}
