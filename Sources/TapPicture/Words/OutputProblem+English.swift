import Foundation
import TapExplain

extension OutputProblem {
    static let english: @Sendable (OutputProblem, Language) -> String = { problem, language in
        switch problem {
        case let .layoutFile(path, kind):
            "cannot write \(path): it is a layout file, and TapLab never writes to layout files; give a \(extensions(kind)) path"
        case let .pictureExtension(path, ext):
            "cannot write \(path): shots are .png, .svg or .pdf pictures, chosen by the extension, "
                + "and \(named(ext)) is none of them; give a .png, .svg or .pdf path"
        case let .recordingExtension(path, ext, advised):
            "cannot write \(path): recordings are .gif, .mp4 or .webm, chosen by the extension, and \(named(ext)) is none of them"
                + (advised ? "; give a .gif, .mp4 or .webm path" : "")
        case let .file(problem):
            problem.text(in: language)
        case let .ffmpegMissing(path):
            "cannot write \(path): \(EncodingProblem.ffmpegMissing.text(in: language))"
        }
    }

    private static func named(_ ext: String) -> String {
        ext.isEmpty ? "a name without an extension" : "a .\(ext) name"
    }

    private static func extensions(_ kind: OutputKind) -> String {
        switch kind {
        case .picture: ".png, .svg or .pdf"
        case .recording: ".gif, .mp4 or .webm"
        }
    }
}
