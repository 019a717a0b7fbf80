import Foundation

extension ValueSubject {
    static let english: @Sendable (ValueSubject) -> String = { subject in
        switch subject {
        case let .key(key): key
        case .scriptFile: "script file"
        case .scriptStep: "script step"
        case .stepTime: "step time 'at'"
        case .waitSeconds: "wait (seconds)"
        }
    }
}
