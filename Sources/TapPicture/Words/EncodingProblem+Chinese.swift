import Foundation
import TapExplain

extension EncodingProblem {
    /// cairo's, giflib's, the system's, Foundation's and ffmpeg's words
    /// stay as they come.
    static let chinese: @Sendable (EncodingProblem, Language) -> String = { problem, language in
        switch problem {
        case let .outputName(problem):
            problem.text(in: language)
        case let .figureTooLarge(kind, width, height, format):
            "\(kind.rawValue) 图有 \(width)x\(height) 点，超出了 \(format.name) 能容纳的大小；请用 --size（例如 --size 1920x1080）把它缩放到这么多像素"
        case let .timelineTooLarge(width, height, format):
            "\(width)x\(height) 的时间线超出了 \(format.name) 能容纳的大小；请写成 .svg 或 .pdf"
        case let .timelinePagesTooLarge(pages, width, height, format):
            "该脚本的时间线有 \(pages) 页，上下叠放共 \(width)x\(height) 像素，超出了 \(format.name) 能容纳的大小；"
                + "请写成 .pdf（每页一张），或用更短的 --script"
        case let .pagesNotPDF(pages):
            "\(pages) 页：只有 PDF 才有多页"
        case .pngNotVector:
            "PNG 图片是在 OffscreenCanvas 上绘制的"
        case let .cairo(status):
            status
        case .ffmpegMissing:
            "没有安装 ffmpeg（PATH 中找不到）；请用 `sudo apt-get install ffmpeg` 安装，或者写 .gif，它不需要 ffmpeg"
        case let .temporaryFolder(reason):
            "无法创建临时文件夹：\(reason)"
        case let .cannotStart(executable, reason):
            "无法启动 \(executable)：\(reason)"
        case let .ffmpegFailed(status, log):
            "ffmpeg 失败（退出码 \(status)）" + (log.isEmpty ? "" : "：\(log)")
        case let .gifCall(call, code):
            "\(call) 失败：\(gifReason(code) ?? "错误码 \(code)")"
        case let .gifRead(path, code):
            "无法读取 \(path)：\(gifReason(code) ?? "错误码 \(code)")"
        case let .frameSize(width, height, recordingWidth, recordingHeight):
            "\(width)x\(height) 的帧与 \(recordingWidth)x\(recordingHeight) 的录像尺寸不符"
        case let .frameSpill(step, code):
            "\(spillStep(step))：\(systemReason(code))"
        case .noPixels:
            "画布没有像素"
        case .libpngStart:
            "libpng 无法启动"
        }
    }

    private static func spillStep(_ step: SpillStep) -> String {
        switch step {
        case .create: "无法为这些帧创建临时文件"
        case .write: "无法把一帧保存到磁盘"
        case .read: "无法读回一帧"
        }
    }
}
