import Foundation
import TapExplain

extension CompositionProblem {
    static let chinese: @Sendable (CompositionProblem) -> String = { problem in
        switch problem {
        case let .legend(option, value):
            "\(option) 必须是 none、full、line、\(Language.allCases.map(\.rawValue).joined(separator: "、")) 之一，而不是 '\(value)'"
        case let .crop(option, value):
            "\(option) 必须是 auto、screen 或用逗号分隔的视图 id，而不是 '\(value)'"
        case let .cropNotAView(option, id):
            "\(option)：'\(id)' 不是视图：只能裁剪到视图"
        case let .cropName(option, reason):
            "\(option)：\(reason.text(in: .zh))"
        case let .cropUnknown(option, name):
            "\(option)：没有名为 '\(name)' 的视图"
        case let .cropOffScreen(option, crop):
            "\(option)：\(crop) 不在屏幕上（被隐藏，或在所有窗口之外），所以没有可裁剪的内容"
        }
    }
}
