import Foundation
import TapExplain

/// A problem another part of TapLab words, inside one of the loader's
/// (the reason a path cannot be opened, what SVG path data lacks): kept
/// typed, so it is worded in the reader's language with the message around it.
/// Two are equal when their English is.
public struct NestedProblem: Worded, Equatable {
    public let problem: any Worded

    public init(_ problem: any Worded) { self.problem = problem }

    public func text(in language: Language) -> String { problem.text(in: language) }

    public static func == (a: NestedProblem, b: NestedProblem) -> Bool { a.problem.english == b.problem.english }
}
