import Foundation

extension GestureProblem {
    static let english: @Sendable (GestureProblem) -> String = { problem in
        switch problem {
        case let .needsType(types): "every gesture needs a 'type' (\(types.joined(separator: ", ")))"
        case .needsID: "every gesture needs an 'id'"
        case .shouldReceiveNeedsExcept: "shouldReceive needs except: [ID | control, ...]"
        case let .keyNotForType(key, type): "\(key) does not apply to a \(type.rawValue) gesture"
        case let .maximumBelowTouches(maximum, touches):
            "maximumTouches (\(maximum)) is less than touches (\(touches)), the minimum: no number of fingers could pan"
        case .cycle: "requireToFail cycle"
        case let .requiresItself(name):
            "requireToFail cycle: \(name) requires itself to fail; a recognizer cannot wait for its own failure, so remove this entry"
        case let .cycleOf(steps, omitted):
            "requireToFail cycle: "
                + story(steps, omitted: omitted, step: { "\($0.waiter) requires \($0.other) to fail" }, more: { "… \($0) more …" })
                    .joined(separator: ", ")
                + "; recognizers in a cycle would wait for each other for ever (UIKit leaves it undefined), so remove one of these requirements"
        }
    }
}
