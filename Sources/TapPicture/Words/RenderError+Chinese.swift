import Foundation
import TapExplain

extension RenderError {
    /// cairo's status text stays as cairo words it.
    static let chinese: @Sendable (RenderError, Language) -> String = { error, language in
        switch error {
        case let .cairo(call, message):
            "\(call) 失败：\(message.isEmpty ? "cairo 没有给出原因" : message)"
        case let .font(problem):
            "无法使用该字体：\(problem.text(in: language))"
        case let .invalidSize(width, height):
            "无法绘制 \(width)x\(height) 的图片：每边必须在 1...\(OffscreenCanvas.maxSide) 像素之间，"
                + "总共最多 \(OffscreenCanvas.maxPixels) 像素（请用更小的缩放或尺寸）"
        case let .file(error):
            error.message(force: "--force", in: language)
        case let .pngFailed(path, message):
            "无法读取 PNG 文件 \(path)：\(message.isEmpty ? "cairo 没有返回图像" : message)"
        case let .encoding(format, problem):
            "无法把图片编码为 \(format)：\(problem.text(in: language))"
        }
    }
}
