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

    /// When each touch comes down (its hit test), in time order: one time
    /// per finger, so two fingers landing together give the time twice.
    public var touchDowns: [TimeInterval] {
        actions.flatMap { time, action -> [TimeInterval] in
            guard case let .touches(inputs) = action else { return [] }
            return inputs.filter { $0.phase == .began }.map { _ in time }
        }
    }

    /// Moves are generated every 1/60 s, as a 60 Hz touch screen reports them.
    public static let moveInterval: TimeInterval = 1.0 / 60
    /// `tap` lifts the finger 0.05 s after it comes down; `doubleTap` starts
    /// its second tap 0.15 s after the first.
    public static let tapDuration: TimeInterval = 0.05
    public static let doubleTapGap: TimeInterval = 0.1
    /// `down`, `up` and `cancel` take this long, so consecutive finger steps
    /// are separate events, as real fingers never land in the same instant.
    public static let stepDuration: TimeInterval = 0.05

    public enum Problem: Error, Equatable {
        case fingerNotDown(touch: Int, line: Int, column: Int)
        case fingerAlreadyDown(touch: Int, line: Int, column: Int)
        /// A step needs a finger when `FingerSchedule.maxFingers` are already down.
        case tooManyFingers(line: Int, column: Int)
        /// A `down` step while `FingerSchedule.maxFingers` are held down
        /// already: 1,000 fingers down on a pan took 33 s to replay.
        case tooManyDown(touch: Int, line: Int, column: Int)
    }

    public init(_ steps: [ScriptStep]) throws(Problem) {
        var builder = Builder()
        for step in steps { try builder.add(step) }
        actions = builder.actions.enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map(\.element)
        actions = Self.batched(actions)
        endTime = builder.cursor
    }

    /// Touch records at the same time go together as one event. The
    /// touches of the event being gathered stay in `pending` and are stored
    /// once, so a thousand fingers landing together are not copied a
    /// thousand times.
    private static func batched(_ list: [(TimeInterval, Action)]) -> [(TimeInterval, Action)] {
        var result: [(TimeInterval, Action)] = []
        var pending: (time: TimeInterval, touches: [TouchInput])?
        for (time, action) in list {
            if case let .touches(new) = action {
                if pending?.time == time { pending?.touches += new; continue }
                if let gathered = pending { result.append((gathered.time, .touches(gathered.touches))) }
                pending = (time, new)
            } else {
                if let gathered = pending { result.append((gathered.time, .touches(gathered.touches))) }
                pending = nil
                result.append((time, action))
            }
        }
        if let gathered = pending { result.append((gathered.time, .touches(gathered.touches))) }
        LoaderWork.script.add(list.count)
        return result
    }

    private struct Builder {
        var actions: [(TimeInterval, Action)] = []
        var cursor: TimeInterval = 0
        /// Where each finger held by down/move/up steps is.
        var fingers: [Int: CGPoint] = [:]
        /// When each finger is busy, so overlapping steps get distinct ids.
        var schedule = FingerSchedule()
        /// The step being added, named by a problem.
        var line = 0, column = 0

        mutating func add(_ step: ScriptStep) throws(Problem) {
            let start = step.pinnedTime ?? cursor
            (line, column) = (step.line, step.column)
            var end = start
            switch step.kind {
            case let .tap(p):
                end = try tap(p, at: start)
            case let .doubleTap(p):
                let first = try tap(p, at: start)
                end = try tap(p, at: first + ScriptTimeline.doubleTapGap)
            case let .longPress(p, duration):
                let id = try freeID(start, start + duration)
                touch(id, .began, p, start)
                touch(id, .ended, p, start + duration)
                end = start + duration
            case let .down(id, p):
                guard fingers[id] == nil else { throw .fingerAlreadyDown(touch: id, line: step.line, column: step.column) }
                guard fingers.count < FingerSchedule.maxFingers else { throw .tooManyDown(touch: id, line: step.line, column: step.column) }
                fingers[id] = p
                touch(id, .began, p, start)
                schedule.down(id, at: start)
                end = start + ScriptTimeline.stepDuration
            case let .move(id, to, duration):
                guard let from = fingers[id] else { throw .fingerNotDown(touch: id, line: step.line, column: step.column) }
                end = moves([(id, from, to)], start, duration)
                fingers[id] = to
            case let .up(id), let .cancel(id):
                guard let p = fingers.removeValue(forKey: id) else { throw .fingerNotDown(touch: id, line: step.line, column: step.column) }
                if case .up = step.kind { touch(id, .ended, p, start) } else { touch(id, .cancelled, p, start) }
                schedule.up(id, at: start)
                end = start + ScriptTimeline.stepDuration
            case let .drag(from, to, duration):
                let id = try freeID(start, start + duration)
                touch(id, .began, from, start)
                end = moves([(id, from, to)], start, duration)
                touch(id, .ended, to, end)
            case let .pinch(c, from, to, duration):
                let a = try freeID(start, start + duration)
                let b = try freeID(start, start + duration)
                let paths = [(a, CGPoint(x: c.x - from / 2, y: c.y), CGPoint(x: c.x - to / 2, y: c.y)),
                             (b, CGPoint(x: c.x + from / 2, y: c.y), CGPoint(x: c.x + to / 2, y: c.y))]
                end = twoFingers(paths, start, duration) { t, i in
                    let d = from + (to - from) * t
                    return CGPoint(x: c.x + (i == 0 ? -d / 2 : d / 2), y: c.y)
                }
            case let .rotate(c, r, degrees, duration):
                let a = try freeID(start, start + duration)
                let b = try freeID(start, start + duration)
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
        mutating func tap(_ p: CGPoint, at start: TimeInterval) throws(Problem) -> TimeInterval {
            let end = start + ScriptTimeline.tapDuration
            let id = try freeID(start, end)
            touch(id, .began, p, start)
            touch(id, .ended, p, end)
            return end
        }

        /// The lowest finger id free over [from, to], reserved for it.
        mutating func freeID(_ from: TimeInterval, _ to: TimeInterval) throws(Problem) -> Int {
            guard let id = schedule.reserve(from, to) else { throw .tooManyFingers(line: line, column: column) }
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
    /// The English text (`Worded`).
    public var description: String { english }
}
