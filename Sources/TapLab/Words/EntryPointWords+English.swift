import Foundation

extension EntryPointWords {
    static let english = EntryPointWords(
        compositionProblem: CompositionProblem.english,
        entryPointProblem: EntryPointProblem.english
    )
}
