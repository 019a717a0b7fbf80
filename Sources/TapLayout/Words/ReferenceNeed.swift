import Foundation
import TapExplain

/// What kind of object a reference to an id needs (`requireToFail` names
/// gesture recognizers), for the message when the id names something else.
public enum ReferenceNeed: Worded, Equatable, CaseIterable {
    /// `firstResponder`.
    case responder
    /// `shouldReceive: {except: […]}`, which also takes the word `control`.
    case viewOrControl
    case gestureRecognizer
    case view

    public func text(in language: Language) -> String { LayoutWords.tables(language).referenceNeed(self) }

    static let english: @Sendable (ReferenceNeed) -> String = { need in
        switch need {
        case .responder: "a responder (a view, a view controller, application or appDelegate)"
        case .viewOrControl: "a view (or the word control)"
        case .gestureRecognizer: "a gesture recognizer"
        case .view: "a view"
        }
    }

    static let chinese: @Sendable (ReferenceNeed) -> String = { need in
        switch need {
        case .responder: "一个响应者（视图、视图控制器、application 或 appDelegate）"
        case .viewOrControl: "一个视图（或者单词 control）"
        case .gestureRecognizer: "一个手势识别器"
        case .view: "一个视图"
        }
    }
}
