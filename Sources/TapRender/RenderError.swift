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
    /// The folder an output file should go in does not exist.
    case directoryMissing(path: String)
    /// The output path names a folder, not a file.
    case isDirectory(path: String)
    /// The output folder exists but this process may not write in it.
    case notWritable(path: String)
    /// SDL_image could not write the PNG.
    case pngFailed(path: String, message: String)

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
        case let .directoryMissing(path):
            "cannot write \(path): the folder \(Self.folder(of: path)) does not exist (create it first)"
        case let .isDirectory(path):
            "cannot write \(path): it is a folder; give a file name such as \(Self.join(path, "shot.png"))"
        case let .notWritable(path):
            "cannot write \(path): no permission to write in \(Self.folder(of: path))"
        case let .pngFailed(path, message):
            "cannot write the PNG \(path): \(message.isEmpty ? "SDL_image gave no reason" : message)"
        }
    }

    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    static func join(_ folder: String, _ name: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }
}
