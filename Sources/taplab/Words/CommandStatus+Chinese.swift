import Foundation
import TapKit

extension CommandStatus {
    /// `check`'s "通过" and "失败" are as wide as each other, so the file names line up as in English.
    static let chinese: @Sendable (CommandStatus) -> String = { status in
        switch status {
        case let .wrote(path):
            "已写入 \(path)"
        case let .wroteSized(path, size):
            "已写入 \(path)（\(size)）"
        case let .wroteRecording(path, size, frames, fps, seconds):
            "已写入 \(path)（\(size)，\(frames) 帧，每秒 \(fps) 帧：脚本的 \(formatNumber(seconds)) 秒）"
        case let .checkPassed(file, count):
            "通过 \(file)（\(count) 条期望）"
        case let .checkFailed(file):
            "失败 \(file)"
        case let .checkSummary(passed, failed):
            "\(passed) 个通过，\(failed) 个失败"
        case let .galleryUpToDate(layouts):
            "图库是最新的（\(layouts) 个布局）"
        case let .wroteGallery(page, pictures, images):
            "已写入 \(page)，以及 \(images) 中的 \(pictures) 张图片"
        case let .imported(views, dump, format):
            "\(views) 个视图，来自 \(dump)（\(format)）"
        case .importedLayoutName:
            "导入的布局"
        case let .createdPlayground(folder, root):
            "已创建 \(folder)，一个依赖 \(root) 的 TapLab playground："
        case let .playgroundNext(folder, name):
            "下一步：cd \(folder) && swift run   （打开窗口；`swift run \(name) --shot \(name).png` 写出一张图片）"
        case let .replayed(times, peak):
            "脚本已重放 \(times) 次；常驻内存峰值 "
                + (peak.map { "\(formatNumber(Double($0) / 1_048_576, decimals: 1)) MB" } ?? "未知")
        case let .reloaded(path):
            "已重新加载 \(path)"
        case let .recordingProgress(path, frame, total):
            "正在录制 \(path)：第 \(frame) 帧，共 \(total) 帧"
        }
    }
}
