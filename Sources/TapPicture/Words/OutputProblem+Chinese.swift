import Foundation
import TapExplain

extension OutputProblem {
    static let chinese: @Sendable (OutputProblem, Language) -> String = { problem, language in
        switch problem {
        case let .layoutFile(path, kind):
            "无法写入 \(path)：它是布局文件，TapLab 从不写布局文件；请给出 \(extensions(kind)) 路径"
        case let .pictureExtension(path, ext):
            "无法写入 \(path)：图片格式由扩展名决定，只能是 .png、.svg 或 .pdf，"
                + "而\(named(ext))不是其中任何一种；请给出 .png、.svg 或 .pdf 路径"
        case let .recordingExtension(path, ext, advised):
            "无法写入 \(path)：录像格式由扩展名决定，只能是 .gif、.mp4 或 .webm，而\(named(ext))不是其中任何一种"
                + (advised ? "；请给出 .gif、.mp4 或 .webm 路径" : "")
        case let .file(problem):
            problem.text(in: language)
        case let .ffmpegMissing(path):
            "无法写入 \(path)：\(EncodingProblem.ffmpegMissing.text(in: language))"
        }
    }

    private static func named(_ ext: String) -> String {
        ext.isEmpty ? "没有扩展名的名字" : " .\(ext) 名字"
    }

    private static func extensions(_ kind: OutputKind) -> String {
        switch kind {
        case .picture: ".png、.svg 或 .pdf"
        case .recording: ".gif、.mp4 或 .webm"
        }
    }
}
