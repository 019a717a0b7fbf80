import Foundation
import TapExplain

extension ColorProblem {
    static let chinese: @Sendable (ColorProblem) -> String = { problem in
        switch problem {
        case let .malformed(text): "颜色 '\(text)' 的格式不对：请用十六进制数字写成 #rgb、#rrggbb 或 #rrggbbaa"
        case let .unknown(text, suggestion):
            "未知的颜色 '\(text)'：请用 #rrggbb 或 UIKit 的颜色名，例如 systemBlue" + (suggestion?.text(in: .zh) ?? "")
        }
    }
}
