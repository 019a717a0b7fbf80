import Foundation
import TapExplain

/// Every word the command line says — its errors, notes and status lines —
/// in one table per language: a function per kind of message, each an
/// exhaustive `switch`, so a new language is one `CommandWords(…)` value
/// the compiler checks is complete.
struct CommandWords: Sendable {
    var commandProblem: @Sendable (CommandProblem, Language) -> String
    var commandStatus: @Sendable (CommandStatus) -> String
    var objectKind: @Sendable (ObjectKind) -> String
    var optionProblem: @Sendable (OptionProblem) -> String
    var playgroundProblem: @Sendable (PlaygroundProblem) -> String

    static let tables = WordTables<CommandWords>(english: .english, [.zh: .chinese])
}
