import Foundation

extension ViewProblem {
    static let chinese: @Sendable (ViewProblem) -> String = { problem in
        switch problem {
        case let .tooManyViews(limit): "视图太多：上限是 \(limit) 个"
        case let .nestedTooDeeply(limit): "视图嵌套太深：上限是 \(limit) 层"
        case .aliasedView:
            "这个视图通过 YAML 别名被再次使用；一个视图在视图树里只出现一次（它的 id 唯一），请把它重新写一遍，并给它自己的 id"
        case let .uikitClassName(name, choices, layoutName):
            "class 必须是 \(choices.joined(separator: "、")) 之一，这里写的是 '\(name)'：UIKit 的 \(name) 在这里叫 '\(layoutName)'"
        case let .unknownClass(name, choices, suggestion, mayBeSwiftClass):
            "class 必须是 \(choices.joined(separator: "、")) 之一，这里写的是 '\(name)'\(suggestion.text(in: .zh))"
                + (mayBeSwiftClass ? "；你自己程序里的 Swift 类必须在布局加载之前注册：TapLab.register(\(name).self)" : "")
        case let .missingID(role): "每个 \(role.text(in: .zh)) 都需要一个 'id'（追踪和日志里用它来称呼这个视图）"
        case let .textNotApplicable(role): "text 只适用于 label、button 和 textField，不适用于 \(role.text(in: .zh))"
        case let .enabledNotApplicable(controls): "enabled 只适用于控件（button、control、\(controls.joined(separator: "、"))）"
        case let .scrollKeyNotApplicable(key): "\(key) 只适用于 scrollView（请加上 class: scrollView）"
        case .transformScaleShape: "transform 的 scale 必须是一个数或 [sx, sy]"
        case .transformMatrixWithParts: "transform 的 matrix 会取代 rotate、scale 和 translate；两种写法只能选一种"
        case .layerNeedsID: "每个 layer 都需要一个 'id'"
        case .frameWithBoundsOrCenter: "frame 和 bounds 加 center 只能给一种，不能同时给"
        case .boundsWithoutCenter: "bounds 和 center 要一起给：两个都给（或者改用 frame）"
        case .actionsNotOnControl: "actions 只适用于控件：dump 助手按事件统计控件上挂的 action 数"
        }
    }
}
