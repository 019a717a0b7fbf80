import Foundation
import TapExplain

/// Every error TapLab's entry points word, in one table per language: a function per kind of message, each an
/// exhaustive `switch`, so a new language is one `EntryPointWords(…)` value the
/// compiler checks is complete.
public struct EntryPointWords: Sendable {
    public var compositionProblem: @Sendable (CompositionProblem) -> String
    public var entryPointProblem: @Sendable (EntryPointProblem, Language) -> String

    public static let tables = WordTables<EntryPointWords>(english: .english, [.zh: .chinese])
}
