import Foundation

extension SVGPathProblem {
    static let english: @Sendable (SVGPathProblem) -> String = { problem in
        switch problem {
        case .emptyData: "empty path data"
        case .mustStartWithMove: "path must start with a move command (M or m)"
        case let .closeTakesNoNumbers(letter): "close path '\(letter)' takes no numbers"
        case .numberAfterComma: "expected a number after ','"
        case let .numberAfter(letter): "expected a number after '\(letter)'"
        case .exponentDigits: "expected digits in the exponent"
        case let .numberTooLarge(literal): "number '\(literal)' is too large (not finite)"
        case .coordinateTooLarge: "coordinate is too large (not finite)"
        case .arcRadiiTooLarge: "arc radii too large: the arc's curve passes the largest number (not finite)"
        case let .arcFlagAfter(letter): "expected an arc flag (0 or 1) after '\(letter)'"
        case .arcFlagNotBinary: "arc flag must be 0 or 1"
        case let .tooManyCommands(limit): "too many path commands (the limit is \(limit))"
        case let .unknownCommand(shown): "unknown path command '\(shown)'"
        case let .unexpectedCharacter(shown): "unexpected character '\(shown)' where a path command was expected"
        }
    }
}
