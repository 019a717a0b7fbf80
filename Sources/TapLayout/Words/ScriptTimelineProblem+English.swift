import Foundation

extension ScriptTimeline.Problem {
    static let english: @Sendable (ScriptTimeline.Problem) -> String = { problem in
        switch problem {
        case let .fingerNotDown(id, _, _): "touch \(id) is not down here: add a 'down: {touch: \(id), at: [x, y]}' step before it"
        case let .fingerAlreadyDown(id, _, _): "touch \(id) is already down: lift it with 'up: {touch: \(id)}' first"
        case .tooManyFingers:
            "this step needs a finger while \(FingerSchedule.maxFingers) are already down (the limit): give overlapping steps their own 'at:' times further apart"
        case let .tooManyDown(id, _, _):
            "touch \(id) cannot go down while \(FingerSchedule.maxFingers) touches are down (the limit): lift some with 'up: {touch: N}' first"
        }
    }
}
