import Foundation
import TapExplain

extension DescriptionProblem {
    static let chinese: @Sendable (DescriptionProblem) -> String = { problem in
        switch problem {
        case .lessIndented: "这个视图的缩进比 dump 中第一个视图的还少；按另一个顶层视图读取"
        case .jumpsLevels(let level, let above): "这个视图在第 \(level) 层，而它上面的视图在第 \(above) 层；按那个视图的子视图读取"
        case .cutBeforeFrame(let c, let a): "\(c) \(a) 在 frame 之前就断掉了；已略去"
        case .notAView(let c, let a): "\(c) \(a) 打印时没有 frame，所以它不是视图（是视图控制器吗？）；已略去"
        case .noFrame(let c, let a):
            "\(c) \(a) 没有 frame = (x y; w h)；TapLab 需要每个视图的 frame（请粘贴 recursiveDescription 的输出，而不是 description 的）"
        case .frameNotFinite(let c, let a, let frame):
            "\(c) \(a) 的 frame 是 \(frame)（不是有限值）：它和它的子视图都不会被命中；按大小为零的视图读取"
        case .cutInsideFrame(let c, let a): "\(c) \(a) 在 frame 中间断掉了；已略去"
        case .badFrame(let found): "frame 必须是由数字组成的 (x y; width height)，实际是 '\(found)'"
        case .cutAfterFrame(let c, let a): "\(c) \(a) 在 frame 之后断掉了；按已有的内容读取"
        case .badAlpha(let found): "alpha 必须是 0 到 1 之间的数字，实际是 '\(found)'"
        case .badTransform(let found): "transform 必须是由有限数字组成的 [a, b, c, d, tx, ty]，实际是 '\(found)'"
        case .badContentOffset(let found): "contentOffset 必须是由有限数字组成的 {x, y}，实际是 '\(found)'"
        case .notYesOrNo(let key, let found): "\(key) 必须是 YES 或 NO，实际是 '\(found)'"
        case .presponderOutput:
            "这是 Chisel 的 presponder 输出——响应链，每一行是上一行的父视图——不是视图层级；"
                + "请改为粘贴 po view.recursiveDescription()（或 pviews）打印的内容"
        case .escapedLineBreaks: "这份 dump 是一个带 \\n 转义的引号字符串（lldb 的 p 或 cycript 的输出）；已把这些 \\n 当作换行读取"
        case .lastLineCut: "最后一行在视图的地址之前就断掉了；已略去"
        case .notAViewLine: "这一行开头像一个视图，但不是 `<Class: 0xADDRESS; frame = (x y; w h); …>` 的格式；已略去"
        case .noView:
            "没有找到视图：dump 中每个视图占一行，形如 `<UIView: 0x7f8e1c0; frame = (0 0; 375 667); layer = <CALayer: 0x…>>`；"
                + "请粘贴 `po view.value(forKey: \"recursiveDescription\")!` 打印的内容，而不只是这条命令"
        case .controllersOnly:
            "这是视图控制器层级（_printHierarchy）：它没有 frame，所以无法在其中对触摸做命中测试。"
                + "请改为粘贴视图：Swift 中用 `po UIApplication.shared.windows.first!.value(forKey: \"recursiveDescription\")!`，"
                + "Objective-C 中用 `po [[UIWindow keyWindow] recursiveDescription]`；再把 _printHierarchy 的各行放在它下面，用来给视图控制器命名"
        case .controllersWithoutViews(let missing, let total):
            "_printHierarchy 各行中的 \(total) 个视图控制器里，有 \(missing) 个在这份 dump 中没有对应的视图；已略去"
        }
    }
}
