import Foundation

extension AssumptionProblem {
    static let english: @Sendable (AssumptionProblem) -> String = { problem in
        func expected(_ e: Expected) -> String {
            switch e {
            case .size: "a width and a height, W,H (--assume list.contentSize=320,900)"
            case .bool: "true or false"
            case .none: "none (--assume card.recognizers=none: no recognizers beyond those the dump describes)"
            case .unitNumber: "a number from 0 to 1"
            }
        }
        return switch problem {
        case let .malformed(text): "--assume '\(text)' is not ID.PROPERTY=VALUE (e.g. --assume list.contentSize=320,900)"
        case let .unknownProperty(key, known): "--assume cannot take '\(key)': it takes \(known.joined(separator: ", "))"
        case let .badValue(property, value, e): "--assume \(property)='\(value)': expected \(expected(e))"
        case let .unknownName(name, suggestion):
            "--assume names '\(name)', which is no view of this layout" + suggestion.text(in: .en)
        case let .ambiguousName(name, ids): "--assume names '\(name)', which several views share: name one of \(ids.joined(separator: ", "))"
        case let .notAView(id): "--assume: '\(id)' is not a view"
        case let .notAScrollView(id): "--assume \(id).contentSize: '\(id)' is not a scroll view"
        case let .contentSizeOfList(id): "--assume \(id).contentSize: the content of a list is its rows; assume none"
        }
    }
}
