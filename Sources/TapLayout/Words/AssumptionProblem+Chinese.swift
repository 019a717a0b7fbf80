import Foundation

extension AssumptionProblem {
    static let chinese: @Sendable (AssumptionProblem) -> String = { problem in
        func expected(_ e: Expected) -> String {
            switch e {
            case .size: "宽和高，写成 W,H（--assume list.contentSize=320,900）"
            case .bool: "true 或 false"
            case .none: "none（--assume card.recognizers=none：除了 dump 描述的之外没有别的手势识别器）"
            case .unitNumber: "0 到 1 之间的数"
            }
        }
        return switch problem {
        case let .malformed(text): "--assume '\(text)' 不是 ID.PROPERTY=VALUE 的形式（例如 --assume list.contentSize=320,900）"
        case let .unknownProperty(key, known): "--assume 不接受 '\(key)'：它接受 \(known.joined(separator: "、"))"
        case let .badValue(property, value, e): "--assume \(property)='\(value)'：应当是\(expected(e))"
        case let .unknownName(name, suggestion):
            "--assume 指定的 '\(name)' 不是这个布局里的视图" + suggestion.text(in: .zh)
        case let .ambiguousName(name, ids): "--assume 指定的 '\(name)' 被多个视图共用：请指定其中一个：\(ids.joined(separator: "、"))"
        case let .notAView(id): "--assume：'\(id)' 不是视图"
        case let .notAScrollView(id): "--assume \(id).contentSize：'\(id)' 不是滚动视图"
        case let .contentSizeOfList(id): "--assume \(id).contentSize：列表的内容就是它的行，不能假定"
        }
    }
}
