import Foundation
import TapKit
import TapPicture

/// The fingers of a script between two frames of a recording: each one's
/// way since the frame before (so a 0.05 s tap between frames still
/// shows), its last phase, and the view its touch was bound to when its
/// hit test was logged.
struct FingerTracker {
    private var down: [Int: CGPoint] = [:]
    private var views: [Int: String] = [:]
    private var trails: [Int: [CGPoint]] = [:]
    private var phases: [Int: UITouch.Phase] = [:]

    /// A new frame: the fingers still down start their way where they are.
    mutating func startFrame() {
        trails = down.mapValues { [$0] }
        phases = down.mapValues { _ in .stationary }
    }

    mutating func add(_ inputs: [TouchInput]) {
        for input in inputs {
            trails[input.touchID, default: []].append(input.location)
            switch input.phase {
            case .began, .moved: down[input.touchID] = input.location
            case .ended, .cancelled: down[input.touchID] = nil
            }
            phases[input.touchID] = switch input.phase {
            case .began: .began
            case .moved: .moved
            case .ended: .ended
            case .cancelled: .cancelled
            }
        }
    }

    /// Takes the views new hit-test records bound touches to.
    mutating func bind(_ records: ArraySlice<EventRecord>) {
        for record in records {
            if case let .hitTest(touch, view, _) = record.event { views[touch] = view?.name }
        }
    }

    /// The frame's fingers, by touch id.
    var marks: [FingerMark] {
        trails.keys.sorted().map { id in
            FingerMark(id: id, trail: trails[id] ?? [], phase: phases[id] ?? .stationary, view: views[id])
        }
    }
}
