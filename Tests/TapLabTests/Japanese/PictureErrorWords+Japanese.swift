import Foundation
@testable import TapPicture

/// The stub language's drawing, encoding, font and output-name errors: one
/// value, every kind a field the memberwise initializer asks for (the
/// English marked `ja·`: a stub, not a translation).
let japanesePictureErrors = PictureErrorWords(
    renderError: { "ja·" + RenderError.english($0, $1) },
    encodingProblem: { "ja·" + EncodingProblem.english($0, $1) },
    fontProblem: { "ja·" + FontProblem.english($0) },
    outputProblem: { "ja·" + OutputProblem.english($0, $1) }
)
