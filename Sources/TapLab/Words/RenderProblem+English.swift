import Foundation
import TapPicture

extension RenderProblem {
    /// `RenderError`'s own words, the one English source.
    static let english: @Sendable (RenderProblem) -> String = { problem in
        switch problem {
        case .cairo, .font, .invalidSize, .file, .pngFailed, .encoding: problem.error.description
        }
    }
}
