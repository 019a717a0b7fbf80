import Foundation

extension PictureErrorWords {
    static let english = PictureErrorWords(
        renderError: RenderError.english,
        encodingProblem: EncodingProblem.english,
        fontProblem: FontProblem.english,
        outputProblem: OutputProblem.english
    )
}
