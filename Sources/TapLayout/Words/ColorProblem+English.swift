import Foundation
import TapExplain

extension ColorProblem {
    static let english: @Sendable (ColorProblem) -> String = { problem in
        switch problem {
        case let .malformed(text): "malformed colour '\(text)': use #rgb, #rrggbb or #rrggbbaa with hex digits"
        case let .unknown(text, suggestion):
            "unknown colour '\(text)': use #rrggbb or a UIKit name such as systemBlue" + (suggestion?.text(in: .en) ?? "")
        }
    }
}
