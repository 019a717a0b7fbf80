import Foundation

extension EntryPointWords {
    static let chinese = EntryPointWords(
        compositionProblem: CompositionProblem.chinese,
        entryPointProblem: EntryPointProblem.chinese
    )
}
