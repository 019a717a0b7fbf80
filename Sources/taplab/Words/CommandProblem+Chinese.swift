import Foundation
import TapExplain
import TapLayout

extension CommandProblem {
    static let chinese: @Sendable (CommandProblem, Language) -> String = { problem, language in
        switch problem {
        case .noSuchFileOrFolder:
            "没有这个文件或文件夹"
        case let .unreadable(reason):
            reason.text(in: language)
        case .noLayoutFilesToCheck:
            "这个文件夹中没有布局文件（check 读取 .yaml 和 .yml 文件；视图层级转储请单独给出路径）"
        case let .onTarget(reason):
            "--on：\(reason.text(in: language))"
        case .noLayoutsHere:
            "这里没有 .yaml 布局"
        case let .galleryStep(step, error):
            "\(name(step))：\(error.text(in: language))"
        case .outOfDate:
            "已过时"
        case .regenerateGallery:
            "请运行 `make gallery` 重新生成图库"
        case .notADump:
            "这不是视图层级转储（没有 `<UIView: 0x…; frame = (…)>` 行，也不是 TapLabDump JSON）；布局文件不需要导入"
        case .importOverDump:
            "这正是要导入的转储；TapLab 从不写它读取的文件——请换一个 -o"
        case let .importedLayoutEdited(path):
            "无法写入 \(path)：taplab 导入它之后它被编辑过（校验和不再匹配）；"
                + "请换一个 -o，或传入 --force 替换它并丢弃这些编辑"
        case let .importedLayoutTooOld(path):
            "无法写入 \(path)：它是旧版 TapLab 导入的，没有能判断之后是否被编辑过的校验和；"
                + "请换一个 -o，或传入 --force 替换它"
        case let .importTooLarge(bytes, limit):
            "它的布局会有 \(LayoutLoader.megabytes(bytes))，超过了布局文件的上限 \(LayoutLoader.megabytes(limit))，所以不会写出；"
                + "trace、replay 和 shot 可以直接读取这个转储"
        case .noScriptSteps(.draw):
            "没有脚本步骤，所以没有可画的内容；请用 --script FILE 给出步骤，例如 `- tap: [x, y]`"
        case .noScriptSteps(.record):
            "没有脚本步骤，所以没有可录制的内容；请用 --script FILE 给出步骤，例如 `- tap: [x, y]`"
        case .noScriptSteps(.replay):
            "没有脚本步骤，所以什么也不会发生；请用 --script FILE 给出步骤，例如 `- tap: [x, y]` 或 `- tap: {on: ID}`"
        case let .whyNoTouch(why, id):
            "--why \(why)：脚本中没有触摸，所以无从回答；请给它加一步，例如 `- tap: {on: \(id)}`"
        case let .whyNotCheckable(id, kind):
            "--why '\(id)' 是\(kind.text(in: .zh))：只有视图、控件、单元格或手势识别器才会做脚本能检查的事"
        case let .whyAmbiguous(name, ids):
            "--why '\(name)' 对应 \(ids.count) 个视图（\(ids.prefix(8).joined(separator: "、"))）；请给出一个 id 或地址"
        case let .whyUnknown(name, suggestion, known, layers):
            "--why 给出的 id '\(name)' 不存在\(suggestion.text(in: language))；"
                + "这个布局中的视图\(layers ? "、图层" : "")和手势识别器："
                + "\(known.prefix(60).joined(separator: "、"))\(known.count > 60 ? "、…" : "")"
        case .noLayoutsFolder:
            "这里和程序旁边都没有 Layouts/ 文件夹；请给出一个：taplab run PATH"
        case let .noSuchPath(path):
            "\(path)：没有这个文件或文件夹"
        case let .noLayoutsInFolder(path):
            "\(path)：这个文件夹中没有 .yaml 布局"
        case let .needsDisplay(reason, shown):
            """
            \(reason)。taplab run 需要显示器。
              没有显示器的机器上，请在虚拟显示器下运行：  xvfb-run -a taplab run \(shown)
              或者改为无界面地生成图片：                  taplab shot LAYOUT -o FILE.png
            """
        case let .cannotWrite(stream, code):
            // The system's reason (`strerror`) stays as the C library words it.
            "无法写入\(stream == .output ? "标准输出" : "标准错误")：\(String(cString: strerror(code)))"
        }
    }

    private static func name(_ step: GalleryStep) -> String {
        switch step {
        case .timeline: "时间线"
        case .recording: "录像"
        case .lessonSlides: "课堂幻灯片"
        case .figures: "示意图"
        }
    }
}
