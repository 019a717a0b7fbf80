import Foundation

extension ViewProblem {
    static let english: @Sendable (ViewProblem) -> String = { problem in
        switch problem {
        case let .tooManyViews(limit): "too many views: the limit is \(limit)"
        case let .nestedTooDeeply(limit): "views nested too deeply: the limit is \(limit) levels"
        case .aliasedView:
            "this view is used again through a YAML alias; a view appears once in the tree (its id is unique), so write it out again with its own id"
        case let .uikitClassName(name, choices, layoutName):
            "class must be one of \(choices.joined(separator: ", ")), found '\(name)': UIKit's \(name) is '\(layoutName)' here"
        case let .unknownClass(name, choices, suggestion, mayBeSwiftClass):
            "class must be one of \(choices.joined(separator: ", ")), found '\(name)'\(suggestion.text(in: .en))"
                + (mayBeSwiftClass ? "; a Swift class of your own program must be registered before the layout loads: TapLab.register(\(name).self)" : "")
        case let .missingID(role): "every \(role.text(in: .en)) needs an 'id' (it names the view in traces and logs)"
        case let .textNotApplicable(role): "text applies to label, button and textField views only, not \(role.text(in: .en))"
        case let .enabledNotApplicable(controls): "enabled applies to controls (button, control, \(controls.joined(separator: ", "))) only"
        case let .scrollKeyNotApplicable(key): "\(key) applies to scrollView only (add class: scrollView)"
        case .transformScaleShape: "transform scale must be a number or [sx, sy]"
        case .transformMatrixWithParts: "transform matrix replaces rotate, scale and translate; give one or the other"
        case .layerNeedsID: "every layer needs an 'id'"
        case .frameWithBoundsOrCenter: "give either frame or bounds and center, not both"
        case .boundsWithoutCenter: "bounds and center go together: give both (or a frame)"
        case .actionsNotOnControl: "actions applies to controls only: the dump helper counts a control's actions per event"
        }
    }
}
