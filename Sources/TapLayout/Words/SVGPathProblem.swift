import Foundation
import TapExplain

/// Why SVG path data (a `hitShape` `path`) was rejected: what
/// `SVGPathParser` expected where it stopped. `SVGPathError` adds where.
public enum SVGPathProblem: Worded, Equatable {
    case emptyData
    case mustStartWithMove
    /// `Z` (or `z`) followed by numbers.
    case closeTakesNoNumbers(Unicode.Scalar)
    case numberAfterComma
    /// A number where the command letter (or a repeated group of it) needs one.
    case numberAfter(Unicode.Scalar)
    case exponentDigits
    /// A number literal that reads as infinite.
    case numberTooLarge(String)
    /// A relative coordinate or a reflected control point past the largest double.
    case coordinateTooLarge
    /// An arc whose curve passes the largest double.
    case arcRadiiTooLarge
    case arcFlagAfter(Unicode.Scalar)
    case arcFlagNotBinary
    case tooManyCommands(limit: Int)
    /// A letter that is no path command, as shown (escaped if need be).
    case unknownCommand(String)
    /// Any other character where a command goes, as shown.
    case unexpectedCharacter(String)

    public func text(in language: Language) -> String { LayoutWords.tables(language).svgPathProblem(self) }

}
