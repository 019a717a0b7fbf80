import Foundation
import TapExplain

/// Why a view in a layout is wrong — its class, its id, its frame, its
/// transform, its layers, a key its class does not take — as a typed value
/// worded in the reader's language. Lists, controls, gestures and hit rules
/// have enums of their own.
public enum ViewProblem: Worded, Equatable {
    case tooManyViews(limit: Int)
    case nestedTooDeeply(limit: Int)
    /// A YAML alias brings a view back a second time.
    case aliasedView
    /// A UIKit class name (`UIButton`) where the layout's (`button`) goes.
    case uikitClassName(String, choices: [String], layoutName: String)
    /// `mayBeSwiftClass`: the name is capitalised, so it may be a class of
    /// the user's program that was not registered.
    case unknownClass(String, choices: [String], suggestion: NameSuggestion, mayBeSwiftClass: Bool)
    case missingID(ViewRole)
    case textNotApplicable(ViewRole)
    /// `enabled` on a view that is no control; `controls` are the control classes besides `button` and `control`.
    case enabledNotApplicable(controls: [String])
    /// A scroll view key on a view of another class.
    case scrollKeyNotApplicable(String)
    case transformScaleShape
    case transformMatrixWithParts
    case layerNeedsID
    case frameWithBoundsOrCenter
    case boundsWithoutCenter
    case actionsNotOnControl

    public func text(in language: Language) -> String { LayoutWords.tables(language).viewProblem(self) }

}
