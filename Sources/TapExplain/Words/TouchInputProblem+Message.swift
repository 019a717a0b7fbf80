import Foundation
import TapKit

extension TouchInputProblem {
    /// What a script's author reads for input TapKit dropped or mended.
    public var message: String {
        switch self {
        case let .unknownTouch(id, phase): "touch \(id) \(phase.rawValue) without a began: ignored"
        case let .duplicateBegan(id): "touch \(id) began again while still down: ignored"
        case let .nonFiniteLocation(id): "touch \(id) has a non-finite location: the last finite one is used"
        }
    }
}
