import Foundation
import TapExplain

extension CompositionProblem {
    static let english: @Sendable (CompositionProblem) -> String = { problem in
        switch problem {
        case let .legend(option, value):
            "\(option) must be none, full, line, \(Language.allCases.map(\.rawValue).joined(separator: " or ")), not '\(value)'"
        case let .crop(option, value):
            "\(option) must be auto, screen or view ids separated by commas, not '\(value)'"
        case let .cropNotAView(option, id):
            "\(option): '\(id)' is not a view: only views can be cropped to"
        case let .cropName(option, reason):
            "\(option): \(reason.english)"
        case let .cropUnknown(option, name):
            "\(option): no view named '\(name)'"
        case let .cropOffScreen(option, crop):
            "\(option): \(crop) is not on screen (hidden, or outside every window), so there is nothing to crop to"
        }
    }
}
