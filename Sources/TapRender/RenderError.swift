import Foundation

/// Everything that can go wrong while drawing or saving a picture, as a value
/// with a message that says what to do about it. Nothing in TapRender traps
/// on input: a missing font, a canvas too large to allocate or an unwritable
/// folder all end up here.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// An SDL call failed; `message` is `SDL_GetError()` at the time.
    case sdl(call: String, message: String)
    /// The bundled font could not be found or opened.
    case font(path: String?, message: String)
    /// A canvas size outside what TapRender agrees to allocate.
    case invalidSize(width: Int, height: Int)
    /// The picture could not be written (see `SafeFile`).
    case file(FileWriteError)
    /// SDL_image could not read the PNG at `path`.
    case pngFailed(path: String, message: String)
    /// SDL_image could not encode a picture as PNG.
    case pngEncoding(message: String)

    public var description: String {
        switch self {
        case let .sdl(call, message):
            "\(call) failed: \(message.isEmpty ? "no reason given by SDL" : message)"
        case let .font(path?, message):
            "cannot use the font \(path): \(message)"
        case let .font(nil, message):
            message
        case let .invalidSize(width, height):
            "cannot draw a \(width)x\(height) picture: each side must be 1...\(OffscreenCanvas.maxSide) pixels "
                + "and the whole at most \(OffscreenCanvas.maxPixels) pixels (ask for a smaller scale or size)"
        case let .file(error):
            error.description
        case let .pngFailed(path, message):
            "cannot read the PNG \(path): \(message.isEmpty ? "SDL_image gave no reason" : message)"
        case let .pngEncoding(message):
            "cannot encode the picture as PNG: \(message.isEmpty ? "SDL_image gave no reason" : message)"
        }
    }
}
