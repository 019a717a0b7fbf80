import Foundation
import TapExplain
import TapKit

extension DumpPlanProblem {
    static let chinese: @Sendable (DumpPlanProblem) -> String = { problem in
        switch problem {
        case .screenClamped(let w, let h, let sw, let sh):
            "顶层视图的大小是 \(num(w)) x \(num(h))；屏幕取 \(num(sw)) x \(num(sh))（屏幕的宽高在 1 到 20,000 点之间）"
        case .windowsStacked(let n):
            "\(n) 个窗口：recursiveDescription 不打印 windowLevel，所以按粘贴的顺序叠放，最后一个在最前面（TapLabDump 的 JSON 里有各窗口的层级）"
        case .topViewsInMain(let n):
            "\(n) 个不是窗口的顶层视图：按窗口 main 中的兄弟视图读取，后面的在前，每个都按第一个的方式摆放"
                + "（粘贴它们父视图的 recursiveDescription，才能看到它们的实际位置）"
        case .singleView:
            "只有一个视图，没有子视图：recursiveDescription 会打印一个视图及其中的所有视图——这是不是 `description`（po view）的输出？"
        case .unknownRecognizers(let n, let classes):
            "略去了 \(n) 个手势识别器，TapLab 没有与它们的类（\(classes.joined(separator: "、"))）对应的识别器：--why 会在拥有它们的视图上说明"
        case .undescribedRecognizers(let n):
            "\(n) 个视图打印了 gestureRecognizers = <NSArray…>，而 recursiveDescription 不描述其中的内容："
                + "TapLab 假设没有手势识别器，并在它们可能改变回答的地方用 --why 说明；粘贴 TapLabDump 助手的 JSON 才能得到它们"
        case .privateRecognizers(let n):
            "略去了 \(n) 个 UIKit 私有手势识别器（助手把它们标为 internal：滚动指示器、滑动操作等），TapLab 没有对应的识别器"
        case .idTaken(let base, let id): "id '\(base)' 已被 TapLab 或前面的视图占用；这个视图的 id 是 '\(id)'"
        case .noGeometry(let c): "\(c) 既没有 frame，也没有 bounds 和 center"
        case .topTransformDropped: "略去了顶层视图的 transform：顶层视图放在屏幕原点，不做变换"
        case .squareGuess(let w, let h):
            "在这个 transform 下，打印出的 frame 分不清宽和高；按 \(formatNumber(w)) x \(formatNumber(h)) 的正方形读取"
        case .scaledToNothing: "这个 transform 把视图缩成了零大小；它不会被命中"
        case .coordinatesTooLarge(let c, let a):
            "\(named(c, a))：坐标超出了 \(YAMLReader.maxMagnitudeText) 点；TapLab 的布局以此为限"
        case .negativeSize(let c, let a, let w, let h):
            "\(named(c, a))：大小为负（\(num(w)) x \(num(h))）：宽和高必须大于或等于 0"
        }
    }

    /// `Class 0xADDRESS`, or the class alone.
    private static func named(_ className: String, _ address: String?) -> String {
        address.map { "\(className) \($0)" } ?? className
    }
}
