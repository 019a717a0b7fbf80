import Foundation

extension CommandWords {
    static let chinese = CommandWords(
        commandProblem: CommandProblem.chinese,
        commandStatus: CommandStatus.chinese,
        objectKind: ObjectKind.chinese,
        optionProblem: OptionProblem.chinese,
        playgroundProblem: PlaygroundProblem.chinese
    )
}
