import Foundation
@testable import TapKit
import TapTestSupport

/// What a storm throws at the application.
enum StormKind: String, Sendable, CaseIterable {
    /// Hostile raw input: unknown ids, `up` without `down`, a second `down`
    /// for a live id, NaN and huge coordinates, time going backwards.
    case input
    /// Real gestures (taps, double taps, long presses, drags, swipes, pinches,
    /// edge pans, 20 fingers at once) mixed with hostile input.
    case gestures
    /// Both, with the world changing in the middle: views removed, hidden,
    /// disabled, freed; recognizers disabled or moved; windows removed,
    /// resized, hidden; every touch cancelled.
    case mutation
}

/// One step of a storm: a batch of input records sent together, the clock
/// moved, or (mutation storms) a change to the world.
enum StormStep: Sendable, CustomStringConvertible {
    case send([TouchInput])
    case advance(TimeInterval)
    case mutate(StormMutation)

    var description: String {
        switch self {
        case let .send(inputs): inputs.map(Self.describe).joined(separator: "+")
        case let .advance(t): "advance(\(t))"
        case let .mutate(m): m.description
        }
    }

    static func describe(_ input: TouchInput) -> String {
        let phase = ["began": "d", "moved": "m", "ended": "u", "cancelled": "c"][input.phase.rawValue] ?? "?"
        return "\(phase)\(input.touchID)@(\(input.location.x),\(input.location.y))t\(input.timestamp)"
    }
}

/// One random storm: a world from `seed` and the steps to play on it.
/// `StormCase.make(kind:seed:)` rebuilds it exactly from the seed.
struct StormCase: Sendable, CustomStringConvertible {
    var kind: StormKind
    var seed: UInt64
    var steps: [StormStep]

    var seedText: String { "0x" + String(seed, radix: 16) }

    var description: String {
        "StormCase(kind: .\(kind), seed: \(seedText), \(steps.count) steps: \(steps.map(\.description).joined(separator: " ")))"
    }

    /// Smaller cases that keep the seed: halves, quarters, then single steps dropped.
    var shrinkCandidates: [StormCase] {
        guard steps.count > 1 else { return [] }
        var out: [StormCase] = []
        var chunk = steps.count / 2
        while chunk >= 1 && out.count < 60 {
            var start = 0
            while start < steps.count && out.count < 60 {
                var copy = self
                copy.steps.removeSubrange(start..<min(steps.count, start + chunk))
                out.append(copy)
                start += chunk
            }
            chunk /= 2
        }
        return out
    }

    static func make(kind: StormKind, seed: UInt64) -> StormCase {
        let world = StormWorld(seed: seed)
        var generator = StormStepGenerator(seed: seed ^ 0xD1B5_4A32_D192_ED03, hotspots: world.hotspots, kind: kind)
        return StormCase(kind: kind, seed: seed, steps: generator.steps())
    }
}

/// Draws the steps of a storm.
struct StormStepGenerator {
    var random: StormRandom
    let hotspots: [CGPoint]
    let kind: StormKind
    var time: TimeInterval = 0
    var down: Set<Int> = []
    var out: [StormStep] = []

    init(seed: UInt64, hotspots: [CGPoint], kind: StormKind) {
        random = StormRandom(seed: seed)
        self.hotspots = hotspots
        self.kind = kind
    }

    mutating func steps() -> [StormStep] {
        let count = random.int(kind == .input ? 8...40 : 5...24)
        for _ in 0..<count {
            switch kind {
            case .input: chaos()
            case .gestures: random.chance(0.6) ? gesture() : chaos()
            case .mutation:
                let roll = random.int(0...9)
                if roll < 4 { gesture() } else if roll < 7 { chaos() } else { mutation() }
            }
        }
        return out
    }

    // MARK: Points, ids, times

    mutating func point() -> CGPoint {
        switch random.int(0...99) {
        case 0..<55:
            let p = random.pick(hotspots)
            return CGPoint(x: p.x + random.number(-6...6), y: p.y + random.number(-6...6))
        case 55..<88:
            return CGPoint(x: random.number(-30...420), y: random.number(-30...874))
        default:
            let special: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308, 1e12, -1e12, 0, -0.0, 390, 844,
                                      .greatestFiniteMagnitude, .leastNonzeroMagnitude, 195]
            return CGPoint(x: random.pick(special), y: random.chance(0.5) ? random.pick(special) : random.number(0...844))
        }
    }

    mutating func near(_ p: CGPoint, _ spread: Double) -> CGPoint {
        CGPoint(x: p.x + random.number(-spread...spread), y: p.y + random.number(-spread...spread))
    }

    mutating func id() -> Int {
        switch random.int(0...99) {
        case 0..<80: return random.int(1...5)
        case 80..<90: return random.int(6...25)
        default: return random.pick([0, -1, 999_999, Int.max, Int.min])
        }
    }

    /// The next timestamp: mostly a little later, sometimes much later, and
    /// sometimes earlier than the last one, or not a number at all.
    mutating func tick() -> TimeInterval {
        switch random.int(0...99) {
        case 0..<70: time += random.time(0.004...0.05)
        case 70..<84: time += random.time(0.1...0.7)
        case 84..<88: time += random.time(1...3)
        case 88..<94: return time - random.time(0.001...2)
        case 94..<96: break
        case 96..<98: return random.pick([.nan, .infinity, -.infinity, -1e9])
        default: time += random.pick([1e6, 0])
        }
        return time
    }

    mutating func send(_ inputs: [TouchInput]) {
        for input in inputs {
            switch input.phase {
            case .began: down.insert(input.touchID)
            case .ended, .cancelled: down.remove(input.touchID)
            case .moved: break
            }
        }
        out.append(.send(inputs))
    }

    mutating func input(_ id: Int, _ phase: TouchInput.Phase, _ p: CGPoint, _ t: TimeInterval) -> TouchInput {
        TouchInput(touchID: id, phase: phase, location: p, timestamp: t)
    }

    // MARK: Chaos: single records and odd batches

    mutating func chaos() {
        switch random.int(0...99) {
        case 0..<60:
            // One record: a down, a move, an up or a cancel for any id, live or not.
            let phase = random.pick([TouchInput.Phase.began, .began, .moved, .moved, .moved, .ended, .ended, .cancelled])
            let touch = random.chance(0.6) && !down.isEmpty && phase != .began ? random.pick(Array(down).sorted()) : id()
            send([input(touch, phase, point(), tick())])
        case 60..<75:
            // A batch at one moment, duplicate ids and mixed phases included.
            let t = tick()
            send((0..<random.int(2...8)).map { _ in
                input(id(), random.pick([.began, .moved, .ended, .cancelled]), point(), random.chance(0.9) ? t : tick())
            })
        case 75..<85:
            // A second down for a finger that is already down.
            if let live = down.sorted().first { send([input(live, .began, point(), tick())]) } else { chaos() }
        case 85..<93:
            out.append(.advance(random.chance(0.8) ? time + random.time(0...2) : random.pick([time - 1, .nan, .infinity, 1e9])))
        default:
            // Lift everything that is down, in one batch.
            let t = tick()
            send(down.sorted().map { input($0, .ended, point(), t) })
        }
    }

    // MARK: Gestures

    mutating func gesture() {
        let p = random.chance(0.8) ? random.pick(hotspots) : point()
        let finger = random.int(1...5)
        switch random.int(0...9) {
        case 0:  // tap
            let t = tick()
            send([input(finger, .began, p, t)])
            send([input(finger, .ended, p, t + 0.05)])
            time = t + 0.05
        case 1:  // double tap
            let t = tick()
            for k in 0..<2 {
                send([input(finger, .began, p, t + Double(k) * 0.2)])
                send([input(finger, .ended, p, t + Double(k) * 0.2 + 0.05)])
            }
            time = t + 0.25
        case 2:  // long press, perhaps wobbling
            let t = tick()
            send([input(finger, .began, p, t)])
            if random.chance(0.5) { send([input(finger, .moved, near(p, 8), t + 0.3)]) }
            out.append(.advance(t + random.time(0.4...1.2)))
            time = t + 1.2
            if random.chance(0.8) { send([input(finger, .ended, p, time)]) }
        case 3, 4:  // drag, pan or swipe, sometimes left down
            let t = tick()
            let steps = random.int(2...12)
            let duration = random.time(0.05...0.8)
            let to = CGPoint(x: p.x + random.number(-300...300), y: p.y + random.number(-300...300))
            send([input(finger, .began, p, t)])
            for k in 1...steps {
                let f = CGFloat(k) / CGFloat(steps)
                send([input(finger, .moved, CGPoint(x: p.x + (to.x - p.x) * f, y: p.y + (to.y - p.y) * f), t + duration * Double(f))])
            }
            time = t + duration
            if random.chance(0.85) { send([input(finger, .ended, to, time)]) }
        case 5:  // pinch or rotate with two fingers
            let t = tick()
            let ids = [finger, finger + 5]
            var a = near(p, 40), b = near(p, 40)
            send([input(ids[0], .began, a, t), input(ids[1], .began, b, t)])
            for k in 1...random.int(2...8) {
                a = near(a, 20); b = near(b, 20)
                send([input(ids[0], .moved, a, t + 0.03 * Double(k)), input(ids[1], .moved, b, t + 0.03 * Double(k))])
            }
            time = t + 0.3
            if random.chance(0.5) { send([input(ids[0], .ended, a, time), input(ids[1], .ended, b, time)]) }
            else { send([input(ids[1], .ended, b, time)]); send([input(ids[0], .ended, a, time + 0.01)]) }
        case 6:  // edge pan
            let t = tick()
            let y = random.number(0...844)
            let x: CGFloat = random.chance(0.5) ? 1 : 389
            send([input(finger, .began, CGPoint(x: x, y: y), t)])
            for k in 1...6 { send([input(finger, .moved, CGPoint(x: x + (x < 100 ? 20 : -20) * CGFloat(k), y: y), t + 0.02 * Double(k))]) }
            time = t + 0.12
            send([input(finger, .ended, CGPoint(x: x, y: y), time)])
        case 7:  // twenty fingers at once
            let t = tick()
            let ids = Array(1...20)
            var points = ids.map { _ in random.chance(0.7) ? near(p, 120) : point() }
            send(zip(ids, points).map { input($0, .began, $1, t) })
            for k in 1...random.int(1...4) {
                points = points.map { near($0, 15) }
                send(zip(ids, points).map { input($0, .moved, $1, t + 0.02 * Double(k)) })
            }
            time = t + 0.1
            if random.chance(0.5) { send(zip(ids, points).map { input($0, .ended, $1, time) }) }
            else { for (i, q) in zip(ids, points).shuffled(using: &random) { send([input(i, random.chance(0.8) ? .ended : .cancelled, q, time)]) } }
        case 8:  // a finger down, left there
            send([input(finger, .began, p, tick())])
        default:  // cancel from the system
            if let live = down.sorted().last { send([input(live, .cancelled, p, tick())]) } else { chaos() }
        }
    }

    // MARK: Mutations

    mutating func mutation() {
        let i = random.int(0...200), j = random.int(0...200), w = random.int(0...5), k = random.int(0...50)
        let m: StormMutation
        switch random.int(0...20) {
        case 0, 1: m = .removeView(i)
        case 2: m = .addDetachedView(i, to: j)
        case 3: m = .moveToOtherWindow(i, to: w)
        case 4, 5: m = .hide(i, random.chance(0.7))
        case 6: m = .interaction(i, random.chance(0.3))
        case 7: m = .alpha(i, random.pick([0, 0.005, 1]))
        case 8: m = .controlEnabled(i, random.chance(0.3))
        case 9: m = .frame(i, CGRect(x: random.number(-50...300), y: random.number(-50...700), width: random.number(0...300), height: random.number(0...300)))
        case 10: m = .transform(i, random.number(-3...3))
        case 11: m = .contentOffset(i, CGPoint(x: random.number(-100...800), y: random.number(-100...800)))
        case 12: m = .recognizerEnabled(k, random.chance(0.4))
        case 13: m = .removeRecognizer(k)
        case 14: m = .addRecognizer(k, to: i)
        case 15: m = .removeWindow(w)
        case 16: m = .addWindow(w)
        case 17: m = .resizeWindow(w, CGRect(x: random.number(-50...100), y: random.number(-50...100), width: random.number(0...500), height: random.number(0...900)))
        case 18: m = .hideWindow(w, random.chance(0.6))
        case 19: m = .free(i)
        default: m = .cancelAll
        }
        out.append(.mutate(m))
    }
}
