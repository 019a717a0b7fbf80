import Foundation
import TapExplain
import TapLayout
import TapPicture

extension EntryPointProblem {
    static let chinese: @Sendable (EntryPointProblem, Language) -> String = { problem, language in
        switch problem {
        case let .diagnostics(list):
            list.map { $0.description(in: language) }.joined(separator: "\n")
        case let .output(problem):
            problem.text(in: language)
        case let .cannotWrite(path, reason):
            "无法写入 \(path)：\(reason.text(in: language))"
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
}
