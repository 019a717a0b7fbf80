import Foundation
import TapFiles

/// Everything that can go wrong while drawing or saving a picture, as a value
/// with a message that says what to do about it. Nothing in TapPicture traps
/// on input: an unknown font, a canvas too large to allocate or an unwritable
/// folder all end up here.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// A cairo call failed; `message` is cairo's status text.
    case cairo(call: String, message: String)
    /// The font family asked for (`--font`, `TAPLAB_FONT`) is not installed.
    case font(family: String, message: String)
    /// A canvas size outside what TapPicture agrees to allocate.
    case invalidSize(width: Int, height: Int)
    /// The picture could not be written (see `SafeFile`).
    case file(FileWriteError)
    /// The PNG at `path` could not be read.
    case pngFailed(path: String, message: String)
    /// The picture could not be encoded in its format.
    case encoding(format: String, message: String)

    public var description: String {
        switch self {
        case let .cairo(call, message):
            "\(call) failed: \(message.isEmpty ? "no reason given by cairo" : message)"
        case let .font(_, message):
            "cannot use the font: \(message)"
        case let .invalidSize(width, height):
            "cannot draw a \(width)x\(height) picture: each side must be 1...\(OffscreenCanvas.maxSide) pixels "
                + "and the whole at most \(OffscreenCanvas.maxPixels) pixels (ask for a smaller scale or size)"
        case let .file(error):
            error.description
        case let .pngFailed(path, message):
            "cannot read the PNG \(path): \(message)"
        case let .encoding(format, message):
            "cannot encode the picture as \(format): \(message)"
        }
    }
}
