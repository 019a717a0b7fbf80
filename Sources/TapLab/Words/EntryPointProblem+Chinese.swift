import Foundation
import TapExplain
import TapLayout
import TapPicture

extension EntryPointProblem {
    static let chinese: @Sendable (EntryPointProblem, Language) -> String = { problem, language in
        switch problem {
        case let .diagnostics(list):
            list.map { $0.description(in: language) }.joined(separator: "\n")
        case let .file(problem):
            problem.text(in: language)
        case let .layoutFileOutput(path, kind):
            "无法写入 \(path)：它是布局文件，TapLab 从不写布局文件；请给出 \(extensions(kind)) 路径"
        case let .pictureExtension(path, ext):
            "无法写入 \(path)：图片格式由扩展名决定，只能是 .png、.svg 或 .pdf，"
                + "而\(ext.isEmpty ? "没有扩展名的名字" : " .\(ext) 名字")都不是；请给出 .png、.svg 或 .pdf 路径"
        case let .recordingExtension(path, ext, advised):
            "无法写入 \(path)：录像格式由扩展名决定，只能是 .gif、.mp4 或 .webm，"
                + "而\(ext.isEmpty ? "没有扩展名的名字" : " .\(ext) 名字")都不是"
                + (advised ? "；请给出 .gif、.mp4 或 .webm 路径" : "")
        case let .cannotWrite(path, reason):
            "无法写入 \(path)：\(reason.text(in: language))"
        case let .ffmpegMissing(path):
            "无法写入 \(path)：没有安装 ffmpeg（PATH 中找不到）；请用 `sudo apt-get install ffmpeg` 安装，"
                + "或者写 .gif，它不需要 ffmpeg"
        case let .scale(scale):
            "scale 必须是 1 到 6 之间的整数（每点的像素数），而不是 \(scale)"
        case let .script(problem):
            ExpectationChecker.scriptDiagnostic(problem, file: "").message(in: language)
        case let .scriptNotPlayed(problem):
            "无法播放脚本：\(ExpectationChecker.scriptDiagnostic(problem, file: "").message(in: language))"
        case let .tapsNotPlayed(reason):
            "无法播放这些点按：\(reason)"
        case let .noDisplay(reason):
            "\(reason)。窗口需要显示器；没有显示器时，请在 xvfb-run -a 下运行程序，或改用 TapLab.shot 生成图片"
        case let .render(reason):
            reason.text(in: language)
        case let .figureNeedsTouch(kind):
            "figure \(kind) 画的是一次触摸的命中测试，但这里没有触摸：请给出 --tap x,y、--on ID，"
                + "或带点按的脚本（--script FILE）"
        case .figureNeedsScript:
            "figure states 画的是脚本中的手势识别器，但这里没有脚本：请给出 --script FILE 或 --tap x,y"
        case let .cannotDrawFigure(reason):
            "无法绘制该图：\(reason.text(in: language))"
        case let .cannotDrawTimeline(reason):
            "无法绘制时间线：\(reason.text(in: language))"
        case let .gifOverBudget(megabytes, frames, size, limit):
            "这个 GIF 的帧在编码前可能占用多达 \(megabytes.map { "\($0) MB" } ?? "超过 2^63 字节")的临时磁盘空间"
                + "（\(frames) 帧，每帧 \(size)），超过了 \(limit) MB 的上限：\(gifWays)，或调高 --max-bytes"
        case let .gifOverDisk(megabytes, frames, size, folder, free):
            "这个 GIF 的帧在编码前可能占用多达 \(megabytes) MB 的临时磁盘空间"
                + "（\(frames) 帧，每帧 \(size)），而 \(folder) 只有 \(free) MB 可用：\(gifWays)，或把 TMPDIR 设为空间更大的文件夹"
        }
    }

    private static let gifWays = "请录制更短的脚本、用更低的 --fps 或 --scale，或者录成 MP4（边录边交给 ffmpeg）"

    private static func extensions(_ kind: OutputKind) -> String {
        switch kind {
        case .picture: ".png、.svg 或 .pdf"
        case .recording: ".gif、.mp4 或 .webm"
        }
    }
}
