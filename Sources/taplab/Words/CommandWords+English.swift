import Foundation

extension CommandWords {
    static let english = CommandWords(
        commandProblem: CommandProblem.english,
        commandStatus: CommandStatus.english,
        objectKind: ObjectKind.english,
        optionProblem: OptionProblem.english,
        playgroundProblem: PlaygroundProblem.english
    )
}
