import Foundation

extension ScriptProblem {
    static let english: @Sendable (ScriptProblem) -> String = { problem in
        switch problem {
        case .empty: "empty script: expected a list of steps such as `- tap: [x, y]`"
        case let .tooManySteps(count, limit): "script has \(count) steps; the limit is \(limit)"
        case let .movesTooLong(limit): "script moves fingers for more than \(limit) s in all (the limit) by this step; shorten the durations"
        case let .notOneStep(steps): "each script step has exactly one of \(steps.joined(separator: ", ")) (plus an optional 'at: SECONDS')"
        case .needsTouch: "this step needs 'touch: N' (which finger)"
        case .longPressAtAndOn: "longPress takes 'at: [x, y]' or 'on: ID', not both"
        case .controlCharactersInKey: "key names must not contain line breaks or control characters (a key is a word in one log line)"
        case let .needsPoint(step, key): "\(step) needs '\(key): [x, y]'"
        case let .needsNumber(step, key): "\(step) needs '\(key)'"
        case let .needsPointOrView(what): "\(what) needs [x, y] or {on: ID}"
        case let .viewNeedsLayout(what, view): "\(what) on: '\(view)' needs the layout's views; a separate script file takes [x, y] points"
        case let .noSuchView(what, reason): "\(what) on: \(reason.english)"
        }
    }
}
