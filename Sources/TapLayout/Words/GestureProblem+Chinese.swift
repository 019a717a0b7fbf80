import Foundation

extension GestureProblem {
    static let chinese: @Sendable (GestureProblem) -> String = { problem in
        switch problem {
        case let .needsType(types): "每个手势都需要一个 'type'（\(types.joined(separator: "、"))）"
        case .needsID: "每个手势都需要一个 'id'"
        case .shouldReceiveNeedsExcept: "shouldReceive 需要 except: [ID | control, ...]"
        case let .keyNotForType(key, type): "\(key) 不适用于 \(type.rawValue) 手势"
        case let .maximumBelowTouches(maximum, touches):
            "maximumTouches（\(maximum)）小于最少手指数 touches（\(touches)）：无论几根手指都无法拖动"
        case .cycle: "requireToFail 形成了循环"
        case let .requiresItself(name):
            "requireToFail 形成了循环：\(name) 要求自己失败；手势识别器不能等待自己失败，请删掉这一项"
        case let .cycleOf(steps, omitted):
            "requireToFail 形成了循环："
                + story(steps, omitted: omitted, step: { "\($0.waiter) 要求 \($0.other) 先失败" }, more: { "……还有 \($0) 步……" })
                    .joined(separator: "，")
                + "；循环里的手势识别器会永远互相等待（UIKit 没有定义这种情况），请删掉其中一个要求"
        }
    }
}
