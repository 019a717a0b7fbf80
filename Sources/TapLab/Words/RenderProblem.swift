import Foundation
import TapExplain
import TapFiles
import TapPicture

/// Why drawing or saving a picture failed (TapPicture's `RenderError`) as
/// a value worded when printed, in the reader's language. The English is
/// `RenderError`'s own; cairo's, the font finder's and the encoder's
/// reasons are passed through as they come.
public enum RenderProblem: Worded, Equatable {
    case cairo(call: String, message: String)
    case font(family: String, message: String)
    case invalidSize(width: Int, height: Int)
    case file(FileWriteError)
    case pngFailed(path: String, message: String)
    case encoding(format: String, message: String)

    public init(_ error: RenderError) {
        switch error {
        case let .cairo(call, message): self = .cairo(call: call, message: message)
        case let .font(family, message): self = .font(family: family, message: message)
        case let .invalidSize(width, height): self = .invalidSize(width: width, height: height)
        case let .file(error): self = .file(error)
        case let .pngFailed(path, message): self = .pngFailed(path: path, message: message)
        case let .encoding(format, message): self = .encoding(format: format, message: message)
        }
    }

    /// The error TapPicture threw.
    public var error: RenderError {
        switch self {
        case let .cairo(call, message): .cairo(call: call, message: message)
        case let .font(family, message): .font(family: family, message: message)
        case let .invalidSize(width, height): .invalidSize(width: width, height: height)
        case let .file(error): .file(error)
        case let .pngFailed(path, message): .pngFailed(path: path, message: message)
        case let .encoding(format, message): .encoding(format: format, message: message)
        }
    }

    public func text(in language: Language) -> String { Self.tables(language)(self) }
    public static let tables = WordTables<@Sendable (RenderProblem) -> String>(english: english, [.zh: chinese])
}
