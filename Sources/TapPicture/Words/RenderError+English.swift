import Foundation
import TapExplain

extension RenderError {
    static let english: @Sendable (RenderError, Language) -> String = { error, language in
        switch error {
        case let .cairo(call, message):
            "\(call) failed: \(message.isEmpty ? "no reason given by cairo" : message)"
        case let .font(problem):
            "cannot use the font: \(problem.text(in: language))"
        case let .invalidSize(width, height):
            "cannot draw a \(width)x\(height) picture: each side must be 1...\(OffscreenCanvas.maxSide) pixels "
                + "and the whole at most \(OffscreenCanvas.maxPixels) pixels (ask for a smaller scale or size)"
        case let .file(error):
            error.message(force: "--force", in: language)
        case let .pngFailed(path, message):
            "cannot read the PNG \(path): \(message.isEmpty ? "cairo returned no surface" : message)"
        case let .encoding(format, problem):
            "cannot encode the picture as \(format): \(problem.text(in: language))"
        }
    }
}
