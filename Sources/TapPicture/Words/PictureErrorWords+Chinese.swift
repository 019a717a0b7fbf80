import Foundation

extension PictureErrorWords {
    static let chinese = PictureErrorWords(
        renderError: RenderError.chinese,
        encodingProblem: EncodingProblem.chinese,
        fontProblem: FontProblem.chinese,
        outputProblem: OutputProblem.chinese
    )
}
