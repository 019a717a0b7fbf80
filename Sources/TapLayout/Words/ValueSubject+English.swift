import Foundation

extension ValueSubject {
    static let english: @Sendable (ValueSubject) -> String = { subject in
        switch subject {
        case let .key(key): key
        case .scriptFile: "script file"
        case .scriptStep: "script step"
        case .stepTime: "step time 'at'"
        case .waitSeconds: "wait (seconds)"
        case .layout: "the layout"
        case .expectation(nil): "expectation"
        case let .expectation(kind?): "\(kind) expectation"
        case .chainID: "chain id"
        case .controllerID(presented: false): "controller id"
        case .controllerID(presented: true): "presented controller id"
        case .segmentTitle: "segment title"
        case .gesture: "gesture"
        case .rotateDegrees: "transform rotate (degrees)"
        }
    }
}
