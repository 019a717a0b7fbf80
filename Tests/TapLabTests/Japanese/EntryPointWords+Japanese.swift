import Foundation
@testable import TapLab

/// The stub language's entry-point errors (the English marked `ja·`).
let japaneseEntryPoints = EntryPointWords(
    compositionProblem: { "ja·" + CompositionProblem.english($0) },
    entryPointProblem: { "ja·" + EntryPointProblem.english($0, $1) }
)
