import Foundation
import TapPicture

extension RenderProblem {
    static let chinese: @Sendable (RenderProblem) -> String = { problem in
        switch problem {
        case let .cairo(call, message):
            "\(call) 失败：\(message.isEmpty ? "cairo 没有给出原因" : message)"
        case let .font(_, message):
            "无法使用该字体：\(message)"
        case let .invalidSize(width, height):
            "无法绘制 \(width)x\(height) 的图片：每边必须在 1...\(OffscreenCanvas.maxSide) 像素之间，"
                + "总共最多 \(OffscreenCanvas.maxPixels) 像素（请用更小的缩放或尺寸）"
        case let .file(error):
            error.message(force: "--force", in: .zh)
        case let .pngFailed(path, message):
            "无法读取 PNG 文件 \(path)：\(message)"
        case let .encoding(format, message):
            "无法把图片编码为 \(format)：\(message)"
        }
    }
}
